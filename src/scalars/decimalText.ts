/**
 * Exact decimal numbers as text. Money never passes through a JavaScript number here: an 18-digit amount does not
 * survive an IEEE double, so every function works on the digits themselves.
 *
 * Terminology: a *plain* decimal is `-?digits(.digits)?`; a *canonical* decimal is a plain one without redundant
 * leading zeros and without the sign of zero. Trailing zeros of the fraction are kept: `"12.50"` and `"12.5"` are
 * the same number but not the same money amount on a statement, so the scale the source used is preserved.
 */

/** Most digits (integer and fraction together) a `Decimal` may have. */
export const maxDecimalDigits = 36;

const plainDecimal = /^(-?)(\d+)(?:\.(\d+))?$/;
const jsonNumber = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

function canonical(negative: boolean, integerDigits: string, fractionDigits: string): string | undefined {
  const integer = integerDigits.replace(/^0+(?=\d)/, '');
  if (integer.length + fractionDigits.length > maxDecimalDigits) return undefined;
  const isZero = /^0*$/.test(integer + fractionDigits);
  const sign = negative && !isZero ? '-' : '';
  return fractionDigits ? `${sign}${integer}.${fractionDigits}` : `${sign}${integer}`;
}

/**
 * The canonical form of a plain decimal string (`"-007.50"` becomes `"-7.50"`, `"-0"` becomes `"0"`), or
 * `undefined` when the text is not a plain decimal or has more than `maxDecimalDigits` digits.
 */
export function parsePlainDecimal(text: string): string | undefined {
  const match = plainDecimal.exec(text);
  if (!match) return undefined;
  const [, sign = '', integer = '', fraction = ''] = match;
  return canonical(sign === '-', integer, fraction);
}

/**
 * The canonical plain form of a JSON number's text, which may use an exponent (`"1.5e3"` becomes `"1500"`,
 * `"25E-2"` becomes `"0.25"`). The provider's JSON is parsed losslessly, so its numbers arrive as such text.
 * `undefined` when the text is not a JSON number or the result would exceed `maxDecimalDigits` digits.
 */
export function parseJsonNumberText(text: string): string | undefined {
  const match = jsonNumber.exec(text);
  if (!match) return undefined;
  const [, sign = '', integer = '', fraction = '', exponentText] = match;
  if (exponentText === undefined) return canonical(sign === '-', integer, fraction);
  const exponent = Number.parseInt(exponentText, 10);
  // Checked before padding with zeros, so that `1e999999999` cannot allocate a huge string.
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 2 * maxDecimalDigits) return undefined;
  const digits = integer + fraction;
  const point = integer.length + exponent;
  if (point <= 0) return canonical(sign === '-', '0', '0'.repeat(-point) + digits);
  if (point >= digits.length) return canonical(sign === '-', digits + '0'.repeat(point - digits.length), '');
  return canonical(sign === '-', digits.slice(0, point), digits.slice(point));
}

/** True when a canonical decimal has no fractional part, i.e. it is a whole number such as minor units. */
export function isIntegerDecimal(canonicalDecimal: string): boolean {
  return !canonicalDecimal.includes('.');
}
