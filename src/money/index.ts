export { isCurrencyCode } from './currency.ts';
export {
  canonicalDecimal,
  digitCount,
  type ExactDecimal,
  formatDecimal,
  isCanonicalDecimal,
  parseDecimal,
  parsePlainDecimal,
} from './decimal.ts';
export { fromDecimal, fromMinorUnits, type Money, MoneyError } from './money.ts';
