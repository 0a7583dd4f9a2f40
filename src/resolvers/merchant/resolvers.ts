import type { QueryResolvers, Resolvers } from '../../generated/resolvers.ts';
import { validateInput } from '../../validation/index.ts';
import { entityAccounts } from '../accounts/resolvers.ts';
import { paymentItemsResolvers } from '../paymentItems/resolvers.ts';
import { payoutByReference, payoutReferenceArgs } from '../payouts/index.ts';
import { merchantArgs, searchableMerchant } from './args.ts';

/**
 * `Query.paymentItems` as its domain defines it: `Merchant.paymentItems` calls that entry point with the
 * merchant's entity in the filter, so the search validates, pages and authorizes in one place.
 */
function paymentItemSearch(): Extract<NonNullable<QueryResolvers['paymentItems']>, CallableFunction> {
  const field = paymentItemsResolvers.Query?.paymentItems;
  if (typeof field !== 'function') throw new Error('Query.paymentItems has no resolver function');
  return field;
}

const searchPaymentItems = paymentItemSearch();

/** `Query.merchant` and the `Merchant` type: a merchant entity as the root of its accounts, items and payouts. */
export const merchantResolvers: Resolvers = {
  Query: {
    merchant: (_parent, args, ctx) => {
      const { entity } = validateInput(merchantArgs, args, '');
      // As `accounts(entity)`: refused before anything is sent, so no field below needs to check again.
      ctx.entitlement.check(entity, 'entity');
      return { entity };
    },
  },
  Merchant: {
    accounts: ({ entity }, _args, ctx) => entityAccounts(entity, ctx),
    paymentItems: ({ entity }, { filter, ...paging }, ctx, info) => {
      validateInput(searchableMerchant, { entity }, '');
      return searchPaymentItems({}, { filter: { ...filter, entity }, ...paging }, ctx, info);
    },
    payoutByReference: (merchant, args, ctx) => {
      const { transactionReference, entity } = validateInput(
        payoutReferenceArgs,
        { ...args, entity: merchant.entity },
        '',
      );
      return payoutByReference(transactionReference, entity, ctx);
    },
  },
};
