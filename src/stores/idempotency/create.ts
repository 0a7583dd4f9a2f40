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
  /** See `IdempotencyStore.settleMs`: the POST deadline plus PAYOUT_SETTLE_WINDOW_MS. */
  settleMs?: number;
  /** Bound of the memory store (IDEMPOTENCY_MEMORY_MAX_BYTES). */
  memoryMaxBytes?: number;
  /** Longest wait for one Redis command before the store counts as unavailable. */
  redisCommandTimeoutMs?: number;
}

/**
 * The store for `REDIS_URL`: Redis when set (shared by replicas), memory otherwise. Connects eagerly so that a
 * wrong URL fails at startup rather than on the first payout.
 */
export async function createIdempotencyStore(
  redisUrl: string | undefined,
  options: CreateIdempotencyStoreOptions = {},
): Promise<IdempotencyStore> {
  const { memoryMaxBytes, redisCommandTimeoutMs, ...common } = options;
  if (!redisUrl) {
    return new MemoryIdempotencyStore({
      ...common,
      ...(memoryMaxBytes === undefined ? {} : { maxBytes: memoryMaxBytes }),
    });
  }
  const { fingerprintKey } = options;
  if (!fingerprintKey) throw new Error('a fingerprint key is required for a Redis idempotency store');
  const redis = await connectRedis(redisUrl, { commandTimeoutMs: redisCommandTimeoutMs ?? 2_000 });
  return new RedisIdempotencyStore(redis, { ...common, fingerprintKey, ownsClient: true }).start();
}
