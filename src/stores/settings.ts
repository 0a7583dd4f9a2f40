import { z } from 'zod';
import { booleanFlag, describe, type SettingsGroup } from '../settings/setting.ts';

/** Where the money records and what may be lost are kept. */
export const storesGroup = {
  title: 'Money records and stores',
  summary:
    'PostgreSQL keeps what must never be lost (the records that make a payout or sale happen once); Redis what may be lost without harm. Without either, everything is in memory: one process, development only.',
  env: {
    DATABASE_URL: describe(z.url({ protocol: /^postgres(ql)?$/ }).optional(), {
      secret: true,
      description:
        'PostgreSQL (`postgres://…`) for the money records: idempotency records, single-use 3DS values, payout ownership. Durable and shared by replicas; the schema is migrated at start (or `npm run db:migrate`). Unset: in Redis with `REDIS_URL`, else in memory.',
      production: 'Required: the gateway refuses to start without it.',
    }),
    REDIS_URL: describe(z.url({ protocol: /^rediss?$/ }).optional(), {
      secret: true,
      description:
        'Redis for what may be lost without harm, shared by replicas: rate-limit budgets, the live-status relay, remembered 3DS verify links (and the money records when `DATABASE_URL` is unset). Unset: in memory (one process).',
    }),
    REDIS_CLUSTER: describe(booleanFlag.default(false), {
      description:
        "`true`: `REDIS_URL` is one node of a Redis Cluster (a managed cluster-mode Redis's configuration endpoint, or any node; its credentials and `rediss://` apply to every node).",
    }),
    IDEMPOTENCY_FINGERPRINT_KEY: describe(z.string().min(32).optional(), {
      secret: true,
      description:
        'Secret (32+ characters) of the keyed input fingerprints; required with `DATABASE_URL` or `REDIS_URL`, the same on every replica and across restarts.',
      shownDefault: 'random per process',
    }),
    IDEMPOTENCY_TTL_MS: describe(
      z.coerce
        .number()
        .int()
        .min(1_000)
        .max(7 * 86_400_000)
        .default(86_400_000),
      {
        description:
          "How long a payout's or sale's idempotency record (and a claimed 3DS `authenticationValue`) is kept: a retry within it replays; also how long sales stay paused after a Redis or memory store lost records.",
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
          'Bound of the in-memory idempotency store (neither `DATABASE_URL` nor `REDIS_URL`); least recently used records go first, and an early eviction counts as a loss.',
      },
    ),
    PAYOUT_SETTLE_WINDOW_MS: describe(z.coerce.number().int().min(0).max(600_000).default(30_000), {
      description:
        'Added to a payout POST\'s whole deadline (the three `UPSTREAM_*_TIMEOUT_MS`): only after both may the provider\'s "no such payout" prove that a lost POST was never carried out (it may still be queued at the provider).',
    }),
    PAYOUT_OWNERSHIP_TTL_DAYS: describe(z.coerce.number().int().min(1).max(3_650).default(400), {
      description:
        'How long the entity (and method, reference, amount, masked card) of each payout the gateway created is kept, so that `payout(id)` and `node` can be authorized and every path answers the same payout.',
    }),
  },
} satisfies SettingsGroup;
