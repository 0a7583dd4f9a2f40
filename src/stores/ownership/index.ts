export type { MaskedPayoutCard, PayoutOwnership, PayoutOwnershipStore } from './store.ts';
