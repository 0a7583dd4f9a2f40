import { z } from 'zod';
import { booleanFlag, describe, featureSettings, type SettingsGroup } from '../settings/setting.ts';

/** Where the money records and what may be lost are kept. */
export const storesGroup = {
  title: 'Money records and stores',
  summary:
    'PostgreSQL keeps what must never be lost (the records that make a payout or sale happen once); Redis what may be lost without harm. Without a database the money records are in memory: one process, development and unit tests only.',
  env: {
    DATABASE_URL: describe(z.url({ protocol: /^postgres(ql)?$/ }).optional(), {
      secret: true,
      description:
        'PostgreSQL (`postgres://…`) for the money records: idempotency records, single-use 3DS values, payout ownership. Durable and shared by replicas; the schema is migrated by `gateway migrate` (with `MIGRATION_DATABASE_URL` when set) or at start when this role may, expired records are deleted in small batches every 10 minutes. Unset: in memory (one process, lost at exit; development only), whether or not `REDIS_URL` is set.',
      production: 'Required: the gateway refuses to start without it.',
    }),
    MIGRATION_DATABASE_URL: describe(z.url({ protocol: /^postgres(ql)?$/ }).optional(), {
      secret: true,
      description:
        'The same database as `DATABASE_URL`, as the role that owns its tables: read by `gateway migrate` only (and checked by `gateway --check`), never by the serving gateway, so the gateway\'s own role needs DML rights only (docs/operations.md "Least privilege"). Unset: `gateway migrate` uses `DATABASE_URL`.',
    }),
    DATABASE_POOL_SIZE: describe(z.coerce.number().int().min(1).max(100).default(10), {
      description:
        "Most connections each process opens to `DATABASE_URL`. A request holds one only for one statement at a time (the claim, then the answer: about a millisecond each), never while the provider answers, so 10 serve the benchmark's 32 requests in flight per process without waiting; and 10 per process leave room on PostgreSQL's default 100 connections for `WORKERS` × replicas up to 9 (and an administrator's session).",
    }),
    REDIS_URL: describe(z.url({ protocol: /^rediss?$/ }).optional(), {
      secret: true,
      description:
        'Redis for what may be lost without harm, shared by replicas: rate-limit budgets, the live-status relay, remembered 3DS verify links, the card BIN cache. Never the money records (those are in PostgreSQL, or in memory without `DATABASE_URL`). Unset: in memory (one process).',
    }),
    REDIS_CLUSTER: describe(booleanFlag.default(false), {
      description:
        "`true`: `REDIS_URL` is one node of a Redis Cluster (a managed cluster-mode Redis's configuration endpoint, or any node; its credentials and `rediss://` apply to every node).",
    }),
    IDEMPOTENCY_FINGERPRINT_KEY: describe(z.string().min(32).optional(), {
      secret: true,
      description:
        'Secret (32+ characters) of the keyed input fingerprints; required with `DATABASE_URL`, the same on every replica and across restarts.',
      shownDefault: 'random per process',
    }),
    IDEMPOTENCY_TTL_MS: describe(
      z.coerce
        .number()
        .int()
        .min(1_000)
        .max(400 * 86_400_000)
        .default(31 * 86_400_000),
      {
        description:
          "How long a payout's or sale's idempotency record (and a claimed 3DS `authenticationValue`) is kept, 31 days by default (2678400000): a retry within it replays, and `Merchant.moneyRequests` lists the requests of that long. Payment providers keep idempotency keys as long or longer (Adyen at least 31 days, Braintree 30). Also how long sales stay paused after the memory store (no `DATABASE_URL`) evicted a live record.",
        shownDefault: '2678400000 (31 days)',
      },
    ),
    IDEMPOTENCY_MEMORY_MAX_BYTES: describe(
      z.coerce
        .number()
        .int()
        .min(65_536)
        .default(32 * 1024 * 1024),
      {
        description:
          'Bound of the in-memory idempotency store (no `DATABASE_URL`); least recently used records go first, and an early eviction counts as a loss.',
      },
    ),
    PAYOUT_SETTLE_WINDOW_MS: describe(z.coerce.number().int().min(0).max(600_000).default(30_000), {
      description:
        'Added to a payout POST\'s whole deadline (the three `UPSTREAM_*_TIMEOUT_MS`): only after both may the provider\'s "no such payout" prove that a lost POST was never carried out (it may still be queued at the provider).',
    }),
    PAYOUT_SETTLE_EVERY_MS: describe(z.coerce.number().int().min(0).max(3_600_000).default(10_000), {
      description:
        'How often each process settles the payouts whose answer was lost and whose caller did not retry: found at the provider by reference, the answer is stored (a retry replays it, `moneyRequests` shows it completed); absent once the POST can no longer be in flight, the reference is freed. A record is left alone this long after its last write (a retry may be settling it). `0`: never (a retry still settles its own). Sales stay `OUTCOME_UNKNOWN`: the provider offers no way to ask for one.',
    }),
    CARD_BIN_CACHE_TTL_SECONDS: describe(
      z.coerce
        .number()
        .int()
        .min(0)
        .max(90 * 86_400)
        .default(7 * 86_400),
      {
        description:
          "How long the BIN data of a card lookup (issuer, funding type, country, currency, category, brands: the BIN's, never the card's) is kept, under the BIN (6 or 8 digits, never a card number), for `cardBin(input: { by: { prefix } })` to answer card forms without asking the provider; in Redis with `REDIS_URL` (shared by replicas), else in this process's memory (4 MiB, least recently used first). 7 days by default (604800): issuers re-assign BINs rarely, and the schemes publish BIN table changes monthly, so a week's staleness is a small risk for a form's hint while most BINs a shop sees stay known. Every lookup by card number or token refreshes it. `0`: nothing is kept (a prefix lookup answers the scheme only).",
        shownDefault: '604800 (7 days)',
      },
    ),
    PAYOUT_OWNERSHIP_TTL_DAYS: describe(z.coerce.number().int().min(1).max(3_650).default(400), {
      description:
        'How long the entity (and method, reference, amount, masked card) of each payout the gateway created is kept, so that `payout(id)` and `node` can be authorized and every path answers the same payout.',
    }),
  },
} satisfies SettingsGroup;

