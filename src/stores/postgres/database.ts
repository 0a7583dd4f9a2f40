import { readdirSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Logger } from '../../logger.ts';
import { startPruning } from './prune.ts';
import { type DatabaseStep, databaseStartupError } from './startupErrors.ts';
import { connectTimeoutMs, queryTimeoutMs, statementTimeoutMs } from './timeouts.ts';

/**
 * The money records' database (DATABASE_URL): one pool per process, its schema migrated at start-up.
 *
 * Migrations are SQL files in `migrations/` at the top of the repository, run by node-pg-migrate (also
 * `gateway migrate`, as MIGRATION_DATABASE_URL's owner role when set). It holds an advisory lock while it runs, so replicas starting together take turns, and records each migration in `pgmigrations`: a
 * migration runs once per database. When every migration is already recorded, start-up runs no DDL at all, so the
 * gateway may connect as a role with DML rights only, the owner having migrated ahead of the deploy.
 */
export interface Database {
  readonly pool: pg.Pool;
  close(): Promise<void>;
}

// src/stores/postgres/ and dist/stores/postgres/ sit at the same depth below the repository.
const migrationsDir = fileURLToPath(new URL('../../../migrations', import.meta.url));

/**
 * Every statement of the gateway reads by an index (the EXPLAIN checks in docs/operations.md), and the hot ones are
 * prepared once per connection, so PostgreSQL keeps one generic plan for them. A plan made while the table was small
 * (a fresh database, its statistics not yet refreshed by autovacuum, which analyzes at most once a minute) reads it
 * by a sequential scan, and keeps doing so while the table grows: measured, a claim cost 3.4 times as much with
 * 33,000 rows as with 3,000. Disabling sequential scans for these sessions makes every plan the index plan whatever
 * the statistics say; a statement with no index path would still run, at the scan's cost.
 */
const sessionOptions = '-c enable_seqscan=off';

/** The pool's size when none is given (DATABASE_POOL_SIZE's default): see src/stores/settings.ts for why. */
const defaultPoolSize = 10;

/**
 * Opens the pool (at most `poolSize` connections), checks the database answers and brings its schema up to date.
 * Fails start-up otherwise. Prunes expired records on a timer until closed.
 */
export async function openDatabase(
  url: string,
  logger: Logger,
  poolSize: number = defaultPoolSize,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    application_name: 'card-payments-gateway',
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    query_timeout: queryTimeoutMs,
    idleTimeoutMillis: 30_000,
    options: sessionOptions,
  });
  // An idle connection dropped by the server (a restart) would otherwise crash the process; the pool replaces it.
  // Debug only: the store's health (health.ts) says once that the database is gone, not once per connection.
  pool.on('error', (err) => logger.debug({ err: err.message }, 'a database connection was lost'));
  let step: DatabaseStep = 'read migrations';
  try {
    const pending = await pendingMigrations(pool);
    step = 'migrate';
    // Nothing to apply: no DDL, no lock, so a role with DML rights only can run the gateway (docs/operations.md).
    if (pending.length > 0) await migrate(pool, logger);
  } catch (err) {
    await pool.end().catch(() => {});
    throw databaseStartupError(err, url, step) ?? err;
  }
  const stopPruning = startPruning(pool, logger);
  return {
    pool,
    close: () => {
      stopPruning();
      return pool.end();
    },
  };
}

/** A pool or one connection: what reading the migrations' state needs. */
interface Queryable {
  query<R extends pg.QueryResultRow>(text: string): Promise<pg.QueryResult<R>>;
}

/**
 * The migrations in `migrations/` not yet recorded in `pgmigrations` (node-pg-migrate's table, in `public`): all of
 * them when the table does not exist. Names as node-pg-migrate gives them (the file name without its extension).
 */
async function pendingMigrations(db: Queryable): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((file) => !file.startsWith('.'))
    .map((file) => basename(file, extname(file)));
  const found = await db.query<{ table: string | null }>(
    "SELECT to_regclass('public.pgmigrations')::text AS table",
  );
  if (!found.rows[0]?.table) return files;
  const applied = await db.query<{ name: string }>('SELECT name FROM public.pgmigrations');
  const names = new Set(applied.rows.map((row) => row.name));
  return files.filter((file) => !names.has(file));
}

async function migrate(pool: pg.Pool, logger: Logger): Promise<void> {
  const client = await pool.connect();
  try {
    const ran = await runMigrations(client);
    if (ran.length > 0) logger.info({ migrations: ran }, 'database migrated');
  } finally {
    client.release();
  }
}

/** Applies the migrations not yet applied, under node-pg-migrate's advisory lock; the names of those it ran. */
async function runMigrations(client: pg.ClientBase): Promise<string[]> {
  // Loaded only when something is to be applied: node-pg-migrate and what it pulls in (glob, jiti) hold about 10 MB
  // resident for the life of the process, and a gateway started on a migrated schema never needs it.
  const { runner } = await import('node-pg-migrate');
  const ran = await runner({
    dbClient: client,
    dir: migrationsDir,
    direction: 'up',
    migrationsTable: 'pgmigrations',
    // Replicas starting together on a new schema take turns: the later ones wait for the lock (up to the
    // statement timeout), then find nothing left to run. node-pg-migrate's default would fail their start.
    advisoryLockMode: 'wait',
    log: () => {},
  });
  return ran.map((migration) => migration.name);
}

/** One connection to `url`, closed after `work`, with the pool's connect deadline. */
async function withConnection<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: url,
    application_name: 'card-payments-gateway',
    connectionTimeoutMillis: connectTimeoutMs,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** `gateway migrate`: the schema brought up to date ahead of a deploy (a migration Job); the names of those run. */
export function migrateDatabase(url: string): Promise<string[]> {
  return withConnection(url, runMigrations);
}

/** What `gateway --check` reads of the schema: read-only, as start-up reads it before it migrates anything. */
export interface MigrationState {
  /** The role the URL logged in as. */
  readonly role: string;
  readonly pending: readonly string[];
  /** With migrations pending, why this role could not apply them; undefined when it could (or none is pending). */
  readonly cannotApply: string | undefined;
}

/**
 * The migrations pending at `url` and whether its role could apply them. A migration creates tables in `public`
 * (CREATE on the schema) and alters the ones that exist (ownership, or membership in the owner's role): the rights
 * of the owner in docs/operations.md "Least privilege". A superuser has both.
 */
export function readMigrationState(url: string): Promise<MigrationState> {
  return withConnection(url, async (client) => {
    const pending = await pendingMigrations(client);
    const { rows } = await client.query<{ role: string; create: boolean; others: string[] }>(
      `SELECT current_user::text AS role, has_schema_privilege('public', 'CREATE') AS create,
              coalesce(array_agg(c.relname::text ORDER BY c.relname)
                FILTER (WHERE NOT pg_has_role(c.relowner, 'USAGE')), '{}') AS others
         FROM pg_namespace n LEFT JOIN pg_class c ON c.relnamespace = n.oid AND c.relkind IN ('r', 'p')
        WHERE n.nspname = 'public'`,
    );
    const rights = rows[0] ?? { role: '', create: false, others: [] };
    let cannotApply: string | undefined;
    if (pending.length > 0 && !rights.create) cannotApply = 'no CREATE on schema public';
    else if (pending.length > 0 && rights.others.length > 0) {
      cannotApply = `tables owned by another role: ${rights.others.join(', ')}`;
    }
    return { role: rights.role, pending, cannotApply };
  });
}
