export {
  postalBillingAddress,
  threeDsBillingAddress,
  threeDsShippingAddress,
} from './addresses.ts';
export { cardExpiryDate, cardNumber, luhnValid } from './card.ts';
export { dateTime, isoDate, paymentItemDateRule, statementDateRule } from './dates.ts';
export {
  countryCode,
  currencyCode,
  ipv4,
  searchAmount,
  text,
} from './formats.ts';
export { accountNumber, isMerchantEntity, merchantEntity, paymentItemEntity, ubr } from './identifiers.ts';
export { giftCardTotalValue, minorUnits } from './minorUnits.ts';
export { validateInput } from './validateInput.ts';
