import currencyCodes from 'currency-codes';
import { binFor } from '../../data/testCards.ts';
import { FieldErrors } from '../../http/errors.ts';
import { FieldReader, isJsonObject, type JsonObject } from '../../http/fields.ts';
import { cardNumber, expiryDate, payoutFieldStyle } from './fields.ts';
import type { PayoutFlow } from './lifecycle.ts';
import {
  isPayoutInstrumentType,
  isWalletPayoutType,
  type PayoutInstrumentType,
  payoutInstrumentTypeRule,
} from './testValues.ts';

/** What the simulator keeps of a valid request: enough to pick the outcome and to find the payout again. */
export interface ValidPayoutRequest {
  readonly transactionReference: string;
  readonly entity: string;
  readonly amount: number;
  /** The spec's default when absent. */
  readonly cardHolderName: string;
}

/** The sandbox's code for a payout request that breaks a field rule. */
const invalidPayoutCode = 'SBXP01';

const instrumentPath = 'instruction.payoutInstrument';
/** The balance endpoint's entity limit; the payout spec gives none. */
const maxEntityLength = 32;
const required = { required: true } as const;

/** Where payout versions differ: newer ones accept a billing address on `card/networkToken` (the spec does not). */
export interface PayoutVersionRules {
  readonly networkTokenBillingAddress: boolean;
  /** The reading `payoutReferenceMaxLength` (readings.ts): the longest reference, or none. */
  readonly maxReferenceLength?: number | null;
}

/**
 * Checks a payout request against every rule of spec B and answers 400 `SBXP01` listing every bad field.
 * `now` is the sandbox clock, for the card expiry.
 */
export function validatePayoutRequest(
  body: unknown,
  flow: PayoutFlow,
  now: Date,
  rules: PayoutVersionRules = { networkTokenBillingAddress: false, maxReferenceLength: 50 },
): ValidPayoutRequest {
  const errors = new FieldErrors();
  const read = new FieldReader(errors, payoutFieldStyle);
  const root = isJsonObject(body) ? body : {};
  const transactionReference = read.string(root, 'transactionReference', 'transactionReference', {
    ...required,
    ...(rules.maxReferenceLength ? { maxLength: rules.maxReferenceLength } : {}),
  });
  const merchant = read.object(root, 'merchant', 'merchant', required);
  const entity = read.string(merchant, 'entity', 'merchant.entity', {
    ...required,
    maxLength: maxEntityLength,
  });
  const instruction = read.object(root, 'instruction', 'instruction', required);
  let amount: number | undefined;
  let cardHolderName: string | undefined;
  if (instruction) {
    const narrative = read.object(instruction, 'narrative', 'instruction.narrative', required);
    read.string(narrative, 'line1', 'instruction.narrative.line1', required);
    read.string(narrative, 'line2', 'instruction.narrative.line2');
    amount = checkValue(read, instruction);
    const instrument = read.object(instruction, 'payoutInstrument', instrumentPath, required);
    if (instrument) cardHolderName = checkInstrument(read, instrument, flow, now, rules);
  }
  errors.throwIfAny(invalidPayoutCode, 'The payout request is invalid');
  return {
    transactionReference: transactionReference ?? '',
    entity: entity ?? '',
    amount: amount ?? 0,
    cardHolderName: cardHolderName ?? 'Not Supplied',
  };
}

const isCurrency = (code: string): boolean =>
  /^[A-Z]{3}$/.test(code) && currencyCodes.code(code) !== undefined;

function checkValue(read: FieldReader, instruction: JsonObject): number | undefined {
  const value = read.object(instruction, 'value', 'instruction.value', required);
  read.string(value, 'currency', 'instruction.value.currency', {
    ...required,
    format: isCurrency,
    message: 'must be a 3-letter ISO 4217 code',
  });
  return read.integer(value, 'amount', 'instruction.value.amount', {
    ...required,
    min: 1,
    message: 'must be a positive integer in minor units',
  });
}

