/**
 * Paths of the provider's REST API, relative to the base URL. This file and `mediaTypes.ts` are the only code the
 * gateway and the sandbox share: constants of the provider's published contract, nothing that interprets it.
 */
export const paths = {
  threeDsAuthenticate: '/verifications/customers/3ds/authentication',
  threeDsVerify: '/verifications/customers/3ds/verification',
  payoutsBasicDisbursement: '/payouts/basicDisbursement',
  payoutsFastAccess: '/payouts/fastAccess',
  payoutsQuery: '/payouts/query',
  /** Prefix of payout resources; the rest of the location is only obtainable from the provider's links. */
  payoutsPrefix: '/payouts/',
  paymentItemsByFilter: '/payouts/events',
  paymentItemsByUbrPrefix: '/payouts/events/',
  paymentItemsByIdPrefix: '/payouts/events/id/',
  /** Trailing slash as published. */
  accountStatements: '/accounts/statements/',
  /** The double slash is the provider's published path, not a typo. */
  accountBalancePrefix: '/accounts/balance//',
  accountBalanceByEntity: '/accounts/balance/',
  cardBinLookup: '/api/cardBin/panLookup',
  cardOnFileSale: '/payments/sales/migrateCardOnFile',
} as const;
