import { cardSchemeOf } from '../../contract/index.ts';
import type { CardBin } from '../../generated/resolvers.ts';

/** The fields of `CardBin` read from the digits alone: the scheme, its number lengths and its CVC length. */
export type SchemeFields = Pick<CardBin, 'scheme' | 'numberLengths' | 'cvcLength'>;

/**
 * The scheme fields of a card number's leading digits (6 or more: every scheme's start is at most six digits), by
 * the card-number rule's own table (src/contract/cardSchemes.ts); nulls and no lengths when no scheme starts so.
 */
export function schemeFields(digits: string): SchemeFields {
  const scheme = cardSchemeOf(digits);
  if (!scheme) return { scheme: null, numberLengths: [], cvcLength: null };
  const [shortest, longest] = scheme.lengths;
  const numberLengths: number[] = [];
  for (let length = shortest; length <= longest; length++) numberLengths.push(length);
  return { scheme: scheme.name, numberLengths, cvcLength: scheme.cvcLength };
}
