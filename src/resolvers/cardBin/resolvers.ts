import { type InputPathRules, withInputPaths } from '../../errors/index.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import { validateInput } from '../../validation/index.ts';
import { cardBinInput } from './input.ts';
import { toCardBin, toCardBinQuery } from './view.ts';

/** Where each field of the lookup request came from in `cardBin`'s input, for provider validation errors. */
const cardBinInputPaths: InputPathRules = [
  ['merchant.entity', 'input.entity'],
  ['cardNumber', 'input.by.cardNumber'],
  ['token', 'input.by.token'],
];

/** `cardBin`: validated before the network; a card the provider has no data for (404) is null. */
export const cardBinResolvers: Resolvers = {
  Query: {
    async cardBin(_parent, args, ctx) {
      const input = validateInput(cardBinInput, args.input, 'input');
      ctx.entitlement.check(input.entity, 'input.entity');
      const bin = await withInputPaths(
        ctx.loaders.cardBin.byQuery.load(toCardBinQuery(input)),
        cardBinInputPaths,
      );
      return bin === null ? null : toCardBin(bin);
    },
  },
};
