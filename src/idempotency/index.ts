export { canonicalJson } from './canonicalJson.ts';
export { type CreateIdempotencyStoreOptions, createIdempotencyStore } from './create.ts';
export { fingerprint, type IdempotencyScope, idempotencyKey } from './keys.ts';
export { MemoryIdempotencyStore, type MemoryIdempotencyStoreOptions } from './memoryStore.ts';
export { RedisIdempotencyStore, type RedisIdempotencyStoreOptions } from './redisStore.ts';
export {
  type BeginResult,
  defaultIdempotencyTtlMs,
  type IdempotencyRecord,
  type IdempotencyStore,
} from './store.ts';
