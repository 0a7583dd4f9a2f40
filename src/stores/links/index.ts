export { linkKey } from '../keys.ts';
export { MemoryLinkStore } from './memoryStore.ts';
export { RedisLinkStore } from './redisStore.ts';
export type { LinkStore } from './store.ts';
