import type { Resolvers } from '../../generated/resolvers.ts';
import { validateInput } from '../../validation/index.ts';
import { cardBinInput } from './input.ts';
import { toCardBin, toCardBinQuery } from './view.ts';

/** `cardBin`: validated before the network; a card the provider has no data for (404) is null. */
export const cardBinResolvers: Resolvers = {
  Query: {
    async cardBin(_parent, args, ctx) {
      const input = validateInput(cardBinInput, args.input, 'input');
      ctx.entitlement.check(input.entity, 'input.entity');
      const bin = await ctx.loaders.cardBin.byQuery.load(toCardBinQuery(input));
      return bin === null ? null : toCardBin(bin);
    },
  },
};
