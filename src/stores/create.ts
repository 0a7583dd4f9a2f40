import type { Logger } from '../logger.ts';
import { MemoryBinCache } from './binCache/memoryStore.ts';
import { RedisBinCache } from './binCache/redisStore.ts';
import type { BinCache } from './binCache/store.ts';
import { type HealthMessages, StoreHealth, type StoreHealthObserver } from './health.ts';
import type { RequestLedger } from './idempotency/ledger.ts';
import { MemoryIdempotencyStore } from './idempotency/memoryStore.ts';
import { PostgresRequestLedger } from './idempotency/postgresLedger.ts';
import { PostgresIdempotencyStore } from './idempotency/postgresStore.ts';
import type { IdempotencyStore } from './idempotency/store.ts';
import { keyPrefixes } from './keys.ts';
import { FallbackLinkStore } from './links/fallbackStore.ts';
import { MemoryLinkStore } from './links/memoryStore.ts';
import { RedisLinkStore } from './links/redisStore.ts';
import type { LinkStore, Locate } from './links/store.ts';
import { MemoryOwnershipStore } from './ownership/memoryStore.ts';
import { PostgresOwnershipStore } from './ownership/postgresStore.ts';
import type { PayoutOwnershipStore } from './ownership/store.ts';
import { connectRedis, type RedisConnection, redisReady } from './redis.ts';

/** What {@link createStores} needs, read from the config by the composition root. */
export interface StoresOptions {
  /**
   * DATABASE_URL: the money records (idempotency, single-use values, payout ownership) in PostgreSQL, durable.
   * Required in production (config.ts); without it they live in memory (one process, development and unit tests).
   */
  readonly databaseUrl?: string | undefined;
  /** DATABASE_POOL_SIZE: most connections to the database; 10 when absent (postgres/database.ts). */
  readonly databasePoolSize?: number;
  /** REDIS_URL: the links in Redis when set (shared by replicas), in memory otherwise (one replica). */
  readonly redisUrl: string | undefined;
  /** REDIS_CLUSTER: `redisUrl` is a node of a Redis Cluster. */
  readonly redisCluster?: boolean;
  /** IDEMPOTENCY_FINGERPRINT_KEY; required with a database, so that every replica computes the same fingerprints. */
  readonly fingerprintKey: string | undefined;
  readonly idempotency: {
    readonly ttlMs: number;
    /** Bound of the memory store (IDEMPOTENCY_MEMORY_MAX_BYTES). */
    readonly memoryMaxBytes: number;
    /** See `IdempotencyStore.settleMs`: the POST deadline plus PAYOUT_SETTLE_WINDOW_MS. */
    readonly settleMs: number;
    /** The provider's share of how long an attempt may hold its claim (`claimDeadline`): a POST and one query. */
    readonly attemptMs: number;
  };
  readonly ownershipTtlMs: number;
  /** How long the BIN cache keeps a BIN's data (CARD_BIN_CACHE_TTL_SECONDS); 0 keeps none. */
  readonly binCacheTtlMs: number;
  /** How the link store turns a provider link into a location (`UpstreamClient.locationOf`). */
  readonly locate: Locate;
  /** Prepended to every store's prefix (see `keyPrefixes`); none in production, a unique one in tests. */
  readonly keyPrefix?: string;
  readonly logger: Logger;
  /** Hears each store going and coming back (the `store_up` gauge). */
  readonly healthObserver?: StoreHealthObserver | undefined;
}

/** Whether each configured store answers (see `StoreHealth`), for `/readyz`; absent when not configured. */
interface StoresHealth {
  readonly redis: StoreHealth | undefined;
  readonly postgres: StoreHealth | undefined;
}

/** The gateway's stores and, with Redis, the one connection they share with the rate limiter and /readyz. */
export interface Stores {
  readonly idempotency: IdempotencyStore;
  /** The idempotency records listed per entity. */
  readonly ledger: RequestLedger;
  readonly links: LinkStore;
  readonly ownership: PayoutOwnershipStore;
  /** What the provider said about each BIN looked up, for card forms typing a card of it (binCache/store.ts). */
  readonly binCache: BinCache;
  /** The process's one Redis connection; undefined without REDIS_URL. */
  readonly redis: RedisConnection | undefined;
  readonly health: StoresHealth;
  /** Closes the connection: call it last, once nothing uses the stores, the rate limiter or the probe. */
  close(): Promise<void>;
}

// A Redis that hangs must not hold a payout's request: past this a command counts as the store being unavailable.
const commandTimeoutMs = 2_000;

/** How often each store is pinged besides `/readyz`, so that an outage is logged even when nothing probes. */
const healthEveryMs = 5_000;

