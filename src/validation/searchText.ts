import { z } from 'zod';
import { withRule } from './rules.ts';

/**
 * What the payment item search's "alphanumeric" text filters admit (spec area C: payeeName, narrative,
 * transactionReference, beneficiaryAccountNumber). Read literally, letters and digits only, it would refuse the
 * names and references callers search for (`Dr Ada King-Lovelace`, `O'Brien & Sons Ltd.`, `ORD-2026/11_42`), so it
 * is read as the text those fields hold: letters of any script with their accents, digits, spaces and the
 * punctuation of names and references. Markup, quotes, `;`, `=`, `%`, `\`, `<>` and control characters are refused
 * before the network, as the provider would refuse them (docs/decisions.md, "Inputs").
 */
const searchTextPattern = /^[\p{L}\p{M}\p{N} .,'’\-_&/()#:+@]*$/u;

const SEARCH_TEXT_RULE =
  "must hold only letters, digits, spaces and the punctuation . , ' ’ - _ & / ( ) # : + @";

/** A text filter of the search: at most `max` characters of {@link searchTextPattern}. */
export function searchText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => searchTextPattern.test(value), withRule('INVALID_FORMAT', SEARCH_TEXT_RULE));
}
