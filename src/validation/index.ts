export {
  giftCardTotalValue,
  payoutBillingAddress,
  shippingAddress,
  threeDsBillingAddress,
} from './addresses.ts';
export { cardExpiryDate, cardNumber, luhnValid } from './card.ts';
export { dateTime, isoDate, paymentItemDateRule, statementDateRule } from './dates.ts';
export { countryCode, currencyCode, ipv4, minorAmount, searchAmount, text } from './formats.ts';
export { accountNumber, balanceEntity, entity, ubr } from './identifiers.ts';
export { validateInput } from './validateInput.ts';
