export type { Stores } from './create.ts';
export { openStores } from './open.ts';
export type { RedisConnection } from './redis.ts';
