import { z } from 'zod';
import type { Resolvers } from '../../generated/resolvers.ts';
import { paymentItemEntity } from '../../validation/identifiers.ts';
import { validateInput } from '../../validation/index.ts';
import { searchPaymentItems } from './resolvers.ts';

/**
 * The merchant as the payment item search names it (6 letters or digits without I or O): checked before the
 * search so that its refusal names the merchant's `entity`, which `Merchant.paymentItems`' filter does not hold.
 */
const searchableMerchant = z.object({ entity: paymentItemEntity });

/** `Merchant.paymentItems`: the search of `Query.paymentItems`, for the merchant's entity. */
export const merchantPaymentItemsResolvers: Resolvers = {
  Merchant: {
    paymentItems: ({ entity }, { filter, ...args }, ctx) => {
      validateInput(searchableMerchant, { entity }, '');
      return searchPaymentItems({ ...filter, entity }, args, ctx);
    },
  },
};
