import { withoutEmptySettings } from '../config.ts';
import { withSecretFiles } from '../settings/secretFiles.ts';
import type { DatabaseSetting } from '../stores/postgres/startupErrors.ts';
import { storesGroup } from '../stores/settings.ts';
import { databaseLine, where } from './database.ts';

/**
 * `migrate`: applies migrations/ under node-pg-migrate's advisory lock, as MIGRATION_DATABASE_URL's role (the
 * tables' owner) when it is set, else as DATABASE_URL's (the gateway does the same at start when its role may). A
 * deploy runs it first, as the Kubernetes Job does, so its replicas start on an up-to-date schema with a role that
 * needs DML rights only. Every failure is one line naming the setting and the fix (docs/operations.md "Least
 * privilege").
 */
export async function migrate(env: Record<string, string | undefined>): Promise<number> {
  const source = migrationUrl(withoutEmptySettings(env));
  if ('problem' in source) {
    console.error(source.problem);
    return 1;
  }
  const { url, setting } = source;
  const { migrateDatabase } = await import('../stores/postgres/database.ts');
  try {
    const ran = await migrateDatabase(url);
    console.log(
      ran.length > 0
        ? `database at ${where(url)} migrated: ${ran.join(', ')}`
        : `database at ${where(url)} already up to date`,
    );
    return 0;
  } catch (err) {
    console.error(databaseLine(err, url, 'migrate', setting));
    return 1;
  }
}

/**
 * The URL `migrate` connects with and the setting it came from: MIGRATION_DATABASE_URL (or its `_FILE`) when set,
 * else DATABASE_URL (or its `_FILE`). Only that one is read: a migration Job needs the owner's credentials, not the
 * callers', the provider's or the gateway's own role's. A missing or malformed one is one line.
 */
function migrationUrl(
  env: Record<string, string | undefined>,
): { url: string; setting: DatabaseSetting } | { problem: string } {
  const setting: DatabaseSetting =
    env.MIGRATION_DATABASE_URL !== undefined || env.MIGRATION_DATABASE_URL_FILE !== undefined
      ? 'MIGRATION_DATABASE_URL'
      : 'DATABASE_URL';
  const files = withSecretFiles(env, [setting]);
  const [unreadable] = files.problems;
  if (unreadable) return { problem: unreadable };
  const value = files.env[setting];
  if (value === undefined) {
    return {
      problem:
        'MIGRATION_DATABASE_URL is not set (nor DATABASE_URL): gateway migrate needs the URL of the role that owns ' +
        'the tables, as MIGRATION_DATABASE_URL or MIGRATION_DATABASE_URL_FILE (docs/operations.md "Least privilege")',
    };
  }
  const parsed = storesGroup.env[setting].safeParse(value);
  if (!parsed.success || !parsed.data) {
    return {
      problem: `${setting}: not a PostgreSQL URL (postgres://<role>:<password>@<host>:<port>/<database>)`,
    };
  }
  return { url: parsed.data, setting };
}
