import type { Resolvers } from '../../generated/resolvers.ts';
import { toGlobalId } from '../../identity/globalId.ts';
import { validateInput } from '../../validation/index.ts';
import { merchantArgs } from './args.ts';

/**
 * `Query.merchant`: a merchant entity as the root of what belongs to it. The fields of `Merchant` come from the
 * domains that own their data (accounts, payment items, payouts), each declared with `extend type Merchant` in
 * that domain's schema file and resolved in its folder.
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
  Merchant: {
    id: ({ entity }) => toGlobalId('Merchant', entity),
  },
};
