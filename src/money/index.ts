export { currencyExponent, isCurrencyCode } from './currency.ts';
export { parseDecimal } from './decimal.ts';
export { fromDecimal, fromMinorUnits, type Money, MoneyError, toMinorUnits } from './money.ts';
