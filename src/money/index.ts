export { currencyExponent, isCurrencyCode } from './currency.ts';
export {
  digitCount,
  type ExactDecimal,
  formatDecimal,
  parseDecimal,
  parsePlainDecimal,
} from './decimal.ts';
export { fromDecimal, fromMinorUnits, type Money, MoneyError, toMinorUnits } from './money.ts';
