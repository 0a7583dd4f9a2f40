import type { Logger } from '../logger.ts';
import type { RequestLedger } from './idempotency/ledger.ts';
import { MemoryIdempotencyStore } from './idempotency/memoryStore.ts';
import { PostgresRequestLedger } from './idempotency/postgresLedger.ts';
import { PostgresIdempotencyStore } from './idempotency/postgresStore.ts';
import type { IdempotencyStore } from './idempotency/store.ts';
import { keyPrefixes } from './keys.ts';
import { MemoryLinkStore } from './links/memoryStore.ts';
import { RedisLinkStore } from './links/redisStore.ts';
import type { LinkStore, Locate } from './links/store.ts';
import { MemoryOwnershipStore } from './ownership/memoryStore.ts';
import { PostgresOwnershipStore } from './ownership/postgresStore.ts';
import type { PayoutOwnershipStore } from './ownership/store.ts';
import { connectRedis, type RedisConnection } from './redis.ts';

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
  /** How the link store turns a provider link into a location (`UpstreamClient.locationOf`). */
  readonly locate: Locate;
  /** Prepended to every store's prefix (see `keyPrefixes`); none in production, a unique one in tests. */
  readonly keyPrefix?: string;
  readonly logger: Logger;
}

/** The gateway's stores and, with Redis, the one connection they share with the rate limiter and /readyz. */
export interface Stores {
  readonly idempotency: IdempotencyStore;
  /** The idempotency records listed per entity. */
  readonly ledger: RequestLedger;
  readonly links: LinkStore;
  readonly ownership: PayoutOwnershipStore;
  /** The process's one Redis connection; undefined without REDIS_URL. */
  readonly redis: RedisConnection | undefined;
  /** The money records' database, for the readiness probe; undefined without DATABASE_URL. */
  readonly database: { ping(): Promise<void> } | undefined;
  /** Closes the connection: call it last, once nothing uses the stores, the rate limiter or the probe. */
  close(): Promise<void>;
}

// A Redis that hangs must not hold a payout's request: past this a command counts as the store being unavailable.
const commandTimeoutMs = 2_000;

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
    const money = await moneyStores(options, closers);
    const { locate, keyPrefix = '' } = options;
    return {
      ...money,
      links: redis
        ? new RedisLinkStore(redis, { locate, keyPrefix: keyPrefix + keyPrefixes.links })
        : new MemoryLinkStore({ locate }),
      redis,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

type MoneyStores = Pick<Stores, 'idempotency' | 'ledger' | 'ownership' | 'database'>;

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
