import type { Resolvers } from '../../generated/resolvers.ts';
import { validateInput } from '../../validation/index.ts';
import type { GatewayContext } from '../context.ts';
import { payoutByReference } from './byReference.ts';
import { payoutReferenceArgs } from './input.ts';

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
 * Where other types lead to payouts, all through `payoutByReference`: a merchant's payout by reference (its
 * entity checked by `merchant(entity)`), and the payout a statement entry's or payment item's reference names.
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
};
