import { connectRedis } from '../redis.ts';
import { MemoryIdempotencyStore } from './memoryStore.ts';
import { RedisIdempotencyStore } from './redisStore.ts';
import type { IdempotencyStore } from './store.ts';

/** Options of {@link createIdempotencyStore}. */
export interface CreateIdempotencyStoreOptions {
  ttlMs?: number;
  keyPrefix?: string;
  /** Required with Redis: every replica must compute the same fingerprints. */
  fingerprintKey?: string;
}

/**
 * The store for `REDIS_URL`: Redis when set (shared by replicas), memory otherwise. Connects eagerly so that a
 * wrong URL fails at startup rather than on the first payout.
 */
export async function createIdempotencyStore(
  redisUrl: string | undefined,
  options: CreateIdempotencyStoreOptions = {},
): Promise<IdempotencyStore> {
  if (!redisUrl) return new MemoryIdempotencyStore(options);
  const { fingerprintKey } = options;
  if (!fingerprintKey) throw new Error('a fingerprint key is required for a Redis idempotency store');
  const redis = await connectRedis(redisUrl);
  return new RedisIdempotencyStore(redis, { ...options, fingerprintKey, ownsClient: true });
}
