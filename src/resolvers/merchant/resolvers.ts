import type { Resolvers } from '../../generated/resolvers.ts';
import { validateInput } from '../../validation/index.ts';
import { merchantArgs } from './args.ts';

/**
 * `Query.merchant`: a merchant entity as the root of what belongs to it. The fields of `Merchant` come from the
 * domains that own their data (accounts, payment items, payouts), as each adds its fields to `Query`.
 */
export const merchantResolvers: Resolvers = {
  Query: {
    merchant: (_parent, args, ctx) => {
      const { entity } = validateInput(merchantArgs, args, '');
      // As `accounts(entity)`: refused before anything is sent, so no field of the merchant needs to check again.
      ctx.entitlement.check(entity, 'entity');
      return { entity };
    },
  },
};
