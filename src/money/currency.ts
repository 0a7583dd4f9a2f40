import currencyCodes from 'currency-codes';

/**
 * ISO 4217 minor-unit exponents by upper-case code, from the `currency-codes` package, read once: its own lookup
 * searches the whole list on every call, and every amount of every page asks.
 */
const exponents = new Map<string, number>(
  currencyCodes.data
    .filter((record) => Number.isInteger(record.digits))
    .map((record) => [record.code, record.digits]),
);

/**
 * The ISO 4217 minor-unit exponent of a currency (JPY 0, GBP 2, BHD 3, CLF 4), or undefined when the code is not
 * an upper-case ISO 4217 code (`usd` is not silently accepted as a code).
 */
export function currencyExponent(currency: string): number | undefined {
  return exponents.get(currency);
}

/** Whether `currency` is an upper-case ISO 4217 code. */
export function isCurrencyCode(currency: string): boolean {
  return currencyExponent(currency) !== undefined;
}
