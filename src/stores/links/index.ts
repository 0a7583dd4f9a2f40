export { createLinkStore } from './create.ts';
export { linkKey } from './keys.ts';
export { MemoryLinkStore } from './memoryStore.ts';
export { RedisLinkStore } from './redisStore.ts';
export type { LinkStore } from './store.ts';
