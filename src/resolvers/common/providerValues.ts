import { UpstreamError } from '../../datasources/index.ts';
import { cardFundingTypes } from '../../datasources/upstream/sharedModels.ts';
import type { CardFundingType } from '../../generated/resolvers.ts';
import { fromDecimal, type Money, MoneyError } from '../../money/index.ts';
import { enumReader } from './enumNames.ts';

/**
 * Helpers shared by the account, statement and payment item mappers: provider values that need a decision
 * (decimal money, open enumerations, empty strings). A breach of the provider's contract found here is thrown as the
 * typed `UpstreamError` it is; `formatError` gives it its GraphQL form, as for one a data source throws.
 */

/**
 * Money from a provider decimal amount and currency. A value that is not a decimal or a currency that ISO 4217
 * does not know breaks the provider's contract: `UPSTREAM_CONTRACT_VIOLATION` on this field alone.
 */
export function providerMoney(amount: string, currency: string): Money {
  try {
    return fromDecimal(amount, currency);
  } catch (err) {
    if (!(err instanceof MoneyError)) throw err;
    throw contractViolation(`Upstream amount unusable: ${err.message}`);
  }
}

/** Money when both parts are present, null otherwise (optional provider amounts). */
export function optionalMoney(amount: string | undefined, currency: string | undefined): Money | null {
  return amount === undefined || currency === undefined ? null : providerMoney(amount, currency);
}

/** An upstream contract breach found while mapping (the message holds no value, and is only logged). */
export function contractViolation(message: string): UpstreamError {
  return new UpstreamError('contractViolation', message);
}

/**
 * How an open provider enumeration's raw value is matched where the provider's spelling varies: upper case,
 * spaces and dashes as underscores, so `PAYOUT REVERSAL` and `payout-reversal` both match.
 */
export function lenientEnumKey(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

const cardFundingType = enumReader(cardFundingTypes, (raw) => raw.toLowerCase());

/**
 * A card's funding type (BIN data, a sale's card) as our enum, matched without regard to case; anything else is
 * `UNKNOWN` (the raw value is beside it).
 */
export function cardFundingTypeOf(raw: string): CardFundingType {
  return cardFundingType(raw) ?? 'UNKNOWN';
}

/** Null for an absent or empty provider string (e.g. a country code the provider sent as ""). */
export function nonEmpty(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value;
}
