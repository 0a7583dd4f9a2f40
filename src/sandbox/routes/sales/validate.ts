import { luhnValid } from '../../data/testCards.ts';
import { isResourceUrl } from '../../data/tokens.ts';
import { FieldErrors } from '../../http/errors.ts';
import { FieldReader, type JsonObject } from '../../http/fields.ts';
import { hasKnownNetworkPrefix } from '../cardBin/binData.ts';
import { saleErrors, saleFieldStyle } from './errors.ts';

/** What the simulation needs from a valid sale request; the card number is dropped once the card is known. */
export interface SaleRequest {
  readonly transactionReference: string;
  readonly entity: string;
  readonly amount: number;
  readonly currency: string;
  readonly cardHolderName: string;
  readonly cardNumber: string;
  readonly cardExpiryDate: { readonly month: number; readonly year: number };
  readonly cvc?: string;
  /** A CVC held elsewhere (a session link); counts as a supplied CVC. */
  readonly cvcHref?: string;
  readonly billingAddress?: { readonly address1?: string; readonly postalCode: string };
}

const countryCode = { format: /^[A-Z]{2}$/, message: 'must be a 2-letter ISO 3166-1 country code' };
const required = { required: true } as const;
const url = 'must be an absolute http(s) URL or an absolute path';

function readFacilitator(read: FieldReader, merchant: JsonObject | undefined): void {
  const pf = read.object(merchant, 'paymentFacilitator', 'merchant.paymentFacilitator');
  const at = 'merchant.paymentFacilitator';
  read.string(pf, 'pfId', `${at}.pfId`, required);
  read.string(pf, 'isoId', `${at}.isoId`);
  const sub = read.object(pf, 'subMerchant', `${at}.subMerchant`, required);
  for (const key of ['city', 'name', 'postalCode', 'merchantId', 'street']) {
    read.string(sub, key, `${at}.subMerchant.${key}`, required);
  }
  read.string(sub, 'countryCode', `${at}.subMerchant.countryCode`, { ...required, ...countryCode });
  read.string(sub, 'state', `${at}.subMerchant.state`);
  read.string(sub, 'taxId', `${at}.subMerchant.taxId`);
}

function readCustomer(read: FieldReader, root: JsonObject): void {
  const customer = read.object(root, 'customer', 'customer');
  const auth = read.object(customer, 'authentication', 'customer.authentication', required);
  const at = 'customer.authentication';
  read.string(auth, 'eci', `${at}.eci`, { ...required, format: /^\d{2}$/, message: 'must be 2 digits' });
  read.string(auth, 'type', `${at}.type`, required);
  for (const key of ['authenticationValue', 'version', 'transactionId'])
    read.string(auth, key, `${at}.${key}`);
}

function readBillingAddress(read: FieldReader, instrument: JsonObject | undefined) {
  const at = 'instruction.paymentInstrument.billingAddress';
  const address = read.object(instrument, 'billingAddress', at);
  const postalCode = read.string(address, 'postalCode', `${at}.postalCode`, required);
  read.string(address, 'countryCode', `${at}.countryCode`, { ...required, ...countryCode });
  const address1 = read.string(address, 'address1', `${at}.address1`);
  for (const key of ['address2', 'address3', 'city', 'state']) read.string(address, key, `${at}.${key}`);
  if (address === undefined || postalCode === undefined) return undefined;
  return { postalCode, ...(address1 !== undefined ? { address1 } : {}) };
}

