import type {
  AuthenticationInstrument,
  AuthenticationRequest,
  ChallengeRequest,
  DeviceData,
  VerifyRequest,
} from '../../datasources/threeDs/requestModels.ts';
import type { InputPathRules } from '../../errors/index.ts';
import type { WalletCatalog } from '../common/wallets.ts';
import type { Authenticate3dsInputValue, Verify3dsInputValue } from './input.ts';
import { opt, toRiskData } from './riskRequest.ts';
import { challengePreferenceWire, windowSizeWire } from './wire.ts';

/**
 * Validated GraphQL input to the provider's request bodies. GraphQL's nulls become absent fields (JSON.stringify
 * leaves `undefined` out), enum names become the provider's strings.
 */

type Input = Authenticate3dsInputValue;

/**
 * The authentication request body. The wallet variant carries `value` beside `instruction`, as the spec shows.
 * @throws GraphQLError `BAD_USER_INPUT` when the wallet token's `walletName` is not configured.
 */
export function toAuthenticationRequest(input: Input, wallets: WalletCatalog): AuthenticationRequest {
  const paymentInstrument = toInstrument(input.paymentInstrument, wallets);
  const wallet = Boolean(input.paymentInstrument.walletToken);
  const value = { amount: input.value.amount, currency: input.value.currency };
  return {
    transactionReference: input.transactionReference,
    merchant: {
      entity: input.merchant.entity,
      overrideName: opt(input.merchant.overrideName),
      acquirerId: opt(input.merchant.acquirerId),
    },
    instruction: wallet ? { paymentInstrument } : { paymentInstrument, value },
    value: wallet ? value : undefined,
    deviceData: toDeviceData(input.deviceData),
    challenge: toChallenge(input.challenge),
    riskData: input.riskData ? toRiskData(input.riskData) : undefined,
  };
}

type Address = NonNullable<NonNullable<Input['paymentInstrument']['card']>['billingAddress']>;

function toAddress(address: Address | null | undefined) {
  if (!address) return undefined;
  return {
    address1: address.address1,
    address2: opt(address.address2),
    address3: opt(address.address3),
    postalCode: address.postalCode,
    city: address.city,
    state: opt(address.state),
    countryCode: address.countryCode,
  };
}

function toInstrument(
  instrument: Input['paymentInstrument'],
  wallets: WalletCatalog,
): AuthenticationInstrument {
  const { card, tokenizedCard, networkToken, walletToken } = instrument;
  if (card) {
    return {
      type: 'card/front',
      cardHolderName: opt(card.cardHolderName),
      cardNumber: card.cardNumber,
      cardExpiryDate: card.cardExpiryDate,
      billingAddress: toAddress(card.billingAddress),
    };
  }
  if (tokenizedCard) return { type: 'card/tokenized', href: tokenizedCard.href };
  if (networkToken) {
    return {
      type: 'card/networkToken',
      tokenNumber: networkToken.tokenNumber,
      cardExpiryDate: networkToken.cardExpiryDate,
      billingAddress: toAddress(networkToken.billingAddress),
    };
  }
  if (walletToken) {
    const type = wallets.instrumentType('threeDs', walletToken, 'input.paymentInstrument.walletToken');
    return { type, walletToken: walletToken.walletToken };
  }
  // GraphQL's @oneOf lets no input through without exactly one variant.
  throw new Error('authenticate3ds input without an instrument variant');
}

function toDeviceData(device: Input['deviceData']): DeviceData {
  return {
    acceptHeader: device.acceptHeader,
    userAgentHeader: device.userAgentHeader,
    collectionReference: opt(device.collectionReference),
    browserLanguage: opt(device.browserLanguage),
    ipAddress: opt(device.ipAddress),
    browserJavaEnabled: opt(device.browserJavaEnabled),
    browserJavascriptEnabled: opt(device.browserJavascriptEnabled),
    browserColorDepth: digits(device.browserColorDepth),
    browserScreenHeight: opt(device.browserScreenHeight),
    browserScreenWidth: opt(device.browserScreenWidth),
    timeZone: digits(device.timeZone),
  };
}

/**
 * The provider's examples send colour depth and time zone as strings of digits (`"24"`, `"-300"`); the spec's
 * table gives no type, so we send the form the examples show, whichever form the caller used.
 */
function digits(value: number | null | undefined): string | undefined {
  return value === null || value === undefined ? undefined : String(value);
}

function toChallenge(challenge: Input['challenge']): ChallengeRequest {
  return {
    windowSize: challenge.windowSize ? windowSizeWire[challenge.windowSize] : undefined,
    preference: challenge.preference ? challengePreferenceWire[challenge.preference] : undefined,
    returnUrl: challenge.returnUrl,
  };
}

/** The verification request body: which challenge of which transaction and merchant. */
export function toVerifyRequest(input: Verify3dsInputValue): VerifyRequest {
  return {
    transactionReference: input.transactionReference,
    merchant: { entity: input.entity },
    challenge: { reference: input.challengeReference },
  };
}

/**
 * Where each field of the authentication request came from in `authenticate3ds`'s input, for provider validation
 * errors. The wallet variant's `value` sits beside `instruction`; both map to `input.value`.
 */
export function authenticationInputPaths(input: Input): InputPathRules {
  const variant = Object.keys(input.paymentInstrument).find(
    (key) => input.paymentInstrument[key as keyof Input['paymentInstrument']] != null,
  );
  return [
    ['transactionReference', 'input.transactionReference'],
    ['merchant', 'input.merchant'],
    ['instruction.paymentInstrument.type', 'input.paymentInstrument'],
    [
      'instruction.paymentInstrument',
      variant === undefined ? 'input.paymentInstrument' : `input.paymentInstrument.${variant}`,
    ],
    ['instruction.value', 'input.value'],
    ['value', 'input.value'],
    ['deviceData', 'input.deviceData'],
    ['challenge', 'input.challenge'],
    ['riskData', 'input.riskData'],
  ];
}

/** Where each field of the verification request came from in `verify3ds`'s input. */
export const verifyInputPaths: InputPathRules = [
  ['transactionReference', 'input.transactionReference'],
  ['merchant.entity', 'input.entity'],
  ['challenge.reference', 'input.challengeReference'],
];
