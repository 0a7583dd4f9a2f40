export {
  type AccountBalance,
  type Balances,
  clearedValues,
  fundingTypes,
  type StatementItem,
  type StatementPage,
  transferTypes,
} from './accounts.ts';
export type { CardBin, CardBinQuery, CardBinRequest } from './cardBin.ts';
export { isKnown, linkHref, type OpenEnum, type RawLinks } from './common.ts';
export {
  type PageRequest,
  type Pagination,
  type PaymentItem,
  type PaymentItemFilter,
  type PaymentItemPage,
  paymentStates,
} from './paymentItems.ts';
export {
  type Payout,
  type PayoutInstrument,
  type PayoutMethod,
  type PayoutRequest,
  type PayoutUpdate,
  payoutOutcomes,
} from './payouts.ts';
export {
  type RiskFactor,
  riskDetails,
  riskTypes,
  riskValues,
  type Sale,
  type SaleCard,
  type SaleRequest,
  saleLink,
} from './sales.ts';
export type { BillingAddress, CardExpiryDate, MinorUnitValue, Narrative } from './shared.ts';
export type {
  AuthenticationInstrument,
  AuthenticationRequest,
  ChallengePreference,
  ChallengeRequest,
  ChallengeWindowSize,
  DeviceData,
  RiskAddress,
  RiskData,
  VerificationRequest,
} from './verificationRequests.ts';
export {
  type Authentication,
  type AuthenticationValues,
  authenticationFlows,
  authenticationOutcomes,
  type Challenge,
  cancellationIndicators,
  challengePreferences,
} from './verifications.ts';
