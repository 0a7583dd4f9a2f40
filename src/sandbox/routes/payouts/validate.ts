import currencyCodes from 'currency-codes';
import { binFor } from '../../data/testCards.ts';
import { FieldErrors } from '../../http/errors.ts';
import {
  cardNumber,
  expiryDate,
  isObject,
  type Json,
  optionalString,
  requiredObject,
  requiredString,
} from './fields.ts';
import type { PayoutFlow } from './lifecycle.ts';
import { type PayoutInstrumentType, payoutInstrumentTypes, walletBInstrumentType } from './testValues.ts';

/** What the simulator keeps of a valid request: enough to pick the outcome and to find the payout again. */
export interface ValidPayoutRequest {
  readonly transactionReference: string;
  readonly entity: string;
  readonly amount: number;
  /** The spec's default when absent. */
  readonly cardHolderName: string;
}

/** The sandbox's code for a payout request that breaks a field rule. */
export const invalidPayoutCode = 'SBXP01';

const instrumentPath = 'instruction.payoutInstrument';
/** The spec's payment item search caps transactionReference at 50, so payouts that appear there must fit. */
const maxReferenceLength = 50;
/** The balance endpoint's entity limit; the payout spec gives none. */
const maxEntityLength = 32;

/**
 * Checks a payout request against every rule of spec B and answers 400 `SBXP01` listing every bad field.
 * `now` is the sandbox clock, for the card expiry.
 */
export function validatePayoutRequest(body: unknown, flow: PayoutFlow, now: Date): ValidPayoutRequest {
  const errors = new FieldErrors();
  const root: Json = isObject(body) ? body : {};
  const transactionReference = requiredString(
    errors,
    root,
    'transactionReference',
    'transactionReference',
    maxReferenceLength,
  );
  const merchant = requiredObject(errors, root, 'merchant', 'merchant');
  const entity = merchant && requiredString(errors, merchant, 'entity', 'merchant.entity', maxEntityLength);
  const instruction = requiredObject(errors, root, 'instruction', 'instruction');
  let amount: number | undefined;
  let cardHolderName: string | undefined;
  if (instruction) {
    const narrative = requiredObject(errors, instruction, 'narrative', 'instruction.narrative');
    if (narrative) {
      requiredString(errors, narrative, 'line1', 'instruction.narrative.line1');
      optionalString(errors, narrative, 'line2', 'instruction.narrative.line2');
    }
    amount = checkValue(errors, instruction);
    const instrument = requiredObject(errors, instruction, 'payoutInstrument', instrumentPath);
    if (instrument) cardHolderName = checkInstrument(errors, instrument, flow, now);
  }
  errors.throwIfAny(invalidPayoutCode, 'The payout request is invalid');
  return {
    transactionReference: transactionReference ?? '',
    entity: entity ?? '',
    amount: amount ?? 0,
    cardHolderName: cardHolderName ?? 'Not Supplied',
  };
}

function checkValue(errors: FieldErrors, instruction: Json): number | undefined {
  const value = requiredObject(errors, instruction, 'value', 'instruction.value');
  if (!value) return undefined;
  const currency = requiredString(errors, value, 'currency', 'instruction.value.currency');
  if (currency !== undefined && (!/^[A-Z]{3}$/.test(currency) || !currencyCodes.code(currency))) {
    errors.add('instruction.value.currency', 'currency must be a 3-letter ISO 4217 code');
  }
  const amount = value.amount;
  if (amount === undefined || amount === null) errors.add('instruction.value.amount', 'amount is required');
  else if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    errors.add('instruction.value.amount', 'amount must be a positive integer in minor units');
  } else return amount;
  return undefined;
}

const isInstrumentType = (value: unknown): value is PayoutInstrumentType =>
  payoutInstrumentTypes.some((type) => type === value);

