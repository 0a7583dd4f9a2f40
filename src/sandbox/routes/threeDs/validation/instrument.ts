import { luhnValid } from '../../../data/testCards.ts';
import { findToken } from '../../../data/tokens.ts';
import type { FieldReader, JsonObject } from '../../../http/fields.ts';
import {
  type InstrumentType,
  instrumentTypeRule,
  isInstrumentType,
  isWalletType,
  type WalletType,
} from '../vocabulary.ts';
import { readBillingAddress } from './address.ts';

/** The instrument as the simulator needs it: what picks the outcome and the card network, nothing more. */
export type Instrument =
  | { readonly type: 'card/front'; readonly cardHolderName?: string; readonly cardNumber: string }
  | { readonly type: 'card/tokenized'; readonly cardHolderName?: string; readonly href: string }
  | { readonly type: 'card/networkToken'; readonly cardHolderName?: string; readonly tokenNumber: string }
  | { readonly type: WalletType };

const required = { required: true } as const;

const path = 'instruction.paymentInstrument';

/** instruction.paymentInstrument with its per-variant required fields. */
export function readInstrument(r: FieldReader, instruction: JsonObject | undefined): Instrument | undefined {
  const instrument = r.object(instruction, 'paymentInstrument', path, required);
  if (!instrument) return undefined;
  const type = r.string(instrument, 'type', `${path}.type`, {
    ...required,
    format: isInstrumentType,
    message: instrumentTypeRule,
  });
  if (type === undefined || !isInstrumentType(type)) return undefined;
  return readVariant(r, instrument, type);
}

function readVariant(r: FieldReader, instrument: JsonObject, type: InstrumentType): Instrument | undefined {
  if (isWalletType(type)) {
    return r.string(instrument, 'walletToken', `${path}.walletToken`, required) === undefined
      ? undefined
      : { type };
  }
  // The spec shows cardHolderName on card/front only; the sandbox reads it on every card variant so that the
  // outcome test values work with tokens too.
  const cardHolderName = r.string(instrument, 'cardHolderName', `${path}.cardHolderName`);
  const holder = cardHolderName === undefined ? {} : { cardHolderName };
  if (type === 'card/tokenized') {
    const href = r.string(instrument, 'href', `${path}.href`, {
      ...required,
      format: (value) => findToken(value) !== undefined,
      message: 'must be the location of a stored token',
    });
    return href === undefined ? undefined : { type, ...holder, href };
  }
  if (type === 'card/front') {
    const cardNumber = r.string(instrument, 'cardNumber', `${path}.cardNumber`, {
      ...required,
      format: luhnValid,
      message: 'must be a 12 to 19 digit card number that passes the Luhn check',
    });
    const expiry = readExpiry(r, instrument);
    readBillingAddress(r, instrument, `${path}.billingAddress`);
    return cardNumber === undefined || !expiry ? undefined : { type, ...holder, cardNumber };
  }
  const tokenNumber = r.string(instrument, 'tokenNumber', `${path}.tokenNumber`, {
    ...required,
    format: (value) => /^\d{12,19}$/.test(value),
    message: 'must be a 12 to 19 digit token number',
  });
  const expiry = readExpiry(r, instrument);
  readBillingAddress(r, instrument, `${path}.billingAddress`);
  return tokenNumber === undefined || !expiry ? undefined : { type, ...holder, tokenNumber };
}

/** cardExpiryDate {month 1-12, year of four digits}; an expired date is left to the issuer, as the spec says nothing. */
function readExpiry(r: FieldReader, instrument: JsonObject): boolean {
  const expiry = r.object(instrument, 'cardExpiryDate', `${path}.cardExpiryDate`, required);
  if (!expiry) return false;
  const month = r.integerText(expiry, 'month', `${path}.cardExpiryDate.month`, {
    required: true,
    min: 1,
    max: 12,
    message: 'must be an integer from 1 to 12',
  });
  const year = r.integerText(expiry, 'year', `${path}.cardExpiryDate.year`, {
    required: true,
    min: 1000,
    max: 9999,
    message: 'must be a four-digit integer year',
  });
  return month !== undefined && year !== undefined;
}
