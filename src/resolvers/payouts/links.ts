import type { Resolvers } from '../../generated/resolvers.ts';
import { validateInput } from '../../validation/index.ts';
import { moneyOperations } from '../common/moneyOperations.ts';
import { lenientEnumKey } from '../common/providerValues.ts';
import type { GatewayContext } from '../context.ts';
import { payoutAt } from './byLocation.ts';
import { payoutByReference } from './byReference.ts';
import { payoutReferenceArgs } from './input.ts';
import { isPayoutLocation } from './location.ts';

/**
 * The card payout a statement entry names, for the entity of its account. Data that names no entity, or one the
 * caller may not act for, leads nowhere: the link reads as null, as an account of another entity does, so it tells
 * nothing (the parents are only reachable for the caller's entities anyway).
 */
function linkedPayout(
  transactionReference: string | undefined,
  entity: string | undefined,
  ctx: GatewayContext,
) {
  if (!transactionReference || !entity || !ctx.entitlement.allows(entity)) return null;
  return payoutByReference(transactionReference, entity, ctx);
}

/**
 * The location of the payout a completed `createPayout` stored (its `PayoutView`), or undefined for anything else:
 * a sale, a request not completed, an answer without a payout location.
 */
function completedPayoutLocation(request: { operation: string; state: string; answer: unknown }) {
  if (request.operation !== moneyOperations.payout || request.state !== 'completed') return undefined;
  const { answer } = request;
  const location =
    typeof answer === 'object' && answer !== null && 'location' in answer ? answer.location : null;
  return typeof location === 'string' && isPayoutLocation(location) ? location : undefined;
}

/**
 * Where other types lead to payouts: a merchant's payout by reference (its entity checked by `merchant(entity)`)
 * and the card payout a statement PAYOUT entry's reference names, through `payoutByReference`; a money
 * request's payout by the location its record kept, as `Query.payout(id)` reads it (ownership checked too).
 */
export const payoutLinkResolvers: Resolvers = {
  Merchant: {
    payoutByReference: (merchant, args, ctx) => {
      const { transactionReference, entity } = validateInput(
        payoutReferenceArgs,
        { ...args, entity: merchant.entity },
        '',
      );
      return payoutByReference(transactionReference, entity, ctx);
    },
  },
  // Only a PAYOUT entry's reference is the payout's own (spec area D beside area B's "identifies the payout for its
  // whole life"); the spec does not say whose reference a reversal carries, so it leads nowhere rather than guess.
  StatementItem: {
    payout: (item, _args, ctx) =>
      lenientEnumKey(item.transferType) === 'PAYOUT'
        ? linkedPayout(item.transactionReference, item.accountEntity, ctx)
        : null,
  },
  // An account payout (spec area C) names no card payout: no lookup could find the right one (docs/decisions.md).
  PaymentItem: {
    payout: () => null,
  },
  MoneyRequest: {
    payout: (request, _args, ctx) => {
      const location = completedPayoutLocation(request);
      return location === undefined ? null : payoutAt(location, 'payout', ctx);
    },
  },
};
