export { MemoryOwnershipStore } from './memoryStore.ts';
export { PostgresOwnershipStore } from './postgresStore.ts';
export { RedisOwnershipStore } from './redisStore.ts';
export type { MaskedPayoutCard, PayoutOwnership, PayoutOwnershipStore } from './store.ts';
