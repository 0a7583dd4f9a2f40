import { ConfigError } from '../config.ts';
import { withSecretFiles } from '../settings/secretFiles.ts';
import { storesGroup } from '../stores/settings.ts';
import { databaseProblem, where } from './database.ts';

/**
 * `migrate`: applies migrations/ to DATABASE_URL under node-pg-migrate's advisory lock (the gateway does the same
 * at start; a deploy that runs it first, as the Kubernetes Job does, starts its replicas on an up-to-date schema).
 */
export async function migrate(env: Record<string, string | undefined>): Promise<number> {
  let url: string;
  try {
    url = loadDatabaseUrl(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return 1;
  }
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
    console.error(`could not migrate the database at ${where(url)}: ${databaseProblem(err)}`);
    return 1;
  }
}

/**
 * DATABASE_URL (or DATABASE_URL_FILE) alone, for `migrate`: a migration Job needs the database's credentials, not
 * the callers' or the provider's. Throws ConfigError when it is missing or not a PostgreSQL URL.
 */
function loadDatabaseUrl(env: Record<string, string | undefined>): string {
  const files = withSecretFiles(env, ['DATABASE_URL']);
  if (files.problems.length > 0) throw new ConfigError(files.problems);
  const parsed = storesGroup.env.DATABASE_URL.safeParse(files.env.DATABASE_URL);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => `DATABASE_URL: ${i.message}`));
  if (!parsed.data) throw new ConfigError(['DATABASE_URL (or DATABASE_URL_FILE) is required to migrate']);
  return parsed.data;
}
