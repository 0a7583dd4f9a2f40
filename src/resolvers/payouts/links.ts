import type { Resolvers } from '../../generated/resolvers.ts';
import { validateInput } from '../../validation/index.ts';
import { moneyOperations } from '../common/moneyOperations.ts';
import type { GatewayContext } from '../context.ts';
import { payoutAt } from './byLocation.ts';
import { payoutByReference } from './byReference.ts';
import { payoutReferenceArgs } from './input.ts';
import { isPayoutLocation } from './location.ts';

/**
 * The payout a statement entry or payment item names, for the entity of its account or item. Data that names
 * no entity, or one the caller may not act for, leads nowhere: the link reads as null, as an account of another
 * entity does, so it tells nothing (the parents are only reachable for the caller's entities anyway).
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
 * and the payout a statement entry's or payment item's reference names, through `payoutByReference`; a money
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
  StatementItem: {
    payout: (item, _args, ctx) => linkedPayout(item.transactionReference, item.accountEntity, ctx),
  },
  PaymentItem: {
    payout: (item, _args, ctx) => linkedPayout(item.transactionReference, item.entity, ctx),
  },
  MoneyRequest: {
    payout: (request, _args, ctx) => {
      const location = completedPayoutLocation(request);
      return location === undefined ? null : payoutAt(location, 'payout', ctx);
    },
  },
};