function readInstrument(read: FieldReader, instruction: JsonObject | undefined, linksRequired: boolean) {
  const at = 'instruction.paymentInstrument';
  const instrument = read.object(instruction, 'paymentInstrument', at, required);
  read.string(instrument, 'type', `${at}.type`, {
    ...required,
    format: /^card\/plain$/,
    message: 'must be card/plain',
  });
  const cardHolderName = read.string(instrument, 'cardHolderName', `${at}.cardHolderName`, required);
  const expiry = read.object(instrument, 'cardExpiryDate', `${at}.cardExpiryDate`, required);
  const month = read.integer(expiry, 'month', `${at}.cardExpiryDate.month`, {
    ...required,
    min: 1,
    max: 12,
    message: 'must be an integer from 1 to 12',
  });
  const year = read.integer(expiry, 'year', `${at}.cardExpiryDate.year`, {
    ...required,
    min: 1000,
    max: 9999,
    message: 'must be a four-digit year',
  });
  const cardNumber = read.string(instrument, 'cardNumber', `${at}.cardNumber`, {
    ...required,
    format: /^\d{12,19}$/,
    message: 'must be 12 to 19 digits',
  });
  if (cardNumber !== undefined && !luhnValid(cardNumber)) {
    read.invalid(`${at}.cardNumber`, 'fails the Luhn check');
  } else if (cardNumber !== undefined && !hasKnownNetworkPrefix(cardNumber)) {
    read.invalid(`${at}.cardNumber`, 'is not a number of a supported card network');
  }
  const cvc = read.string(instrument, 'cvc', `${at}.cvc`, {
    format: /^\d{3,4}$/,
    message: 'must be 3 or 4 digits',
  });
  const links = ['href', 'tokenHref', 'cvcHref'].map((key) => {
    const href = read.string(instrument, key, `${at}.${key}`, {
      required: linksRequired && key !== 'cvcHref',
    });
    if (href !== undefined && !isResourceUrl(href)) read.invalid(`${at}.${key}`, url);
    return href;
  });
  const billingAddress = readBillingAddress(read, instrument);
  return { cardHolderName, month, year, cardNumber, cvc, cvcHref: links[2], billingAddress };
}

/**
 * Checks a card-on-file sale request against every row of the spec's table (area G) and the sandbox's format
 * decisions; throws one 400 (SBXS01) whose `errors` map every bad field by JSON path.
 */
export function validateSale(body: unknown, linksRequired = false): SaleRequest {
  const errors = new FieldErrors();
  const read = new FieldReader(errors, saleFieldStyle);
  const root = (body ?? {}) as JsonObject;
  const transactionReference = read.string(root, 'transactionReference', 'transactionReference', required);
  read.string(root, 'channel', 'channel', { format: /^moto$/, message: 'must be moto' });
  const merchant = read.object(root, 'merchant', 'merchant', required);
  const entity = read.string(merchant, 'entity', 'merchant.entity', required);
  read.string(merchant, 'mcc', 'merchant.mcc', { format: /^\d{4}$/, message: 'must be 4 digits' });
  readFacilitator(read, merchant);

  const instruction = read.object(root, 'instruction', 'instruction', required);
  const value = read.object(instruction, 'value', 'instruction.value', required);
  const amount = read.integer(value, 'amount', 'instruction.value.amount', {
    ...required,
    min: 1,
    message: 'must be an integer greater than 0',
  });
  const currency = read.string(value, 'currency', 'instruction.value.currency', {
    ...required,
    format: /^[A-Z]{3}$/,
    message: 'must be a 3-letter ISO 4217 currency code',
  });
  const narrative = read.object(instruction, 'narrative', 'instruction.narrative', required);
  read.string(narrative, 'line1', 'instruction.narrative.line1', required);
  read.string(narrative, 'line2', 'instruction.narrative.line2');
  read.boolean(instruction, 'debtRepayment', 'instruction.debtRepayment');
  const card = readInstrument(read, instruction, linksRequired);
  readCustomer(read, root);

  const { customCode, message } = saleErrors.invalidRequest;
  errors.throwIfAny(customCode, message);
  const { cardHolderName, cardNumber, month, year, cvc, cvcHref, billingAddress } = card;
  if (
    transactionReference === undefined ||
    entity === undefined ||
    amount === undefined ||
    currency === undefined ||
    cardHolderName === undefined ||
    cardNumber === undefined ||
    month === undefined ||
    year === undefined
  ) {
    throw new Error('unreachable: required fields validated');
  }
  return {
    transactionReference,
    entity,
    amount,
    currency,
    cardHolderName,
    cardNumber,
    cardExpiryDate: { month, year },
    ...(cvc !== undefined ? { cvc } : {}),
    ...(cvcHref !== undefined ? { cvcHref } : {}),
    ...(billingAddress !== undefined ? { billingAddress } : {}),
  };
}
