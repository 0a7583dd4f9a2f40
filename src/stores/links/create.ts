import { connectRedis } from '../redis.ts';
import { MemoryLinkStore } from './memoryStore.ts';
import { RedisLinkStore } from './redisStore.ts';
import type { LinkStore, Locate } from './store.ts';

/** Options of {@link createLinkStore}. */
export interface CreateLinkStoreOptions {
  readonly locate: Locate;
  readonly keyPrefix?: string;
}

/**
 * The link store for `REDIS_URL` (the idempotency store's Redis): shared by replicas when set, in memory
 * otherwise. Connects eagerly so that a wrong URL fails at startup.
 */
export async function createLinkStore(
  redisUrl: string | undefined,
  options: CreateLinkStoreOptions,
): Promise<LinkStore> {
  if (!redisUrl) return new MemoryLinkStore({ locate: options.locate });
  return new RedisLinkStore(await connectRedis(redisUrl), { ...options, ownsClient: true });
}
