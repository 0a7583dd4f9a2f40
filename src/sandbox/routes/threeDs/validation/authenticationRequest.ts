import { FieldErrors } from '../../../http/errors.ts';
import { FieldReader, type JsonObject } from '../../../http/fields.ts';
import { threeDsErrorCodes, threeDsFieldStyle } from '../codes.ts';
import { type ChallengePreference, isWalletType } from '../vocabulary.ts';
import { readChallenge, readDeviceData } from './device.ts';
import { isCurrency } from './formats.ts';
import { type Instrument, readInstrument } from './instrument.ts';
import { readRequestHead } from './requestHead.ts';
import { readRiskData } from './risk.ts';

/** The parts of a valid authentication request that decide the simulated answer. */
export interface AuthenticationRequest {
  readonly transactionReference: string;
  readonly entity: string;
  readonly instrument: Instrument;
  readonly value: { readonly currency: string; readonly amount: string };
  readonly returnUrl?: string;
  readonly preference?: ChallengePreference;
  /** riskData.transaction.firstName: picks the outcome for instruments that carry no cardHolderName. */
  readonly riskFirstName?: string;
}

const required = { required: true } as const;

/** Checks every rule of the spec's area A tables; throws one 400 (SBX301) listing every bad field. */
export function parseAuthenticationRequest(body: unknown): AuthenticationRequest {
  const errors = new FieldErrors();
  const r = new FieldReader(errors, threeDsFieldStyle);
  const { root, merchant, transactionReference, entity } = readRequestHead(r, body);
  r.string(merchant, 'overrideName', 'merchant.overrideName');
  r.string(merchant, 'acquirerId', 'merchant.acquirerId');
  const instruction = r.object(root, 'instruction', 'instruction', required);
  const instrument = readInstrument(r, instruction);
  const value = readValue(r, root, instruction);
  const wallet = isWalletRequest(instruction);
  readDeviceData(r, root, !wallet);
  const challenge = readChallenge(r, root, !wallet);
  const riskFirstName = readRiskData(r, root);
  errors.throwIfAny(threeDsErrorCodes.invalidRequest, 'The authentication request is invalid');
  if (transactionReference === undefined || entity === undefined || !instrument || !value) {
    // Unreachable: every undefined above recorded an error.
    throw new Error('authentication request passed validation incompletely');
  }
  return {
    transactionReference,
    entity,
    instrument,
    value,
    ...challenge,
    ...(riskFirstName === undefined ? {} : { riskFirstName }),
  };
}

/** Decided on the raw type, so that a wallet request with other errors is still judged by the wallet's rules. */
function isWalletRequest(instruction: JsonObject | undefined): boolean {
  const instrument = instruction?.paymentInstrument;
  return typeof instrument === 'object' && instrument !== null && 'type' in instrument
    ? isWalletType(instrument.type)
    : false;
}

/**
 * value {currency, amount}. The spec shows it inside `instruction`, except in the wallet example where it sits
 * beside `instruction`; both places are accepted for every instrument, and whichever is sent is checked.
 */
function readValue(
  r: FieldReader,
  root: JsonObject,
  instruction: JsonObject | undefined,
): AuthenticationRequest['value'] | undefined {
  const inside = instruction?.value !== undefined && instruction.value !== null;
  const beside = root.value !== undefined && root.value !== null;
  const insideValue = inside ? readMoney(r, instruction, 'instruction.value') : undefined;
  const besideValue = beside ? readMoney(r, root, 'value') : undefined;
  if (!inside && !beside && instruction !== undefined) r.invalid('instruction.value', 'is required');
  return insideValue ?? besideValue;
}

function readMoney(
  r: FieldReader,
  parent: JsonObject | undefined,
  path: string,
): AuthenticationRequest['value'] | undefined {
  // A `value` that is not an object still reports both of its required fields.
  const value = r.object(parent, 'value', path, required) ?? {};
  const currency = r.string(value, 'currency', `${path}.currency`, {
    ...required,
    format: isCurrency,
    message: 'must be a 3-letter currency code',
  });
  const amount = r.integerText(value, 'amount', `${path}.amount`, {
    required: true,
    min: 0,
    message: 'must be a non-negative integer in minor units',
  });
  return currency === undefined || amount === undefined ? undefined : { currency, amount };
}