/** Returns the card holder name (when valid) for the outcome's test values. */
function checkInstrument(
  errors: FieldErrors,
  instrument: Json,
  flow: PayoutFlow,
  now: Date,
): string | undefined {
  const cardHolderName = optionalString(
    errors,
    instrument,
    'cardHolderName',
    `${instrumentPath}.cardHolderName`,
  );
  const type = instrument.type;
  if (type === undefined || type === null || type === '') {
    errors.add(`${instrumentPath}.type`, 'type is required');
    return cardHolderName;
  }
  if (!isInstrumentType(type)) {
    errors.add(`${instrumentPath}.type`, `type must be one of ${payoutInstrumentTypes.join(', ')}`);
    return cardHolderName;
  }
  let pan: string | undefined;
  if (type === 'card/plain') {
    pan = cardNumber(errors, instrument, 'cardNumber', `${instrumentPath}.cardNumber`);
    expiryDate(errors, instrument, 'cardExpiryDate', `${instrumentPath}.cardExpiryDate`, now);
  } else if (type === 'card/networkToken') {
    cardNumber(errors, instrument, 'tokenNumber', `${instrumentPath}.tokenNumber`);
    // No lower bound: the spec allows a past expiry for unreferenced refunds.
    expiryDate(errors, instrument, 'expiryDate', `${instrumentPath}.expiryDate`);
  } else if (type === 'card/tokenized') {
    checkTokenHref(errors, instrument);
  } else {
    if (flow !== 'basicDisbursement') {
      errors.add(`${instrumentPath}.type`, `${walletBInstrumentType} is accepted by basic disbursement only`);
    }
    pan = cardNumber(errors, instrument, 'dpan', `${instrumentPath}.dpan`);
  }
  checkBillingAddress(errors, instrument, type, pan);
  return cardHolderName;
}

function checkTokenHref(errors: FieldErrors, instrument: Json): void {
  const path = `${instrumentPath}.href`;
  const href = requiredString(errors, instrument, 'href', path);
  if (href === undefined) return;
  if (!URL.canParse(href) || !/^https?:$/.test(new URL(href).protocol)) {
    errors.add(path, 'href must be an absolute http(s) URL');
  }
}

/** The spec's "card network A" is Visa in the sandbox's card table. */
const needsFullAddress = (pan: string | undefined): boolean => {
  if (pan === undefined) return false;
  const card = binFor(pan);
  return card.network === 'visa' && card.countryCode === 'CA';
};

function checkBillingAddress(
  errors: FieldErrors,
  instrument: Json,
  type: PayoutInstrumentType,
  pan?: string,
): void {
  const path = `${instrumentPath}.billingAddress`;
  const canadian = needsFullAddress(pan);
  const present = instrument.billingAddress !== undefined && instrument.billingAddress !== null;
  if (!present) {
    if (canadian) errors.add(path, 'billingAddress is required for cards of network A issued in Canada');
    return;
  }
  if (type !== 'card/plain' && type !== walletBInstrumentType) {
    errors.add(path, `billingAddress is allowed only with card/plain or ${walletBInstrumentType}`);
    return;
  }
  const address = requiredObject(errors, instrument, 'billingAddress', path);
  if (!address) return;
  const countryCode = requiredString(errors, address, 'countryCode', `${path}.countryCode`);
  if (countryCode !== undefined && !/^[A-Z]{2}$/.test(countryCode)) {
    errors.add(`${path}.countryCode`, 'countryCode must be an ISO 3166-1 alpha-2 code');
  }
  requiredString(errors, address, 'postalCode', `${path}.postalCode`);
  for (const key of ['address1', 'city', 'state']) {
    const missing = address[key] === undefined || address[key] === null || address[key] === '';
    if (canadian && missing) {
      errors.add(`${path}.${key}`, `${key} is required for cards of network A issued in Canada`);
    } else optionalString(errors, address, key, `${path}.${key}`);
  }
  for (const key of ['address2', 'address3']) optionalString(errors, address, key, `${path}.${key}`);
}
