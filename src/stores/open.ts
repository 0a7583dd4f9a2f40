import type { Logger } from '../logger.ts';
import { createStores, type Stores } from './create.ts';
import type { StoreHealthObserver } from './health.ts';
import type { Locate } from './links/store.ts';

/** The stores' settings (DATABASE_*, REDIS_*, IDEMPOTENCY_*, PAYOUT_*), as config.ts reads them. */
export interface StoreSettings {
  readonly databaseUrl: string | undefined;
  readonly databasePoolSize: number;
  readonly redisUrl: string | undefined;
  readonly redisCluster: boolean;
  readonly fingerprintKey: string | undefined;
  readonly idempotency: {
    readonly ttlMs: number;
    readonly memoryMaxBytes: number;
    readonly payoutSettleWindowMs: number;
    /** PAYOUT_SETTLE_EVERY_MS: the settle pass's period (0: off); the composition root starts it. */
    readonly payoutSettleEveryMs: number;
  };
  readonly ownershipTtlMs: number;
  readonly binCacheTtlMs: number;
}

/** What the stores take from the upstream client: its longest call, and how it reads a provider link. */
interface Provider {
  readonly deadlineMs: number;
  locationOf: Locate;
}

/** The money records (PostgreSQL, else memory, which loses them: said once at start-up). */
export async function openStores(
  settings: StoreSettings,
  provider: Provider,
  logger: Logger,
  healthObserver?: StoreHealthObserver,
): Promise<Stores> {
  const { idempotency } = settings;
  const stores = await createStores({
    databaseUrl: settings.databaseUrl,
    databasePoolSize: settings.databasePoolSize,
    redisUrl: settings.redisUrl,
    redisCluster: settings.redisCluster,
    fingerprintKey: settings.fingerprintKey,
    idempotency: {
      ttlMs: idempotency.ttlMs,
      memoryMaxBytes: idempotency.memoryMaxBytes,
      // A POST can be in flight for its whole deadline, then settle.
      settleMs: provider.deadlineMs + idempotency.payoutSettleWindowMs,
      // An attempt sends one POST and asks the provider once at most, each within the deadline.
      attemptMs: 2 * provider.deadlineMs,
    },
    ownershipTtlMs: settings.ownershipTtlMs,
    binCacheTtlMs: settings.binCacheTtlMs,
    locate: (href) => provider.locationOf(href),
    logger,
    healthObserver,
  });
  if (!settings.databaseUrl) {
    logger.warn(
      'money records (idempotency, payout ownership) are kept in memory, which loses them at exit: ' +
        'set DATABASE_URL (PostgreSQL) to make them durable; production requires it',
    );
  }
  return stores;
}
