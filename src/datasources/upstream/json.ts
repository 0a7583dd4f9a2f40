import { z } from 'zod';
import { canonicalDecimal } from '../../money/index.ts';

/** The whole grammar of a JSON number (RFC 8259): what may be quoted without turning bad JSON into good. */
const jsonNumber = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Digits of the longest integer that is always safe (`Number.MAX_SAFE_INTEGER` has 16). */
const alwaysSafeDigits = 15;

/** Index of the quote closing the string that opens at `open`, or -1 when it is never closed. */
function closingQuote(text: string, open: number): number {
  let close = text.indexOf('"', open + 1);
  while (close !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(close - 1 - backslashes) === 92) backslashes += 1;
    if (backslashes % 2 === 0) return close;
    close = text.indexOf('"', close + 1);
  }
  return -1;
}

function isNumberChar(code: number): boolean {
  // 0-9 . e E + -
  return (
    (code >= 48 && code <= 57) || code === 46 || code === 101 || code === 69 || code === 43 || code === 45
  );
}

/**
 * The text with every number that a float would not hold exactly (a decimal, exponent notation, an integer beyond
 * 2^53) written as a JSON string of its source text; safe integers and everything else stay as they are. Only
 * tokens that are whole JSON numbers are quoted, so malformed JSON stays malformed.
 */
function quoteInexactNumbers(text: string): string {
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === 34) {
      const close = closingQuote(text, i);
      if (close === -1) return text; // unterminated: JSON.parse reports it
      i = close + 1;
    } else if (code === 45 || (code >= 48 && code <= 57)) {
      const start = i;
      let integer = true;
      for (i += 1; i < text.length && isNumberChar(text.charCodeAt(i)); i += 1) {
        const c = text.charCodeAt(i);
        if (c < 48 || c > 57) integer = false;
      }
      if (integer && i - start <= alwaysSafeDigits) continue;
      const token = text.slice(start, i);
      if (integer && Number.isSafeInteger(Number(token))) continue;
      if (!jsonNumber.test(token)) continue;
      out += `${text.slice(copied, start)}"${token}"`;
      copied = i;
    } else {
      i += 1;
    }
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/**
 * The provider's JSON carries decimal amounts with up to 18 digits (`1234567890123456.78`), which a JavaScript
 * float cannot hold. We parse numbers losslessly: a safe integer becomes a `number`, every other number (a decimal,
 * an integer beyond 2^53, exponent notation) stays as its exact source text, a `string`. Throws `SyntaxError` on
 * malformed JSON like `JSON.parse`.
 *
 * One scan quotes the inexact numbers, then the native `JSON.parse` builds the value: about 3x less CPU than a
 * JavaScript JSON parser on a 100-item page (bench/PROFILE.md). As with `JSON.parse`, a repeated key keeps its
 * last value.
 *
 * Not Node 22+'s reviver (`JSON.parse(text, (key, value, { source }) => ...)`), though it reads each number's source
 * text without this scan: V8 calls the reviver for every value and builds a context object for every primitive,
 * which made a 100-item page 3 to 4 times slower to read on Node 24 than this scan and `JSON.parse` together
 * (bench/PROFILE.md, issue 23). One path on every Node version.
 */
export function parseJson(text: string): unknown {
  return JSON.parse(quoteInexactNumbers(text));
}

/** {@link decimalString}'s reading of a number or string: its canonical text, or undefined when it is no decimal. */
export function decimalOf(value: number | string): string | undefined {
  // A number here is a safe integer (see parseJson), so its text is exact.
  return canonicalDecimal(typeof value === 'number' ? String(value) : value.trim());
}

/**
 * A decimal amount as its exact text, in canonical plain notation (`1.25E3` becomes `1250`, the scale kept).
 * Accepts what {@link parseJson} produces for a JSON number (a safe integer `number` or the source text) and
 * decimal strings, so `12.5`, `"12.5"` and `1234567890123456.78` all work.
 */
export const decimalString = z.union([z.number(), z.string()]).transform((value, ctx): string => {
  const decimal = decimalOf(value);
  if (decimal === undefined) {
    ctx.addIssue({ code: 'custom', message: 'expected a decimal number' });
    return z.NEVER;
  }
  return decimal;
});

/** {@link intLike}'s reading of a number or string: a safe integer, or undefined. */
export function integerOf(value: number | string): number | undefined {
  const n = typeof value === 'number' ? value : /^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) ? n : undefined;
}

/**
 * An integer sent either as a JSON number or as a numeric string: the provider's own examples write some
 * integers as strings (`"15"`). Values beyond the safe integer range are refused rather than rounded.
 */
export const intLike = z.union([z.number(), z.string()]).transform((value, ctx): number => {
  const n = integerOf(value);
  if (n === undefined) {
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
  const zoned = utcDateTimeOf(value);
  if (zoned === undefined) {
    ctx.addIssue({ code: 'custom', message: 'expected an ISO 8601 date-time' });
    return z.NEVER;
  }
  return zoned;
});

/** {@link utcDateTime}'s reading of a string: the RFC 3339 text, or undefined when it is no date-time. */
export function utcDateTimeOf(value: string): string | undefined {
  // Most arrive in UTC already (a digit first, `Z` last): nothing to trim or rewrite, only the check below.
  const first = value.charCodeAt(0);
  const utc = first >= 48 && first <= 57 && value.charCodeAt(value.length - 1) === 90;
  const zoned = utc ? value : zonedText(value.trim());
  const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(zoned) ? Date.parse(zoned) : Number.NaN;
  return Number.isNaN(at) ? undefined : zoned;
}

/** A trimmed date-time with its zone: none is UTC, a basic-format offset gets its colon. */
function zonedText(text: string): string {
  return /(?:Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2') : `${text}Z`;
}
