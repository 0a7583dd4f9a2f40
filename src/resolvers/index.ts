import type { Resolvers } from '../generated/resolvers.ts';
import { scalarResolvers } from '../scalars/index.ts';
import { accountNode, accountsResolvers } from './accounts/resolvers.ts';
import { cardBinResolvers } from './cardBin/resolvers.ts';
import { nodeResolvers } from './common/node.ts';
import { paymentItemNode, paymentItemsResolvers } from './paymentItems/resolvers.ts';
import { payoutNode, payoutsResolvers } from './payouts/resolvers.ts';
import { salesResolvers } from './sales/resolvers.ts';
import { statementsResolvers } from './statements/resolvers.ts';
import { threeDsResolvers } from './threeDs/resolvers.ts';

type ResolverMap = Record<string, unknown>;

/** Merges per-domain resolver maps type by type; two domains defining the same field is a bug, so it throws. */
function merge(maps: readonly Resolvers[]): Resolvers {
  const out: Record<string, ResolverMap> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const target = out[typeName] ?? {};
      if (
        fields === null ||
        typeof fields !== 'object' ||
        Object.getPrototypeOf(fields) !== Object.prototype
      ) {
        out[typeName] = fields as ResolverMap; // a scalar's GraphQLScalarType
        continue;
      }
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`resolver ${typeName}.${field} is defined twice`);
        target[field] = resolver;
      }
      out[typeName] = target;
    }
  }
  return out as Resolvers;
}

export const resolvers: Resolvers = merge([
  scalarResolvers as Resolvers,
  nodeResolvers({ Account: accountNode, PaymentItem: paymentItemNode, Payout: payoutNode }),
  accountsResolvers,
  statementsResolvers,
  paymentItemsResolvers,
  payoutsResolvers,
  salesResolvers,
  threeDsResolvers,
  cardBinResolvers,
]);
