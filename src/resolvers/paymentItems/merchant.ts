import { z } from 'zod';
import type { QueryResolvers, Resolvers } from '../../generated/resolvers.ts';
import { paymentItemEntity } from '../../validation/identifiers.ts';
import { validateInput } from '../../validation/index.ts';
import { paymentItemsResolvers } from './resolvers.ts';

/**
 * The merchant as the payment item search names it (6 letters or digits without I or O): checked before the
 * search so that its refusal names the merchant's `entity`, which `Merchant.paymentItems`' filter does not hold.
 */
const searchableMerchant = z.object({ entity: paymentItemEntity });

/**
 * `Query.paymentItems` as this domain defines it: `Merchant.paymentItems` calls that entry point with the
 * merchant's entity in the filter, so the search validates, pages and authorizes in one place.
 */
function paymentItemSearch(): Extract<NonNullable<QueryResolvers['paymentItems']>, CallableFunction> {
  const field = paymentItemsResolvers.Query?.paymentItems;
  if (typeof field !== 'function') throw new Error('Query.paymentItems has no resolver function');
  return field;
}

const searchPaymentItems = paymentItemSearch();

/** `Merchant.paymentItems`: the search of `Query.paymentItems`, for the merchant's entity. */
export const merchantPaymentItemsResolvers: Resolvers = {
  Merchant: {
    paymentItems: ({ entity }, { filter, ...paging }, ctx, info) => {
      validateInput(searchableMerchant, { entity }, '');
      return searchPaymentItems({}, { filter: { ...filter, entity }, ...paging }, ctx, info);
    },
  },
};