const redisMessages: HealthMessages = {
  down: 'Redis is unreachable: still ready; rate limits, live status and 3DS verify links are kept per process until it is back, card BIN data is not cached',
  back: 'Redis is back: rate limits, live status and 3DS verify links are shared again',
};
const postgresMessages: HealthMessages = {
  down: 'PostgreSQL is unreachable: not ready; payouts and sales answer STORE_UNAVAILABLE until it is back',
  back: 'PostgreSQL is back: payouts and sales are taken again',
};

/**
 * The stores: money records in PostgreSQL with DATABASE_URL, else in memory (whether or not Redis is configured:
 * Redis holds only what may be lost without harm); the link store in Redis or memory. Connections open eagerly, so that a wrong URL fails at start-up rather than on the first
 * payout.
 */
export async function createStores(options: StoresOptions): Promise<Stores> {
  const { redisUrl, redisCluster = false } = options;
  const redis = redisUrl
    ? await connectRedis(redisUrl, { commandTimeoutMs, cluster: redisCluster })
    : undefined;
  const closers: (() => Promise<void>)[] = [];
  if (redis)
    closers.push(() =>
      redis.quit().then(
        () => {},
        () => redis.disconnect(),
      ),
    );
  const close = async () => {
    for (const closer of closers.splice(0)) await closer();
  };
  try {
    const { database, ...money } = await moneyStores(options, closers);
    const { locate, keyPrefix = '', logger, healthObserver, binCacheTtlMs: ttlMs } = options;
    const health = {
      redis: redis && new StoreHealth('redis', () => pingRedis(redis), redisMessages, logger, healthObserver),
      postgres:
        database && new StoreHealth('postgres', database.ping, postgresMessages, logger, healthObserver),
    };
    for (const watched of [health.redis, health.postgres]) {
      watched?.watch(healthEveryMs);
      if (watched) closers.unshift(async () => watched.close());
    }
    // The connection says at once when it is lost or back; the ping confirms (a reconnection may be quick).
    redis?.on('close', () => void health.redis?.check());
    redis?.on('ready', () => void health.redis?.check());
    return {
      ...money,
      links: redis
        ? new FallbackLinkStore(
            new RedisLinkStore(redis, { locate, keyPrefix: keyPrefix + keyPrefixes.links }),
            new MemoryLinkStore({ locate }),
            () => redisReady(redis),
          )
        : new MemoryLinkStore({ locate }),
      binCache: redis
        ? new RedisBinCache(redis, { ttlMs, keyPrefix: keyPrefix + keyPrefixes.cardBins })
        : new MemoryBinCache({ ttlMs }),
      redis,
      health,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A PING, refused at once while the connection is down (else it would wait for the reconnection attempts). */
async function pingRedis(redis: RedisConnection): Promise<void> {
  if (!redisReady(redis)) throw new Error('not connected');
  await redis.ping();
}

type MoneyStores = Pick<Stores, 'idempotency' | 'ledger' | 'ownership'> & {
  /** The money records' database, for its health; undefined without DATABASE_URL. */
  readonly database: { ping(): Promise<void> } | undefined;
};

async function moneyStores(options: StoresOptions, closers: (() => Promise<void>)[]): Promise<MoneyStores> {
  const { databaseUrl, fingerprintKey, idempotency, ownershipTtlMs: ttlMs } = options;
  const { ttlMs: idempotencyTtlMs, settleMs, attemptMs } = idempotency;
  if (databaseUrl) {
    if (!fingerprintKey) throw new Error('a fingerprint key is required for a durable idempotency store');
    // pg and the migration tool load only when a database is configured.
    const { openDatabase } = await import('./postgres/database.ts');
    const database = await openDatabase(databaseUrl, options.logger, options.databasePoolSize);
    closers.unshift(database.close);
    const ownership = new PostgresOwnershipStore(database.pool, { ttlMs });
    return {
      idempotency: new PostgresIdempotencyStore(database.pool, {
        ttlMs: idempotencyTtlMs,
        settleMs,
        attemptMs,
        fingerprintKey,
        ownership,
      }),
      ledger: new PostgresRequestLedger(database.pool),
      ownership,
      database: { ping: async () => void (await database.pool.query('SELECT 1')) },
    };
  }
  const ownership = new MemoryOwnershipStore({ ttlMs });
  const memory = new MemoryIdempotencyStore({
    ttlMs: idempotencyTtlMs,
    settleMs,
    attemptMs,
    maxBytes: idempotency.memoryMaxBytes,
    ...(fingerprintKey ? { fingerprintKey } : {}),
    ownership,
  });
  return {
    idempotency: memory,
    ledger: memory,
    ownership,
    database: undefined,
  };
}
