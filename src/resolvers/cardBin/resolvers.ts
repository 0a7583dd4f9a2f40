import type { Resolvers } from '../../generated/resolvers.ts';
import { validateInput } from '../../validation/index.ts';
import { cardBinInput } from './input.ts';
import { lookUpCard, lookUpPrefix } from './lookups.ts';
import { toCardBinQuery } from './view.ts';

/** `cardBin`: validated and authorized before anything else; a prefix is answered without the provider. */
export const cardBinResolvers: Resolvers = {
  Query: {
    async cardBin(_parent, args, ctx) {
      const input = validateInput(cardBinInput, args.input, 'input');
      ctx.entitlement.check(input.entity, 'input.entity');
      const { prefix } = input.by;
      return prefix ? lookUpPrefix(ctx, prefix) : lookUpCard(ctx, toCardBinQuery(input));
    },
  },
};
