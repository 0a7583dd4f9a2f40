import type { CardBinQuery } from '../../datasources/cardBin/models.ts';
import { type InputPathRules, withInputPaths } from '../../errors/index.ts';
import type { CardBin } from '../../generated/resolvers.ts';
import type { GatewayContext } from '../context.ts';
import { recallBinData, rememberBinData } from './binData.ts';
import { toCardBin, toPrefixCardBin } from './view.ts';

/** Where each field of the lookup request came from in `cardBin`'s input, for provider validation errors. */
const cardBinInputPaths: InputPathRules = [
  ['merchant.entity', 'input.entity'],
  ['cardNumber', 'input.by.cardNumber'],
  ['token', 'input.by.token'],
];

/**
 * A lookup by card number or token: the provider's answer (null when it has no data for the card, a 404), whose
 * BIN-level data is kept for the prefix lookups of later card forms.
 */
export async function lookUpCard(ctx: GatewayContext, query: CardBinQuery): Promise<CardBin | null> {
  const bin = await withInputPaths(ctx.loaders.cardBin.byQuery.load(query), cardBinInputPaths);
  if (bin === null) return null;
  await rememberBinData(ctx.binCache, bin);
  return toCardBin(bin);
}

/** A lookup by prefix: never the provider; the scheme from the digits, the BIN data when the cache has it. */
export async function lookUpPrefix(ctx: GatewayContext, prefix: string): Promise<CardBin> {
  return toPrefixCardBin(prefix, await recallBinData(ctx.binCache, prefix));
}