/** The stores' settings; a database without a fingerprint key, production without one, a cluster without a node are problems. */
export const storeSettings = featureSettings(storesGroup, (e, core, problems) => {
  if (e.DATABASE_URL && !e.IDEMPOTENCY_FINGERPRINT_KEY) {
    problems.push('IDEMPOTENCY_FINGERPRINT_KEY (32+ characters) is required when DATABASE_URL is set');
  }
  if (e.MIGRATION_DATABASE_URL && !e.DATABASE_URL) {
    // The gateway would keep the money records in memory while the operator believes they are in that database.
    problems.push(
      "MIGRATION_DATABASE_URL is the owner's URL for gateway migrate only: set DATABASE_URL (the gateway's own role) too",
    );
  }
  if (core.nodeEnv === 'production' && !e.DATABASE_URL) {
    problems.push(
      'DATABASE_URL is required in production: payout and sale records must survive every restart (PostgreSQL)',
    );
  }
  if (e.REDIS_CLUSTER && !e.REDIS_URL)
    problems.push('REDIS_CLUSTER=true needs REDIS_URL (a node of the cluster)');
  return {
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    redisCluster: e.REDIS_CLUSTER,
    fingerprintKey: e.IDEMPOTENCY_FINGERPRINT_KEY,
    idempotency: {
      ttlMs: e.IDEMPOTENCY_TTL_MS,
      memoryMaxBytes: e.IDEMPOTENCY_MEMORY_MAX_BYTES,
      payoutSettleWindowMs: e.PAYOUT_SETTLE_WINDOW_MS,
      payoutSettleEveryMs: e.PAYOUT_SETTLE_EVERY_MS,
    },
    ownershipTtlMs: e.PAYOUT_OWNERSHIP_TTL_DAYS * 86_400_000,
    binCacheTtlMs: e.CARD_BIN_CACHE_TTL_SECONDS * 1_000,
  };
});
