import { accountTypes, shippingMethods, shippingTimeFrames } from '../vocabulary.ts';
import { readShippingAddress } from './address.ts';
import { isCurrency, isEmail, isIsoDate } from './formats.ts';
import type { BodyReader, JsonObject } from './reader.ts';

const dateMessage = 'must be a date of the form YYYY-MM-DD';

/** riskData: every field optional, each with its type, enum or date shape; returns transaction.firstName. */
export function readRiskData(r: BodyReader, body: JsonObject): string | undefined {
  const risk = r.object(body, 'riskData', 'riskData', false);
  if (!risk) return undefined;
  readAccount(r, risk);
  const firstName = readTransaction(r, risk);
  readShipping(r, risk);
  return firstName;
}

function readAccount(r: BodyReader, risk: JsonObject): void {
  const account = r.object(risk, 'account', 'riskData.account', false);
  if (!account) return;
  r.boolean(account, 'previousSuspiciousActivity', 'riskData.account.previousSuspiciousActivity');
  r.oneOf(account, 'type', 'riskData.account.type', false, accountTypes);
  r.matching(account, 'email', 'riskData.account.email', false, isEmail, 'must be an email address');
  const history = r.object(account, 'history', 'riskData.account.history', false);
  for (const field of ['createdAt', 'modifiedAt', 'passwordModifiedAt', 'paymentAccountEnrolledAt']) {
    r.matching(history, field, `riskData.account.history.${field}`, false, isIsoDate, dateMessage);
  }
}

function readTransaction(r: BodyReader, risk: JsonObject): string | undefined {
  const path = 'riskData.transaction';
  const transaction = r.object(risk, 'transaction', path, false);
  if (!transaction) return undefined;
  r.boolean(transaction, 'reorder', `${path}.reorder`);
  r.matching(transaction, 'preOrderDate', `${path}.preOrderDate`, false, isIsoDate, dateMessage);
  const firstName = r.string(transaction, 'firstName', `${path}.firstName`, false);
  r.string(transaction, 'lastName', `${path}.lastName`, false);
  r.string(transaction, 'phoneNumber', `${path}.phoneNumber`, false);
  const history = r.object(transaction, 'history', `${path}.history`, false);
  for (const field of ['attemptsLastDay', 'attemptsLastYear', 'completedLastSixMonths', 'addCardsLastDay']) {
    r.integer(history, field, `${path}.history.${field}`, {
      required: false,
      min: 0,
      message: 'must be a non-negative integer',
    });
  }
  r.matching(
    history,
    'shippingAddressFirstUsedAt',
    `${path}.history.shippingAddressFirstUsedAt`,
    false,
    isIsoDate,
    dateMessage,
  );
  readGiftCards(r, transaction, `${path}.giftCardsPurchase`);
  return firstName;
}

/** Gift card total: currency and amount come together or not at all. */
function readGiftCards(r: BodyReader, transaction: JsonObject, path: string): void {
  const gift = r.object(transaction, 'giftCardsPurchase', path, false);
  r.integer(gift, 'quantity', `${path}.quantity`, {
    required: false,
    min: 0,
    message: 'must be a non-negative integer',
  });
  const total = r.object(gift, 'totalValue', `${path}.totalValue`, false);
  if (!total) return;
  const hasCurrency = total.currency !== undefined && total.currency !== null;
  const hasAmount = total.amount !== undefined && total.amount !== null;
  r.matching(
    total,
    'currency',
    `${path}.totalValue.currency`,
    false,
    isCurrency,
    'must be a 3-letter currency code',
  );
  r.integer(total, 'amount', `${path}.totalValue.amount`, {
    required: false,
    min: 0,
    message: 'must be a non-negative integer in minor units',
  });
  if (hasCurrency && !hasAmount)
    r.errors.add(`${path}.totalValue.amount`, 'is required when currency is given');
  if (hasAmount && !hasCurrency)
    r.errors.add(`${path}.totalValue.currency`, 'is required when amount is given');
}

function readShipping(r: BodyReader, risk: JsonObject): void {
  const shipping = r.object(risk, 'shipping', 'riskData.shipping', false);
  if (!shipping) return;
  r.boolean(shipping, 'nameMatchesAccountName', 'riskData.shipping.nameMatchesAccountName');
  r.oneOf(shipping, 'method', 'riskData.shipping.method', false, shippingMethods);
  r.oneOf(shipping, 'timeFrame', 'riskData.shipping.timeFrame', false, shippingTimeFrames);
  r.matching(shipping, 'email', 'riskData.shipping.email', false, isEmail, 'must be an email address');
  readShippingAddress(r, shipping, 'riskData.shipping.address');
}
