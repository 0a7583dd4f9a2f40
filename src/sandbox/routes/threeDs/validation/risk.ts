import type { FieldReader, JsonObject } from '../../../http/fields.ts';
import { accountTypes, shippingMethods, shippingTimeFrames } from '../vocabulary.ts';
import { readShippingAddress } from './address.ts';
import { isCurrency, isEmail, isIsoDate } from './formats.ts';

const dateMessage = 'must be a date of the form YYYY-MM-DD';

/** riskData: every field optional, each with its type, enum or date shape; returns transaction.firstName. */
export function readRiskData(r: FieldReader, body: JsonObject): string | undefined {
  const risk = r.object(body, 'riskData', 'riskData');
  if (!risk) return undefined;
  readAccount(r, risk);
  const firstName = readTransaction(r, risk);
  readShipping(r, risk);
  return firstName;
}

function readAccount(r: FieldReader, risk: JsonObject): void {
  const account = r.object(risk, 'account', 'riskData.account');
  if (!account) return;
  r.boolean(account, 'previousSuspiciousActivity', 'riskData.account.previousSuspiciousActivity');
  r.oneOf(account, 'type', 'riskData.account.type', accountTypes);
  r.string(account, 'email', 'riskData.account.email', {
    format: isEmail,
    message: 'must be an email address',
  });
  const history = r.object(account, 'history', 'riskData.account.history');
  for (const field of ['createdAt', 'modifiedAt', 'passwordModifiedAt', 'paymentAccountEnrolledAt']) {
    r.string(history, field, `riskData.account.history.${field}`, {
      format: isIsoDate,
      message: dateMessage,
    });
  }
}

function readTransaction(r: FieldReader, risk: JsonObject): string | undefined {
  const path = 'riskData.transaction';
  const transaction = r.object(risk, 'transaction', path);
  if (!transaction) return undefined;
  r.boolean(transaction, 'reorder', `${path}.reorder`);
  r.string(transaction, 'preOrderDate', `${path}.preOrderDate`, { format: isIsoDate, message: dateMessage });
  const firstName = r.string(transaction, 'firstName', `${path}.firstName`);
  r.string(transaction, 'lastName', `${path}.lastName`);
  r.string(transaction, 'phoneNumber', `${path}.phoneNumber`);
  const history = r.object(transaction, 'history', `${path}.history`);
  for (const field of ['attemptsLastDay', 'attemptsLastYear', 'completedLastSixMonths', 'addCardsLastDay']) {
    r.integerText(history, field, `${path}.history.${field}`, {
      required: false,
      min: 0,
      message: 'must be a non-negative integer',
    });
  }
  r.string(history, 'shippingAddressFirstUsedAt', `${path}.history.shippingAddressFirstUsedAt`, {
    format: isIsoDate,
    message: dateMessage,
  });
  readGiftCards(r, transaction, `${path}.giftCardsPurchase`);
  return firstName;
}

/** Gift card total: currency and amount come together or not at all. */
function readGiftCards(r: FieldReader, transaction: JsonObject, path: string): void {
  const gift = r.object(transaction, 'giftCardsPurchase', path);
  r.integerText(gift, 'quantity', `${path}.quantity`, {
    required: false,
    min: 0,
    message: 'must be a non-negative integer',
  });
  const total = r.object(gift, 'totalValue', `${path}.totalValue`);
  if (!total) return;
  const hasCurrency = total.currency !== undefined && total.currency !== null;
  const hasAmount = total.amount !== undefined && total.amount !== null;
  r.string(total, 'currency', `${path}.totalValue.currency`, {
    format: isCurrency,
    message: 'must be a 3-letter currency code',
  });
  r.integerText(total, 'amount', `${path}.totalValue.amount`, {
    required: false,
    min: 0,
    message: 'must be a non-negative integer in minor units',
  });
  if (hasCurrency && !hasAmount) r.invalid(`${path}.totalValue.amount`, 'is required when currency is given');
  if (hasAmount && !hasCurrency) r.invalid(`${path}.totalValue.currency`, 'is required when amount is given');
}

function readShipping(r: FieldReader, risk: JsonObject): void {
  const shipping = r.object(risk, 'shipping', 'riskData.shipping');
  if (!shipping) return;
  r.boolean(shipping, 'nameMatchesAccountName', 'riskData.shipping.nameMatchesAccountName');
  r.oneOf(shipping, 'method', 'riskData.shipping.method', shippingMethods);
  r.oneOf(shipping, 'timeFrame', 'riskData.shipping.timeFrame', shippingTimeFrames);
  r.string(shipping, 'email', 'riskData.shipping.email', {
    format: isEmail,
    message: 'must be an email address',
  });
  readShippingAddress(r, shipping, 'riskData.shipping.address');
}
