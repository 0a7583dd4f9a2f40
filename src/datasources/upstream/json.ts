import { parse } from 'lossless-json';
import { z } from 'zod';

/**
 * The provider's JSON carries decimal amounts with up to 18 digits (`1234567890123456.78`), which a JavaScript
 * float cannot hold. We parse numbers losslessly: a safe integer becomes a `number`, every other number (a decimal,
 * an integer beyond 2^53, exponent notation) stays as its exact source text, a `string`.
 */
function parseNumber(text: string): number | string {
  if (/^-?\d+$/.test(text)) {
    const value = Number(text);
    if (Number.isSafeInteger(value)) return value;
  }
  return text;
}

/** Parses JSON text with {@link parseNumber}; throws `SyntaxError` on malformed JSON like `JSON.parse`. */
export function parseJson(text: string): unknown {
  return parse(text, undefined, parseNumber);
}

const plainDecimal = /^-?\d+(\.\d+)?$/;
const exponentDecimal = /^(-?)(\d+)(?:\.(\d+))?[eE]([+-]?\d+)$/;

/** Rewrites `1.25E3` as `1250` without going through a float; plain decimals are returned unchanged. */
function toPlainDecimal(text: string): string | undefined {
  if (plainDecimal.test(text)) return text;
  const match = exponentDecimal.exec(text);
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  // Guard against absurd exponents that would build huge strings; no money amount needs them.
  if (Math.abs(exponent) > 64) return undefined;
  const digits = whole + fraction;
  const point = whole.length + exponent;
  const padded = point <= 0 ? '0'.repeat(1 - point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 1);
  const intPart = padded.slice(0, at).replace(/^0+(?=\d)/, '');
  const fracPart = padded.slice(at).replace(/0+$/, '');
  return `${sign}${intPart}${fracPart ? `.${fracPart}` : ''}`;
}

/**
 * A decimal amount as its exact text. Accepts what {@link parseJson} produces for a JSON number (a safe integer
 * `number` or the source text) and decimal strings, so `12.5`, `"12.5"` and `1234567890123456.78` all work.
 */
export const decimalString = z.union([z.number(), z.string()]).transform((value, ctx): string => {
  const text = typeof value === 'number' ? String(value) : toPlainDecimal(value.trim());
  if (text === undefined || !plainDecimal.test(text)) {
    ctx.addIssue({ code: 'custom', message: 'expected a decimal number' });
    return z.NEVER;
  }
  return text;
});

/**
 * An integer sent either as a JSON number or as a numeric string: the provider's own examples write some
 * integers as strings (`"15"`). Values beyond the safe integer range are refused rather than rounded.
 */
export const intLike = z.union([z.number(), z.string()]).transform((value, ctx): number => {
  const n = typeof value === 'number' ? value : /^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n)) {
    ctx.addIssue({ code: 'custom', message: 'expected an integer' });
    return z.NEVER;
  }
  return n;
});

/**
 * A provider date-time as an RFC 3339 string, as sent when it is one. The spec says these are UTC, so a value
 * without a zone is read as UTC, and a basic-format offset (`+0100`) gets its colon; what cannot be read breaks
 * the contract here,
 * rather than later in the `DateTime` scalar where it would null a whole page.
 */
export const utcDateTime = z.string().transform((value, ctx): string => {
  const text = value.trim();
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text)
    ? text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')
    : `${text}Z`;
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(zoned) ? Date.parse(zoned) : Number.NaN;
  if (Number.isNaN(at)) {
    ctx.addIssue({ code: 'custom', message: 'expected an ISO 8601 date-time' });
    return z.NEVER;
  }
  return zoned;
});
