export { type CreateOwnershipStoreOptions, createOwnershipStore } from './create.ts';
export { MemoryOwnershipStore, type MemoryOwnershipStoreOptions } from './memoryStore.ts';
export { RedisOwnershipStore, type RedisOwnershipStoreOptions } from './redisStore.ts';
export { ownershipKey, type PayoutOwnership, type PayoutOwnershipStore } from './store.ts';
