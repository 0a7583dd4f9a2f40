import currencyCodes from 'currency-codes';

/**
 * The ISO 4217 minor-unit exponent of a currency (JPY 0, GBP 2, BHD 3, CLF 4), from the `currency-codes`
 * package, or undefined when the code is not an upper-case ISO 4217 code.
 */
export function currencyExponent(currency: string): number | undefined {
  // The package upper-cases its argument; we do not, so that `usd` is not silently accepted as a code.
  if (!/^[A-Z]{3}$/.test(currency)) return undefined;
  const record = currencyCodes.code(currency);
  return record && Number.isInteger(record.digits) ? record.digits : undefined;
}

/** Whether `currency` is an upper-case ISO 4217 code. */
export function isCurrencyCode(currency: string): boolean {
  return currencyExponent(currency) !== undefined;
}
