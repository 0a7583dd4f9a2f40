import { connectRedis } from '../redis.ts';
import { MemoryOwnershipStore } from './memoryStore.ts';
import { RedisOwnershipStore } from './redisStore.ts';
import type { PayoutOwnershipStore } from './store.ts';

/** Options of {@link createOwnershipStore}. */
export interface CreateOwnershipStoreOptions {
  readonly ttlMs: number;
  readonly keyPrefix?: string;
}

/** The ownership store for `REDIS_URL`: shared by replicas when set, in memory otherwise. Connects eagerly. */
export async function createOwnershipStore(
  redisUrl: string | undefined,
  options: CreateOwnershipStoreOptions,
): Promise<PayoutOwnershipStore> {
  if (!redisUrl) return new MemoryOwnershipStore({ ttlMs: options.ttlMs });
  return new RedisOwnershipStore(await connectRedis(redisUrl), { ...options, ownsClient: true });
}
