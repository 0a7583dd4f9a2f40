export type { MaskedPayoutCard, OwnershipAt, PayoutOwnership, PayoutOwnershipStore } from './store.ts';
