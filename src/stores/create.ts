import { MemoryIdempotencyStore } from './idempotency/memoryStore.ts';
import { RedisIdempotencyStore } from './idempotency/redisStore.ts';
import type { IdempotencyStore } from './idempotency/store.ts';
import { keyPrefixes } from './keys.ts';
import { MemoryLinkStore } from './links/memoryStore.ts';
import { RedisLinkStore } from './links/redisStore.ts';
import type { LinkStore, Locate } from './links/store.ts';
import { MemoryOwnershipStore } from './ownership/memoryStore.ts';
import { RedisOwnershipStore } from './ownership/redisStore.ts';
import type { PayoutOwnershipStore } from './ownership/store.ts';
import { connectRedis, type RedisConnection } from './redis.ts';

/** What {@link createStores} needs, read from the config by the composition root. */
export interface StoresOptions {
  /** REDIS_URL: Redis when set (shared by replicas), memory otherwise (one replica). */
  readonly redisUrl: string | undefined;
  /** REDIS_CLUSTER: `redisUrl` is a node of a Redis Cluster. */
  readonly redisCluster?: boolean;
  /** IDEMPOTENCY_FINGERPRINT_KEY; required with Redis, so that every replica computes the same fingerprints. */
  readonly fingerprintKey: string | undefined;
  readonly idempotency: {
    readonly ttlMs: number;
    /** Bound of the memory store (IDEMPOTENCY_MEMORY_MAX_BYTES). */
    readonly memoryMaxBytes: number;
    /** See `IdempotencyStore.settleMs`: the POST deadline plus PAYOUT_SETTLE_WINDOW_MS. */
    readonly settleMs: number;
  };
  readonly ownershipTtlMs: number;
  /** How the link store turns a provider link into a location (`UpstreamClient.locationOf`). */
  readonly locate: Locate;
  /** Prepended to every store's prefix (see `keyPrefixes`); none in production, a unique one in tests. */
  readonly keyPrefix?: string;
}

/** The gateway's stores and, with Redis, the one connection they share with the rate limiter and /readyz. */
export interface Stores {
  readonly idempotency: IdempotencyStore;
  readonly links: LinkStore;
  readonly ownership: PayoutOwnershipStore;
  /** The process's one Redis connection; undefined without REDIS_URL. */
  readonly redis: RedisConnection | undefined;
  /** Closes the connection: call it last, once nothing uses the stores, the rate limiter or the probe. */
  close(): Promise<void>;
}

// A Redis that hangs must not hold a payout's request: past this a command counts as the store being unavailable.
const commandTimeoutMs = 2_000;

/**
 * The stores for REDIS_URL, on one connection opened eagerly, so that a wrong URL fails at start-up rather than
 * on the first payout; in memory without it.
 */
export async function createStores(options: StoresOptions): Promise<Stores> {
  const { redisUrl, fingerprintKey, idempotency, ownershipTtlMs: ttlMs, locate, keyPrefix = '' } = options;
  if (!redisUrl) {
    return {
      idempotency: new MemoryIdempotencyStore({
        ttlMs: idempotency.ttlMs,
        settleMs: idempotency.settleMs,
        maxBytes: idempotency.memoryMaxBytes,
        ...(fingerprintKey ? { fingerprintKey } : {}),
      }),
      links: new MemoryLinkStore({ locate }),
      ownership: new MemoryOwnershipStore({ ttlMs }),
      redis: undefined,
      close: async () => {},
    };
  }
  if (!fingerprintKey) throw new Error('a fingerprint key is required for a Redis idempotency store');
  const redis = await connectRedis(redisUrl, { commandTimeoutMs, cluster: options.redisCluster === true });
  try {
    const { ttlMs: idempotencyTtlMs, settleMs } = idempotency;
    return {
      idempotency: await new RedisIdempotencyStore(redis, {
        keyPrefix: keyPrefix + keyPrefixes.idempotency,
        ttlMs: idempotencyTtlMs,
        settleMs,
        fingerprintKey,
      }).start(),
      links: new RedisLinkStore(redis, { locate, keyPrefix: keyPrefix + keyPrefixes.links }),
      ownership: new RedisOwnershipStore(redis, { ttlMs, keyPrefix: keyPrefix + keyPrefixes.ownership }),
      redis,
      close: async () => {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  } catch (error) {
    redis.disconnect();
    throw error;
  }
}
