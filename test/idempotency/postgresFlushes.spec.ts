import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmptyDatabase,
  type PrivatePostgres,
  startPrivatePostgres,
} from '../../scripts/privatePostgres.ts';
import { createLogger } from '../../src/logger.ts';
import { PostgresIdempotencyStore } from '../../src/stores/idempotency/postgresStore.ts';
import { PostgresOwnershipStore } from '../../src/stores/ownership/postgresStore.ts';
import { openDatabase } from '../../src/stores/postgres/database.ts';

/**
 * What a payout and a sale cost the database (issue 22): statements (each its own transaction) and disk flushes,
 * read from PostgreSQL's own counters on a server of this file's own that flushes as production does (fsync on).
 */

const fingerprintKey = 'flush-test-fingerprint-key-0123456789abcdef';
const requests = 20;
let server: PrivatePostgres;
let url: string;

beforeAll(async () => {
  server = await startPrivatePostgres({ fsync: true });
  url = await createEmptyDatabase(server.url);
  const database = await openDatabase(url, createLogger('silent'));
  await database.close();
  // Autovacuum's own transactions in the database would count as statements.
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query('ALTER SYSTEM SET autovacuum = off');
  await admin.query('SELECT pg_reload_conf()');
  await admin.end();
});
afterAll(() => server.stop());

/** Commits in the test database and WAL flushes of the server, as its statistics hold them. */
async function counters(): Promise<{ commits: number; flushes: number }> {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  try {
    const name = new URL(url).pathname.slice(1);
    // A backend hands its statistics over when it exits: wait until the measured pool's have.
    for (;;) {
      const { rows } = await admin.query('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [
        name,
      ]);
      if (Number(rows[0].n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query('SELECT pg_stat_clear_snapshot()');
    const commits = await admin.query('SELECT xact_commit FROM pg_stat_database WHERE datname = $1', [name]);
    const wal = await admin.query('SELECT wal_sync FROM pg_stat_wal');
    return { commits: Number(commits.rows[0].xact_commit), flushes: Number(wal.rows[0].wal_sync) };
  } finally {
    await admin.end();
  }
}

/** Runs `work` on a store of its own pool (one connection) and returns what it cost. */
async function cost(work: (store: PostgresIdempotencyStore) => Promise<void>) {
  const before = await counters();
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const ownership = new PostgresOwnershipStore(pool, { ttlMs: 60_000 });
  await work(new PostgresIdempotencyStore(pool, { fingerprintKey, ownership }));
  await pool.end();
  const after = await counters();
  // A backend's start reads the catalogue in a transaction of its own: the one connection's.
  return { statements: after.commits - before.commits - 1, flushes: after.flushes - before.flushes };
}

describe('what a money-moving request costs the database', () => {
  it('a payout: two statements, the claim flushed and the answer not', async () => {
    const { statements, flushes } = await cost(async (store) => {
      for (let i = 0; i < requests; i++) {
        const key = `payout-${i}`;
        expect(await store.begin(key, 'f1')).toEqual({ status: 'started' });
        const ownership = { entity: 'PAY7X2', method: 'basicDisbursement', transactionReference: key };
        await store.complete(
          key,
          'f1',
          { location: `/payouts/${key}` },
          { location: `/payouts/${key}`, ownership },
          {
            recoverable: true,
          },
        );
      }
    });
    expect(statements).toBe(2 * requests);
    // One flush per claim; the WAL writer flushes the answers in the background, a few times in all.
    expect(flushes).toBeGreaterThanOrEqual(requests);
    expect(flushes).toBeLessThan(requests + requests / 2);
  });

  it('a sale: two statements, both flushed (its answer cannot be had from the provider again)', async () => {
    const { statements, flushes } = await cost(async (store) => {
      for (let i = 0; i < requests; i++) {
        const key = `sale-${i}`;
        expect(await store.begin(key, 'f1')).toEqual({ status: 'started' });
        await store.complete(key, 'f1', { outcome: 'authorized' });
      }
    });
    expect(statements).toBe(2 * requests);
    expect(flushes).toBeGreaterThanOrEqual(2 * requests);
  });
});
