/**
 * The gateway's one exact-decimal module: the provider's JSON reader, `Money` and the `Decimal` scalar all read
 * and write decimals through it. A value is `unscaled / 10^scale`, held in a bigint: JavaScript numbers never
 * appear, because an 18-digit amount does not survive a float.
 *
 * Terminology: a *plain* decimal is `-?digits(.digits)?`; a *JSON number* may add an exponent (`1.5E+3`), as
 * the provider's JSON does and as lossless-json keeps its text. Writing a value back gives its *canonical* plain
 * form: no redundant leading zeros, no sign on zero, and the scale kept (`12.50` stays `12.50`: on a statement
 * the scale the source used is part of the amount).
 */
export interface ExactDecimal {
  /** The digits without the decimal point, signed. */
  unscaled: bigint;
  /** How many of the digits are decimals (>= 0). */
  scale: number;
}

/**
 * Largest exponent read. It bounds the zeros an exponent can ask for, so that `1e999999999` cannot allocate a
 * huge string; no amount comes near it.
 */
const maxExponent = 72;

const jsonNumber = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;
const plainNumber = /^-?\d+(?:\.\d+)?$/;

/**
 * Reads a JSON number's text such as `-1234.50` or `1.5E+3`. Returns undefined for anything else (`NaN`,
 * `Infinity`, a `+` sign, empty strings, bare dots) and for an exponent beyond ±72.
 */
export function parseDecimal(text: string): ExactDecimal | undefined {
  const match = jsonNumber.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '', fraction = '', exponentText] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (Math.abs(exponent) > maxExponent) return undefined;
  let digits = whole + fraction;
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const magnitude = BigInt(digits);
  return { unscaled: sign === '-' ? -magnitude : magnitude, scale };
}

/**
 * A plain decimal already in canonical form (`12.50`, `-0.05`, `0`; not `007.5`, `-0.00`, `1e3`): what the provider
 * nearly always sends. Such text is its own canonical form, so the readers below skip the bigint round trip.
 */
const canonicalPlainNumber = /^(?:-(?!0(?:\.0+)?$))?(?:0|[1-9]\d*)(?:\.\d+)?$/;

/** Whether `text` is a plain decimal that {@link formatDecimal} would write back unchanged. */
export function isCanonicalDecimal(text: string): boolean {
  return canonicalPlainNumber.test(text);
}

/** Reads a plain decimal (no exponent), e.g. `-007.50`; undefined for anything else. */
export function parsePlainDecimal(text: string): ExactDecimal | undefined {
  return plainNumber.test(text) ? parseDecimal(text) : undefined;
}

/** The same value at `scale` decimals, or undefined when that would drop a non-zero digit. */
export function rescale(value: ExactDecimal, scale: number): ExactDecimal | undefined {
  if (scale >= value.scale) return { unscaled: value.unscaled * 10n ** BigInt(scale - value.scale), scale };
  const divisor = 10n ** BigInt(value.scale - scale);
  if (value.unscaled % divisor !== 0n) return undefined;
  return { unscaled: value.unscaled / divisor, scale };
}

/** The value without trailing zero decimals (`1.50` becomes `1.5`, `2.00` becomes `2`). */
export function stripTrailingZeros(value: ExactDecimal): ExactDecimal {
  let { unscaled, scale } = value;
  while (scale > 0 && unscaled % 10n === 0n) {
    unscaled /= 10n;
    scale -= 1;
  }
  return { unscaled, scale };
}

function magnitudeDigits(value: ExactDecimal): string {
  const magnitude = value.unscaled < 0n ? -value.unscaled : value.unscaled;
  return magnitude.toString().padStart(value.scale + 1, '0');
}

/** Canonical plain notation with exactly `value.scale` decimals, e.g. `-0.05`, `1234`, `0` for `-0`. */
export function formatDecimal(value: ExactDecimal): string {
  const digits = magnitudeDigits(value);
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = value.scale > 0 ? `.${digits.slice(digits.length - value.scale)}` : '';
  return `${value.unscaled < 0n ? '-' : ''}${whole}${fraction}`;
}

/** How many digits {@link formatDecimal} writes (integer and fraction together, at least one before the point). */
export function digitCount(value: ExactDecimal): number {
  return magnitudeDigits(value).length;
}

/**
 * The canonical text of a decimal in JSON number notation (`007.50` is `7.50`, `1.5E3` is `1500`), or undefined
 * when it is none. Canonical text is returned as it is.
 */
export function canonicalDecimal(text: string): string | undefined {
  if (isCanonicalDecimal(text)) return text;
  const parsed = parseDecimal(text);
  return parsed && formatDecimal(parsed);
}
