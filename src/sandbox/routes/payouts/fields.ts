import { luhnValid } from '../../data/testCards.ts';
import type { FieldErrors } from '../../http/errors.ts';

/**
 * Field readers for the payout validator. Each reads `parent[key]`, records a message under the field's full JSON
 * path when the rule fails, and returns the value only when it is valid. Messages name the field and the rule,
 * never the value (which may be a card number).
 */
export type Json = Record<string, unknown>;

/** A plain JSON object (not null, not an array). */
export const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const leaf = (path: string): string => path.slice(path.lastIndexOf('.') + 1);

/** Joins a parent path and a key (`''` is the root). */
export const join = (parent: string, key: string): string => (parent ? `${parent}.${key}` : key);

/** A required JSON object. */
export function requiredObject(
  errors: FieldErrors,
  parent: Json,
  key: string,
  path: string,
): Json | undefined {
  const value = parent[key];
  if (value === undefined || value === null) errors.add(path, `${leaf(path)} is required`);
  else if (!isObject(value)) errors.add(path, `${leaf(path)} must be an object`);
  else return value;
  return undefined;
}

/** A required non-empty string, optionally capped in length. */
export function requiredString(
  errors: FieldErrors,
  parent: Json,
  key: string,
  path: string,
  maxLength = Number.POSITIVE_INFINITY,
): string | undefined {
  const value = parent[key];
  if (value === undefined || value === null || value === '') errors.add(path, `${leaf(path)} is required`);
  else if (typeof value !== 'string') errors.add(path, `${leaf(path)} must be a string`);
  else if (value.length > maxLength)
    errors.add(path, `${leaf(path)} must be at most ${maxLength} characters`);
  else return value;
  return undefined;
}

/** `undefined` when absent or invalid; the caller only needs to know it is a string when present. */
export function optionalString(
  errors: FieldErrors,
  parent: Json,
  key: string,
  path: string,
): string | undefined {
  const value = parent[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') {
    errors.add(path, `${leaf(path)} must be a string`);
    return undefined;
  }
  return value;
}

/** A card-like number (card number, network token, device PAN): 12 to 19 digits passing the Luhn check. */
export function cardNumber(errors: FieldErrors, parent: Json, key: string, path: string): string | undefined {
  const value = requiredString(errors, parent, key, path);
  if (value === undefined) return undefined;
  if (!/^\d{12,19}$/.test(value)) errors.add(path, `${leaf(path)} must be 12 to 19 digits`);
  else if (!luhnValid(value)) errors.add(path, `${leaf(path)} must be a valid card number`);
  else return value;
  return undefined;
}

/** `{month, year}` with integer month 1-12 and four-digit year; `notBefore` (UTC month) rejects past dates. */
export function expiryDate(
  errors: FieldErrors,
  parent: Json,
  key: string,
  path: string,
  notBefore?: Date,
): void {
  const value = requiredObject(errors, parent, key, path);
  if (value === undefined) return;
  const { month, year } = value;
  const monthOk = Number.isInteger(month) && (month as number) >= 1 && (month as number) <= 12;
  const yearOk = Number.isInteger(year) && (year as number) >= 1000 && (year as number) <= 9999;
  if (!monthOk) errors.add(`${path}.month`, 'month must be an integer from 1 to 12');
  if (!yearOk) errors.add(`${path}.year`, 'year must be a four-digit integer');
  if (!monthOk || !yearOk || notBefore === undefined) return;
  const expiry = (year as number) * 12 + (month as number);
  if (expiry < notBefore.getUTCFullYear() * 12 + notBefore.getUTCMonth() + 1) {
    errors.add(path, `${leaf(path)} must not be in the past`);
  }
}
