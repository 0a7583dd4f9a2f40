export { createStores, type StoresOptions } from './create.ts';
export { StoreUnavailableError } from './errors.ts';
export type { RedisConnection } from './redis.ts';
