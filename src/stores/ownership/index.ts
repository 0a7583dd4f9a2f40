export { createOwnershipStore } from './create.ts';
export { MemoryOwnershipStore } from './memoryStore.ts';
export { RedisOwnershipStore } from './redisStore.ts';
export type { PayoutOwnership, PayoutOwnershipStore } from './store.ts';
