import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';
import pg from 'pg';
import type { Logger } from '../../logger.ts';

/**
 * The money records' database (DATABASE_URL): one pool per process, its schema migrated at start-up.
 *
 * Migrations are SQL files in `migrations/` at the top of the repository, run by node-pg-migrate (also
 * `npm run db:migrate`). It holds an advisory lock while it runs, so replicas starting together take turns, and
 * records each migration in `pgmigrations`: a migration runs once per database.
 */
export interface Database {
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

// src/stores/postgres/ and dist/stores/postgres/ sit at the same depth below the repository.
const migrationsDir = fileURLToPath(new URL('../../../migrations', import.meta.url));

// A database that hangs must not hold a payout's request: past these a call counts as the store being unavailable.
// The server cancels a statement itself after `statementTimeoutMs` (waiting for a lock included), so a claim the
// gateway gave up on is never committed later behind its back; the client's own timeout is the backstop for a
// server that does not answer at all.
const connectTimeoutMs = 2_000;
const statementTimeoutMs = 2_000;
const queryTimeoutMs = 3_000;

/** Opens the pool, checks the database answers and brings its schema up to date. Fails start-up otherwise. */
export async function openDatabase(url: string, logger: Logger): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    application_name: 'card-payments-gateway',
    max: 10,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    query_timeout: queryTimeoutMs,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection dropped by the server (a restart) would otherwise crash the process; the pool replaces it.
  // Debug only: the store's health (health.ts) says once that the database is gone, not once per connection.
  pool.on('error', (err) => logger.debug({ err: err.message }, 'a database connection was lost'));
  try {
    await migrate(pool, logger);
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
  const sweeper = setInterval(() => void sweep(pool, logger), sweepEveryMs).unref();
  return {
    pool,
    close: () => {
      clearInterval(sweeper);
      return pool.end();
    },
  };
}

// Expired records are never read (every read checks expires_at); deleting them only keeps the tables small.
const sweepEveryMs = 10 * 60 * 1000;
const sweepSql = ['idempotency_records', 'single_use_values', 'payout_ownership'].map(
  (table) => `DELETE FROM ${table} WHERE expires_at < $1`,
);

async function sweep(pool: pg.Pool, logger: Logger): Promise<void> {
  try {
    for (const sql of sweepSql) await pool.query(sql, [Date.now()]);
  } catch (err) {
    logger.warn({ err: err instanceof Error ? err.message : 'unknown' }, 'could not delete expired records');
  }
}

async function migrate(pool: pg.Pool, logger: Logger): Promise<void> {
  const client = await pool.connect();
  try {
    const ran = await runner({
      dbClient: client,
      dir: migrationsDir,
      direction: 'up',
      migrationsTable: 'pgmigrations',
      log: () => {},
    });
    if (ran.length > 0) logger.info({ migrations: ran.map((m) => m.name) }, 'database migrated');
  } finally {
    client.release();
  }
}
