export type { LiveSource } from './poller.ts';
export { LivePollers } from './pollers.ts';
export { RedisRelay } from './redisRelay.ts';
