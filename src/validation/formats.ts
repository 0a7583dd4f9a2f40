import { GraphQLCountryCode } from 'graphql-scalars';
import { z } from 'zod';
import { isCurrencyCode } from '../money/index.ts';
import { ruleError } from './identifiers.ts';
import { withRule } from './rules.ts';

const CURRENCY_RULE = 'must be an ISO 4217 currency code';
const COUNTRY_RULE = 'must be an ISO 3166-1 alpha-2 country code';
const DECIMAL_RULE = 'must be a decimal number of 1 to 19 characters with at most 2 decimal places';

/** An upper-case ISO 4217 currency code known to the `currency-codes` data. */
export const currencyCode = z
  .string({ error: ruleError(CURRENCY_RULE) })
  .refine(isCurrencyCode, withRule('INVALID_FORMAT', CURRENCY_RULE));

function isCountryCode(value: string): boolean {
  // The scalar's list ignores case; the provider's examples and ISO use upper case, so we insist on it.
  if (!/^[A-Z]{2}$/.test(value)) return false;
  try {
    // graphql-scalars holds the ISO 3166-1 alpha-2 list; its error (which quotes the value) is dropped here.
    GraphQLCountryCode.parseValue(value);
    return true;
  } catch {
    return false;
  }
}

/** An ISO 3166-1 alpha-2 country code, upper case. */
export const countryCode = z
  .string({ error: ruleError(COUNTRY_RULE) })
  .refine(isCountryCode, withRule('INVALID_FORMAT', COUNTRY_RULE));

/** A dotted-quad IPv4 address (the 3DS device data accepts no IPv6). */
export const ipv4 = z.ipv4({ error: ruleError('must be an IPv4 address') });

/** `12` and `12.5` as the search writes amounts ("decimal with 2 decimal places"): `12.00`, `12.50`. */
function withTwoDecimals(amount: string): string {
  const [units, decimals = ''] = amount.split('.');
  return `${units}.${decimals.padEnd(2, '0')}`;
}

/**
 * The payment item search's amount filter (spec area C: "1 to 19, decimal with 2 decimal places"): digits with at
 * most 2 decimals, sent with exactly 2 (`12.5` is sent as `12.50`, which is what the caller means), then 1 to 19
 * characters. Kept a string: an amount never passes through a float.
 */
export const searchAmount = z
  .string({ error: ruleError(DECIMAL_RULE) })
  .regex(/^\d+(\.\d{1,2})?$/, { error: DECIMAL_RULE, abort: true })
  .transform(withTwoDecimals)
  .pipe(z.string().max(19, { error: DECIMAL_RULE }));

/** Free text of at most `max` characters (and at least `min`, 0 by default). */
export function text(max: number, min = 0) {
  return z.string().min(min).max(max);
}

/** A count that may be zero (gift cards, history counters). */
export const nonNegativeInt = z.int({ error: ruleError('must be a non-negative integer') }).nonnegative({
  error: 'must be a non-negative integer',
});
