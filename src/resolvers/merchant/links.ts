import type { Resolvers } from '../../generated/resolvers.ts';
import type { GatewayContext } from '../context.ts';
import { payoutByReference } from '../payouts/index.ts';
import type { MerchantModel } from './view.ts';

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

/** The links the data already carries: account ▶ merchant, statement entry and payment item ▶ payout. */
export const linkResolvers: Resolvers = {
  Account: {
    merchant: ({ entity }, _args, ctx): MerchantModel | null =>
      entity && ctx.entitlement.allows(entity) ? { entity } : null,
  },
  StatementItem: {
    payout: (item, _args, ctx) => linkedPayout(item.transactionReference, item.accountEntity, ctx),
  },
  PaymentItem: {
    payout: (item, _args, ctx) => linkedPayout(item.transactionReference, item.entity, ctx),
  },
};