/** Returns the card holder name (when valid) for the outcome's test values. */
function checkInstrument(
  read: FieldReader,
  instrument: JsonObject,
  flow: PayoutFlow,
  now: Date,
  rules: PayoutVersionRules,
): string | undefined {
  const cardHolderName = read.string(instrument, 'cardHolderName', `${instrumentPath}.cardHolderName`);
  const type = readInstrumentType(read, instrument);
  if (type === undefined) return cardHolderName;
  let pan: string | undefined;
  if (type === 'card/plain') {
    pan = cardNumber(read, instrument, 'cardNumber', `${instrumentPath}.cardNumber`);
    expiryDate(read, instrument, 'cardExpiryDate', `${instrumentPath}.cardExpiryDate`, now);
  } else if (type === 'card/networkToken') {
    cardNumber(read, instrument, 'tokenNumber', `${instrumentPath}.tokenNumber`);
    // No lower bound: the spec allows a past expiry for unreferenced refunds.
    expiryDate(read, instrument, 'expiryDate', `${instrumentPath}.expiryDate`);
  } else if (type === 'card/tokenized') {
    read.string(instrument, 'href', `${instrumentPath}.href`, {
      ...required,
      format: isHttpUrl,
      message: 'must be an absolute http(s) URL',
    });
  } else {
    if (flow !== 'basicDisbursement') {
      read.add(`${instrumentPath}.type`, `${type} is accepted by basic disbursement only`);
    }
    pan = cardNumber(read, instrument, 'dpan', `${instrumentPath}.dpan`);
    // Not in the spec's table for the wallet token, but in every wallet payout of the provider's examples, named
    // like a card's expiry: checked when sent, and like the network token's without a lower bound.
    if (instrument.cardExpiryDate !== undefined) {
      expiryDate(read, instrument, 'cardExpiryDate', `${instrumentPath}.cardExpiryDate`);
    }
  }
  checkBillingAddress(read, instrument, type, pan, rules);
  return cardHolderName;
}

/** The instrument type; any JSON value that is not a known type is "not one of" them, whatever its JSON type. */
function readInstrumentType(read: FieldReader, instrument: JsonObject): PayoutInstrumentType | undefined {
  const path = `${instrumentPath}.type`;
  const raw = instrument.type;
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    read.invalid(path, payoutInstrumentTypeRule);
    return undefined;
  }
  const type = read.string(instrument, 'type', path, {
    ...required,
    format: isPayoutInstrumentType,
    message: payoutInstrumentTypeRule,
  });
  return type !== undefined && isPayoutInstrumentType(type) ? type : undefined;
}

const isHttpUrl = (href: string): boolean => URL.canParse(href) && /^https?:$/.test(new URL(href).protocol);

/** The spec's "card network A" is Visa in the sandbox's card table. */
const needsFullAddress = (pan: string | undefined): boolean => {
  if (pan === undefined) return false;
  const card = binFor(pan);
  return card.network === 'visa' && card.countryCode === 'CA';
};

const canadianRule = 'is required for cards of network A issued in Canada';

function checkBillingAddress(
  read: FieldReader,
  instrument: JsonObject,
  type: PayoutInstrumentType,
  pan: string | undefined,
  rules: PayoutVersionRules,
): void {
  const path = `${instrumentPath}.billingAddress`;
  const canadian = needsFullAddress(pan);
  const present = instrument.billingAddress !== undefined && instrument.billingAddress !== null;
  if (!present) {
    if (canadian) read.invalid(path, canadianRule);
    return;
  }
  const allowed =
    type === 'card/plain' ||
    isWalletPayoutType(type) ||
    (type === 'card/networkToken' && rules.networkTokenBillingAddress);
  if (!allowed) {
    const also = rules.networkTokenBillingAddress ? ', card/networkToken' : '';
    read.invalid(path, `is allowed only with card/plain${also} or card/networkToken+<wallet>pay`);
    return;
  }
  const address = read.object(instrument, 'billingAddress', path, required);
  if (!address) return;
  read.string(address, 'countryCode', `${path}.countryCode`, {
    ...required,
    format: /^[A-Z]{2}$/,
    message: 'must be an ISO 3166-1 alpha-2 code',
  });
  read.string(address, 'postalCode', `${path}.postalCode`, required);
  const line = canadian ? { ...required, missing: canadianRule } : {};
  for (const key of ['address1', 'city', 'state']) read.string(address, key, `${path}.${key}`, line);
  for (const key of ['address2', 'address3']) read.string(address, key, `${path}.${key}`);
}
