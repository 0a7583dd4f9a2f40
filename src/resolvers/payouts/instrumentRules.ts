import type { PayoutInstrumentRules } from '../context.ts';

/**
 * The spec's payout instrument rules (only `card/plain` and the wallet token carry a billing address): what the
 * gateway applies unless configured for a newer payout version (UPSTREAM_PAYOUTS_NETWORK_TOKEN_BILLING_ADDRESS).
 */
export const specPayoutInstrumentRules: PayoutInstrumentRules = { networkTokenBillingAddress: false };
