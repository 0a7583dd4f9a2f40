export { linkKey } from '../keys.ts';
export { MemoryLinkStore, type MemoryLinkStoreOptions } from './memoryStore.ts';
export { RedisLinkStore, type RedisLinkStoreOptions } from './redisStore.ts';
export type { LinkStore, Locate } from './store.ts';
