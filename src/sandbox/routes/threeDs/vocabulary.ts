import { isWalletInstrumentType, type WalletInstrumentType } from '../../../contract/index.ts';

/**
 * Closed sets of values from the spec's 3DS tables.
 *
 * The spec writes the wallet instrument as `card/wallet+<wallet_a>pay`, with the wallet's name left out, and the
 * provider's example fills it with `googlepay`. The sandbox accepts every wallet the placeholder admits
 * (`card/wallet+` and lower-case letters or digits ending in `pay`), so a wallet the provider adds needs no change.
 */
const cardInstrumentTypes = ['card/front', 'card/tokenized', 'card/networkToken'] as const;
type CardInstrumentType = (typeof cardInstrumentTypes)[number];

/** A wallet's instrument type, e.g. `card/wallet+googlepay`. */
export type WalletType = WalletInstrumentType<'threeDs'>;

export const isWalletType = (type: unknown): type is WalletType =>
  typeof type === 'string' && isWalletInstrumentType('threeDs', type);

export type InstrumentType = CardInstrumentType | WalletType;

export const isInstrumentType = (type: string): type is InstrumentType =>
  (cardInstrumentTypes as readonly string[]).includes(type) || isWalletType(type);

/** The rule a wrong `paymentInstrument.type` breaks. */
export const instrumentTypeRule = `must be one of ${cardInstrumentTypes.join(', ')}, card/wallet+<wallet>pay`;

export const challengePreferences = [
  'noPreference',
  'noChallengeRequested',
  'challengeRequested',
  'challengeMandated',
] as const;
export type ChallengePreference = (typeof challengePreferences)[number];

export const windowSizes = ['250x400', '390x400', '600x400', '500x600', 'fullpage'] as const;

export const colorDepths = ['1', '4', '8', '15', '16', '24', '32', '48'] as const;

export const accountTypes = [
  'guestUser',
  'registeredUser',
  'federatedAccount',
  'issuerCredentials',
  'thirdPartyAuthentication',
  'fidoAuthenticator',
] as const;

export const shippingMethods = [
  'billingAddress',
  'verifiedAddress',
  'otherAddress',
  'store',
  'digital',
  'unshippedTickets',
  'other',
] as const;

export const shippingTimeFrames = ['electronic', 'sameDay', 'nextDay', 'twoDaysPlus'] as const;

export type Outcome =
  | 'authenticated'
  | 'alreadyAuthenticated'
  | 'authenticationFailed'
  | 'challenged'
  | 'notEnrolled'
  | 'unavailable'
  | 'bypassed';
