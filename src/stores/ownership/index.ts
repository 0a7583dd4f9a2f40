export { MemoryOwnershipStore, type MemoryOwnershipStoreOptions } from './memoryStore.ts';
export { RedisOwnershipStore, type RedisOwnershipStoreOptions } from './redisStore.ts';
export type { PayoutOwnership, PayoutOwnershipStore } from './store.ts';
