import { isIPv4 } from 'node:net';

/** Shared format checks of the 3DS request. Each returns true when the value is acceptable. */

export const isCurrency = (value: string): boolean => /^[A-Z]{3}$/.test(value);

export const isCountryCode = (value: string): boolean => /^[A-Z]{2}$/.test(value);

/** ISO 3166-2 style subdivision part, e.g. `CA` of `US-CA`. */
export const isSubdivision = (value: string): boolean => /^[A-Z0-9]{2}$/.test(value);

export const isIpv4 = (value: string): boolean => isIPv4(value);

/** IETF language tag such as `en` or `en-GB`. */
export const isLanguageTag = (value: string): boolean => /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(value);

export const isEmail = (value: string): boolean => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);

/** A real calendar date in the shape YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  if (y === undefined || m === undefined || d === undefined) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** An absolute http(s) URL: the issuer must be able to post the customer back to it. */
export function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
