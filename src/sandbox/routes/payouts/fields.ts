import { luhnValid } from '../../data/testCards.ts';
import type { FieldReader, FieldStyle, IntegerRule, JsonObject } from '../../http/fields.ts';

/**
 * Payout messages name the field by its last segment (`entity is required`), and an empty required string counts
 * as missing. The card rules below are the payouts area's own wording.
 */
export const payoutFieldStyle: FieldStyle = { label: 'leaf', blank: 'requiredEmptyIsMissing' };

/** A card-like number (card number, network token, device PAN): 12 to 19 digits passing the Luhn check. */
export function cardNumber(
  read: FieldReader,
  parent: JsonObject,
  key: string,
  path: string,
): string | undefined {
  const value = read.string(parent, key, path, {
    required: true,
    format: /^\d{12,19}$/,
    message: 'must be 12 to 19 digits',
  });
  if (value === undefined || luhnValid(value)) return value;
  read.invalid(path, 'must be a valid card number');
  return undefined;
}

// A missing month or year breaks the same rule as a wrong one, and says so in the same words.
const month: IntegerRule = {
  required: true,
  min: 1,
  max: 12,
  message: 'must be an integer from 1 to 12',
  missing: 'must be an integer from 1 to 12',
};
const year: IntegerRule = {
  required: true,
  min: 1000,
  max: 9999,
  message: 'must be a four-digit integer',
  missing: 'must be a four-digit integer',
};

/** `{month, year}` with integer month 1-12 and four-digit year; `notBefore` (UTC month) rejects past dates. */
export function expiryDate(
  read: FieldReader,
  parent: JsonObject,
  key: string,
  path: string,
  notBefore?: Date,
): void {
  const expiry = read.object(parent, key, path, { required: true });
  if (expiry === undefined) return;
  const m = read.integer(expiry, 'month', `${path}.month`, month);
  const y = read.integer(expiry, 'year', `${path}.year`, year);
  if (m === undefined || y === undefined || notBefore === undefined) return;
  if (y * 12 + m < notBefore.getUTCFullYear() * 12 + notBefore.getUTCMonth() + 1) {
    read.invalid(path, 'must not be in the past');
  }
}
