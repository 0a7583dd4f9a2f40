import type { Config } from '../config.ts';
import type { MigrationState } from '../stores/postgres/database.ts';
import type { DatabaseSetting } from '../stores/postgres/startupErrors.ts';
import { databaseLine, where } from './database.ts';

/** What `--check` says of the database: the end of its one line when all is well, or one line per problem. */
interface DatabaseCheck {
  readonly summary: string;
  readonly problems: string[];
}

const leastPrivilege = 'docs/operations.md "Least privilege"';

/**
 * The database as start-up meets it, read-only: DATABASE_URL answers and may read which migrations are applied;
 * migrations pending are fine when someone can apply them, the recipe's `gateway migrate` as MIGRATION_DATABASE_URL's
 * role when it is set (which must then answer too), else the gateway's own role (at start, or `gateway migrate`).
 * Pending with no role able to apply them is a problem: the gateway would stop at start.
 */
export async function checkDatabase(stores: Config['stores']): Promise<DatabaseCheck> {
  const url = stores.databaseUrl;
  if (!url)
    return {
      summary: ' (no DATABASE_URL: money records in memory, one process, development only)',
      problems: [],
    };
  const { readMigrationState } = await import('../stores/postgres/database.ts');
  const read = (from: string, setting: DatabaseSetting) =>
    readMigrationState(from).then(
      (state): MigrationState | string => state,
      (err: unknown) => databaseLine(err, from, 'read migrations', setting),
    );
  const own = await read(url, 'DATABASE_URL');
  const owner = stores.migrationDatabaseUrl
    ? await read(stores.migrationDatabaseUrl, 'MIGRATION_DATABASE_URL')
    : undefined;
  const problems = [own, owner].filter((line): line is string => typeof line === 'string');
  if (typeof own === 'string' || typeof owner === 'string') return { summary: '', problems };
  const at = `; database at ${where(url)} reachable`;
  if (own.pending.length === 0) return { summary: `${at}, every migration applied`, problems: [] };
  const count = `${own.pending.length} migration${own.pending.length === 1 ? '' : 's'} pending`;
  if (owner) {
    if (owner.cannotApply) {
      return {
        summary: '',
        problems: [
          `MIGRATION_DATABASE_URL: ${count} and role "${owner.role}" may not apply them (${owner.cannotApply}). ` +
            `Set MIGRATION_DATABASE_URL to the role that owns the database and its tables (${leastPrivilege}).`,
        ],
      };
    }
    return {
      summary: `${at}, ${count}: gateway migrate applies them as "${owner.role}" (MIGRATION_DATABASE_URL)`,
      problems: [],
    };
  }
  if (own.cannotApply) {
    return {
      summary: '',
      problems: [
        `DATABASE_URL: ${count} and role "${own.role}" may not apply them (${own.cannotApply}). Set ` +
          'MIGRATION_DATABASE_URL (or MIGRATION_DATABASE_URL_FILE) to the URL of the role that owns the tables and ' +
          `run ./gateway migrate before the gateway (${leastPrivilege}).`,
      ],
    };
  }
  return {
    summary: `${at}, ${count}: gateway migrate (or the gateway at start) applies them as "${own.role}" (DATABASE_URL)`,
    problems: [],
  };
}
