export { MemoryOwnershipStore } from './memoryStore.ts';
export { RedisOwnershipStore } from './redisStore.ts';
export type { MaskedPayoutCard, PayoutOwnership, PayoutOwnershipStore } from './store.ts';
