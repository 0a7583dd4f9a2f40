export { createStores } from './create.ts';
export type { RedisConnection } from './redis.ts';
