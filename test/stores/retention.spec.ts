import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createEmptyDatabase } from '../../scripts/privatePostgres.ts';
import { pruneExpired } from '../../src/stores/postgres/prune.ts';
import {
  MerchantMoneyRequestNodesDocument,
  PayoutsByIdDocument,
  PayoutsCreateDocument,
} from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { payoutInput, testEntity } from '../support/payouts.ts';

/**
 * How long the money records last in PostgreSQL, by the gateway's clock: the test moves `Date` (the only clock the
 * gateway reads; the gateway runs in this process) and runs the pruner the gateway runs every 10 minutes, with the
 * moved clock's time. Nothing else is faked: the gateway, its sandbox and the database answer over real sockets.
 */

const day = 86_400_000;
const none = { idempotency_records: 0, single_use_values: 0, payout_ownership: 0 };
let databaseUrl: string;
let pool: pg.Pool;

beforeAll(async () => {
  databaseUrl = await createEmptyDatabase(inject('postgresUrl'));
});
const gw = setUpTestGateway({
  env: () => ({
    DATABASE_URL: databaseUrl,
    IDEMPOTENCY_FINGERPRINT_KEY: 'retention-test-fingerprint-key-0123456789',
  }),
});
beforeAll(() => {
  pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
});
afterAll(() => pool?.end());
afterEach(() => {
  vi.useRealTimers();
});

async function rowsOf(table: string): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? -1;
}

async function listed() {
  const result = await gw.run(MerchantMoneyRequestNodesDocument, { entity: testEntity, first: 5 });
  expect(result.errors).toBeUndefined();
  return result.data?.merchant?.moneyRequests?.nodes;
}

describe('money records in PostgreSQL, kept 31 days by default', () => {
  it('replays and lists a payout through its 31st day; at 32 days its record is pruned, its ownership kept', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    const input = payoutInput();
    const made = await gw.run(PayoutsCreateDocument, { input });
    const payout = made.data?.createPayout.payout;
    expect(made.data?.createPayout.replayed).toBe(false);
    await gw.clearUpstream();

    // The last millisecond of the 31 days: the pruner leaves the record, a retry replays it without a call.
    vi.setSystemTime(start + 31 * day - 1);
    expect(await pruneExpired(pool, Date.now())).toEqual(none);
    const retried = await gw.run(PayoutsCreateDocument, { input });
    expect(retried).toEqual({ status: 200, data: { createPayout: { replayed: true, payout } } });
    expect(await listed()).toEqual([
      { operation: 'PAYOUT', transactionReference: input.transactionReference, status: 'COMPLETED' },
    ]);
    expect(describeCalls(await gw.upstreamCalls())).toEqual([]);

    // A day later the pruner deletes it; the payout's owner (PAYOUT_OWNERSHIP_TTL_DAYS, 400) stays.
    vi.setSystemTime(start + 32 * day);
    expect(await pruneExpired(pool, Date.now())).toEqual({ ...none, idempotency_records: 1 });
    expect([await rowsOf('idempotency_records'), await rowsOf('payout_ownership')]).toEqual([0, 1]);
    expect(await listed()).toEqual([]);
    const byId = await gw.run(PayoutsByIdDocument, { id: payout?.id ?? '' });
    expect(byId.errors).toBeUndefined();
    expect(byId.data?.payout?.id).toBe(payout?.id);
  });
});

describe('pruneExpired', () => {
  const now = 1_800_000_000_000;

  it('deletes only expired rows, batch after batch until none is left, in every table', async () => {
    await pool.query(
      `INSERT INTO idempotency_records (key, fingerprint, state, started_at, expires_at)
       SELECT 'prune-' || i, 'f', 'completed', 0, $1::bigint + CASE WHEN i <= 25 THEN -i ELSE i END
       FROM generate_series(1, 30) AS i`,
      [now],
    );
    await pool.query(
      `INSERT INTO single_use_values (value_key, owner, expires_at)
       SELECT 'value-' || i, 'o', $1::bigint - i FROM generate_series(1, 3) AS i`,
      [now],
    );

    // 25 expired rows in batches of 10: three batches, the last one short.
    expect(await pruneExpired(pool, now, { batchSize: 10 })).toEqual({
      ...none,
      idempotency_records: 25,
      single_use_values: 3,
    });
    const { rows } = await pool.query<{ key: string }>(
      "SELECT key FROM idempotency_records WHERE key LIKE 'prune-%' ORDER BY expires_at",
    );
    expect(rows.map((row) => row.key)).toEqual(['prune-26', 'prune-27', 'prune-28', 'prune-29', 'prune-30']);
  });

  it('stops after maxBatches, leaving the rest for the next run', async () => {
    await pool.query(
      `INSERT INTO payout_ownership (location_key, entity, record, created, expires_at)
       SELECT 'location-' || i, 'E', '{}', true, $1::bigint - i FROM generate_series(1, 7) AS i`,
      [now],
    );
    expect(await pruneExpired(pool, now, { batchSize: 2, maxBatches: 2 })).toEqual({
      ...none,
      payout_ownership: 4,
    });
    expect(await pruneExpired(pool, now, { batchSize: 2 })).toEqual({ ...none, payout_ownership: 3 });
  });
});
