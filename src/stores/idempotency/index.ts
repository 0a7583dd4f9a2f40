export { canonicalJson } from '../../json/canonicalJson.ts';
export { StoreUnavailableError } from '../errors.ts';
export { createIdempotencyStore } from './create.ts';
export { fingerprint, type IdempotencyScope, idempotencyKey } from './keys.ts';
export { MemoryIdempotencyStore } from './memoryStore.ts';
export { RedisIdempotencyStore } from './redisStore.ts';
export type { Distrust, IdempotencyStore } from './store.ts';
