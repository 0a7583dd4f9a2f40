/**
 * Exact decimal arithmetic on strings and bigints, just enough for money: a value is `unscaled / 10^scale`.
 * JavaScript numbers never appear, because an 18-digit amount does not survive a float.
 */
export interface ExactDecimal {
  /** The digits without the decimal point, signed. */
  unscaled: bigint;
  /** How many of the digits are decimals (>= 0). */
  scale: number;
}

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d{1,4}))?$/;

/**
 * Parses a decimal literal such as `-1234.50` or `1.5E+3` (JSON number syntax, as lossless-json keeps it).
 * Returns undefined for anything else, including `NaN`, `Infinity`, empty strings and bare dots.
 */
export function parseDecimal(text: string): ExactDecimal | undefined {
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, whole = '', fraction = '', exponentText] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  let digits = whole + fraction;
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const magnitude = BigInt(digits);
  return { unscaled: sign === '-' ? -magnitude : magnitude, scale };
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

/** Plain decimal notation with exactly `value.scale` decimals, e.g. `-0.05`, `1234`. */
export function formatDecimal(value: ExactDecimal): string {
  const negative = value.unscaled < 0n;
  const digits = (negative ? -value.unscaled : value.unscaled).toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = value.scale > 0 ? `.${digits.slice(digits.length - value.scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
