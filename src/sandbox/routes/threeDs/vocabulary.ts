/**
 * Closed sets of values from the spec's 3DS tables.
 *
 * The spec writes the wallet instrument as `card/wallet+<wallet_a>pay`, with the wallet's name left out. The
 * sandbox fills the placeholder with `walleta`, so the literal it accepts is `card/wallet+walletapay`.
 */
export const walletInstrumentType = 'card/wallet+walletapay';

export const instrumentTypes = [
  'card/front',
  'card/tokenized',
  'card/networkToken',
  walletInstrumentType,
] as const;
export type InstrumentType = (typeof instrumentTypes)[number];

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
