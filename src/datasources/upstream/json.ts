import { parse } from 'lossless-json';
import { z } from 'zod';
import { formatDecimal, parseDecimal } from '../../money/index.ts';

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

/**
 * A decimal amount as its exact text, in canonical plain notation (`1.25E3` becomes `1250`, the scale kept).
 * Accepts what {@link parseJson} produces for a JSON number (a safe integer `number` or the source text) and
 * decimal strings, so `12.5`, `"12.5"` and `1234567890123456.78` all work.
 */
export const decimalString = z.union([z.number(), z.string()]).transform((value, ctx): string => {
  // A number here is a safe integer (see parseNumber), so its text is exact.
  const decimal = parseDecimal(typeof value === 'number' ? String(value) : value.trim());
  if (decimal === undefined) {
    ctx.addIssue({ code: 'custom', message: 'expected a decimal number' });
    return z.NEVER;
  }
  return formatDecimal(decimal);
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
