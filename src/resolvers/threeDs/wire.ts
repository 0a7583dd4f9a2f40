import {
  authenticationFlows,
  authenticationOutcomes,
  cancellationIndicators,
  challengePreferences,
} from '../../datasources/threeDs/models.ts';
import { isKnown } from '../../datasources/upstream/modelHelpers.ts';
import type {
  AuthenticationFlow,
  CancellationIndicator,
  ChallengePreference,
  ChallengeWindowSize,
  EciLevel,
  RiskAccountType,
  ShippingMethod,
  ShippingTimeFrame,
  ThreeDsOutcome,
} from '../../generated/resolvers.ts';
import { enumReader, wireValues } from '../common/enumNames.ts';

/**
 * The provider's strings for the 3-D Secure enums, in both directions. Reading is tolerant: a provider value not
 * listed here maps to the enum's documented fallback and is shown raw beside it.
 */

export const windowSizeWire = {
  SIZE_250X400: '250x400',
  SIZE_390X400: '390x400',
  SIZE_600X400: '600x400',
  SIZE_500X600: '500x600',
  FULL_PAGE: 'fullpage',
} as const satisfies Record<ChallengeWindowSize, string>;

export const challengePreferenceWire = wireValues(challengePreferences) satisfies Record<
  ChallengePreference,
  string
>;

export const accountTypeWire = {
  GUEST_USER: 'guestUser',
  REGISTERED_USER: 'registeredUser',
  FEDERATED_ACCOUNT: 'federatedAccount',
  ISSUER_CREDENTIALS: 'issuerCredentials',
  THIRD_PARTY_AUTHENTICATION: 'thirdPartyAuthentication',
  FIDO_AUTHENTICATOR: 'fidoAuthenticator',
} as const satisfies Record<RiskAccountType, string>;

export const shippingMethodWire = {
  BILLING_ADDRESS: 'billingAddress',
  VERIFIED_ADDRESS: 'verifiedAddress',
  OTHER_ADDRESS: 'otherAddress',
  STORE: 'store',
  DIGITAL: 'digital',
  UNSHIPPED_TICKETS: 'unshippedTickets',
  OTHER: 'other',
} as const satisfies Record<ShippingMethod, string>;

export const shippingTimeFrameWire = {
  ELECTRONIC: 'electronic',
  SAME_DAY: 'sameDay',
  NEXT_DAY: 'nextDay',
  TWO_DAYS_PLUS: 'twoDaysPlus',
} as const satisfies Record<ShippingTimeFrame, string>;

const outcomes = enumReader(authenticationOutcomes);
const preferences = enumReader(challengePreferences);
const flows = enumReader(authenticationFlows);

/** What each of the model's indicator codes means; the compiler holds the keys to the model's list. */
const cancellations: Readonly<Record<(typeof cancellationIndicators)[number], CancellationIndicator>> = {
  '01': 'CARDHOLDER_CANCELLED',
  '02': 'RESERVED',
  '03': 'TIMED_OUT',
  '04': 'ACS_TIMED_OUT',
  '05': 'ACS_TIMED_OUT',
  '06': 'TRANSACTION_ERROR',
  '07': 'REASON_UNKNOWN',
  '08': 'SDK_TIMED_OUT',
};

/** ECI values per level: one network uses 02/01/00, the others 05/06/07 (spec, area A). */
const eciLevels: ReadonlyMap<string, EciLevel> = new Map([
  ['02', 'FULLY_AUTHENTICATED'],
  ['05', 'FULLY_AUTHENTICATED'],
  ['01', 'ATTEMPTED'],
  ['06', 'ATTEMPTED'],
  ['00', 'NOT_AUTHENTICATED'],
  ['07', 'NOT_AUTHENTICATED'],
]);

export const outcomeOf = (raw: string): ThreeDsOutcome => outcomes(raw) ?? 'UNKNOWN';

/** Null for an unknown value: the SDL's `ChallengePreference` is an input enum too and has no fallback value. */
export const challengePreferenceOf = (raw: string): ChallengePreference | null => preferences(raw) ?? null;

export const authenticationFlowOf = (raw: string): AuthenticationFlow => flows(raw) ?? 'UNKNOWN';

export const cancellationIndicatorOf = (raw: string): CancellationIndicator =>
  isKnown(cancellationIndicators, raw) ? cancellations[raw] : 'UNKNOWN';

export const eciLevelOf = (eci: string): EciLevel => eciLevels.get(eci) ?? 'UNKNOWN';
