import { currencyExponent } from './currency.ts';
import {
  type ExactDecimal,
  formatDecimal,
  isCanonicalDecimal,
  parseDecimal,
  rescale,
  stripTrailingZeros,
} from './decimal.ts';

/** An amount of money, exact: no float ever holds it. */
export interface Money {
  /** Decimal string in major units, e.g. `12.50` GBP, `1500` JPY, `-0.125` BHD. */
  amount: string;
  /** ISO 4217 code. */
  currency: string;
  /** The amount in the currency's minor units as an integer string (`1250`), when the amount has no finer digits. */
  minorUnits?: string;
}

/** Why an amount could not be turned into money; messages never repeat the amount. */
export class MoneyError extends Error {
  constructor(
    readonly reason: 'unknownCurrency' | 'notADecimal' | 'notAnInteger',
    message: string,
  ) {
    super(message);
    this.name = 'MoneyError';
  }
}

function exponentOf(currency: string): number {
  const exponent = currencyExponent(currency);
  if (exponent === undefined) throw new MoneyError('unknownCurrency', 'currency is not an ISO 4217 code');
  return exponent;
}

function parseOrThrow(decimal: string): ExactDecimal {
  const parsed = parseDecimal(decimal);
  if (!parsed) throw new MoneyError('notADecimal', 'amount is not a decimal number');
  return parsed;
}

/**
 * Money from an integer amount in minor units (payouts, 3DS, sales): `fromMinorUnits(250, 'GBP')` is 2.50 GBP.
 * A `number` must be a safe integer; larger amounts come as string or bigint.
 */
export function fromMinorUnits(minor: string | bigint | number, currency: string): Money {
  const exponent = exponentOf(currency);
  let unscaled: bigint;
  if (typeof minor === 'bigint') unscaled = minor;
  else if (typeof minor === 'number' && Number.isSafeInteger(minor)) unscaled = BigInt(minor);
  else if (typeof minor === 'string' && /^-?\d+$/.test(minor)) unscaled = BigInt(minor);
  else throw new MoneyError('notAnInteger', 'minor units must be an integer');
  return { amount: formatDecimal({ unscaled, scale: exponent }), currency, minorUnits: unscaled.toString() };
}

/**
 * Money from a decimal amount in major units (statements, balances, payment items), e.g. `1500.00` JPY.
 *
 * The amount is written with exactly the currency's decimals when no finer digit is lost (`12.5` GBP becomes
 * `12.50`, `1500.00` JPY becomes `1500`), with `minorUnits`. An amount with finer non-zero digits (an FX
 * result, say) keeps them and has no `minorUnits`: we never round money.
 */
export function fromDecimal(decimal: string, currency: string): Money {
  const exponent = exponentOf(currency);
  const fast = isCanonicalDecimal(decimal) ? padToExponent(decimal, exponent, currency) : undefined;
  if (fast) return fast;
  const parsed = parseOrThrow(decimal);
  const atExponent = rescale(parsed, exponent);
  if (atExponent) {
    return { amount: formatDecimal(atExponent), currency, minorUnits: atExponent.unscaled.toString() };
  }
  return { amount: formatDecimal(stripTrailingZeros(parsed)), currency };
}

/**
 * {@link fromDecimal} by text alone, for a canonical plain decimal with at most the currency's decimals (what
 * statements, balances and payment items send): zeros appended, no bigint. Undefined when it has more decimals.
 */
function padToExponent(decimal: string, exponent: number, currency: string): Money | undefined {
  const point = decimal.indexOf('.');
  const scale = point === -1 ? 0 : decimal.length - point - 1;
  if (scale > exponent) return undefined;
  const zeros = '0'.repeat(exponent - scale);
  const amount = scale === 0 && exponent > 0 ? `${decimal}.${zeros}` : decimal + zeros;
  const negative = decimal.startsWith('-');
  const digits = (point === -1 ? decimal : decimal.slice(0, point) + decimal.slice(point + 1)).slice(
    negative ? 1 : 0,
  );
  // Canonical text has no redundant leading zero before the point, but `0.05` has unscaled digits `005`.
  const unscaled = (digits + zeros).replace(/^0+(?=\d)/, '');
  return { amount, currency, minorUnits: negative ? `-${unscaled}` : unscaled };
}
