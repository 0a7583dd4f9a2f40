/**
 * Exact decimal arithmetic for the generated world. Amounts are kept as strings with two decimal places and
 * computed in BigInt hundredths, because an 18-digit amount does not survive a JavaScript number.
 *
 * Deliberately not the gateway's `src/money/decimal.ts`: this is the provider simulator's own, independent
 * reading (fixed two-place amounts, rate conversion rounded half up, as a provider writes them), so that a
 * misreading of decimals cannot hide in gateway and sandbox at once (DESIGN.md, "The sandbox").
 */

/** Hundredths of `value` ("-12.5" -> -1250n). Throws on anything that is not a plain decimal. */
export function toCents(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new Error(`not a decimal: ${value}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** "1234.50" from 123450n; always two decimal places. */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

/** Rates carry six decimal places. */
const rateScale = 1_000_000n;

/** A rate as a decimal string with six places, e.g. 1.168234 -> "1.168234". */
export function formatRate(rate: number): string {
  return (Math.round(rate * 1_000_000) / 1_000_000).toFixed(6);
}

/** `cents` times `rate` (a six-place decimal string), rounded half up to hundredths. */
export function convert(cents: bigint, rate: string): bigint {
  const micro = BigInt(rate.replace('.', ''));
  const product = cents * micro;
  return (product + rateScale / 2n) / rateScale;
}
