export { canonicalJson } from '../../json/canonicalJson.ts';
export { StoreUnavailableError } from '../errors.ts';
export { type IdempotencyScope, idempotencyKey } from '../keys.ts';
export { fingerprint } from './fingerprint.ts';
export {
  defaultMemoryMaxBytes,
  MemoryIdempotencyStore,
  type MemoryIdempotencyStoreOptions,
} from './memoryStore.ts';
export { RedisIdempotencyStore, type RedisIdempotencyStoreOptions } from './redisStore.ts';
export {
  type BeginResult,
  type Distrust,
  defaultIdempotencyTtlMs,
  defaultSettleMs,
  type IdempotencyRecord,
  type IdempotencyStore,
} from './store.ts';
