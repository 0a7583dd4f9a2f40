export type { Stores } from './create.ts';
export type { HealthReading, StoreHealthObserver, WatchedStore } from './health.ts';
export { openStores } from './open.ts';
export { type RedisConnection, redisReady } from './redis.ts';
