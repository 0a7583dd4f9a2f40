export type { HealthReading, StoreHealthObserver, WatchedStore } from './health.ts';
export { openStores } from './open.ts';
export { type RedisConnection, redisReady } from './redis.ts';
