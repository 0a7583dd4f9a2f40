export { currencyExponent, isCurrencyCode } from './currency.ts';
export { type ExactDecimal, formatDecimal, parseDecimal, rescale, stripTrailingZeros } from './decimal.ts';
export { fromDecimal, fromMinorUnits, type Money, MoneyError, toMinorUnits } from './money.ts';
