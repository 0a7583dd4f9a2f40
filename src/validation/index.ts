export {
  postalBillingAddress,
  threeDsBillingAddress,
  threeDsShippingAddress,
} from './addresses.ts';
export { cardExpiryDate, cardNumber, luhnValid } from './card.ts';
export { dateTime, isoDate, paymentItemDateRule, statementDateRule, utcDate } from './dates.ts';
export {
  countryCode,
  currencyCode,
  ipv4,
  nonNegativeInt,
  searchAmount,
  text,
} from './formats.ts';
export { accountNumber, balanceEntity, entity, ruleError, ubr } from './identifiers.ts';
export { safeMessage } from './messages.ts';
export { giftCardTotalValue, minorUnits } from './minorUnits.ts';
export { toFieldErrors, validateInput } from './validateInput.ts';
