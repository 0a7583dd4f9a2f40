import { StartupError } from '../../settings/startupError.ts';

/** Where start-up met the database: reading what is applied, or applying migrations. */
export type DatabaseStep = 'read migrations' | 'migrate';

/**
 * The setting a database URL came from: the gateway's own role (DATABASE_URL), or the tables' owner that only
 * `gateway migrate` uses (MIGRATION_DATABASE_URL). A line names the one the operator must change.
 */
export type DatabaseSetting = 'DATABASE_URL' | 'MIGRATION_DATABASE_URL';

/**
 * What an operator does when a role may not change the schema: the gateway's own role leaves it to the owner,
 * through `gateway migrate` (the package's command; `npm run db:migrate` exists only in a checkout); the owner's
 * URL must name a role that owns the database and its tables.
 */
const applyAsOwner =
  'Apply the migrations as their owner first (MIGRATION_DATABASE_URL=<owner URL> ./gateway migrate, or ' +
  'MIGRATION_DATABASE_URL_FILE), then start the gateway with this role (docs/operations.md "Least privilege").';
const ownerMustOwn =
  'Set MIGRATION_DATABASE_URL to the role that owns the database and its tables (docs/operations.md "Least privilege").';

/** The role and server a DATABASE_URL names (never its password), for messages. */
function target(url: string): { role: string; server: string; database: string } {
  try {
    const parsed = new URL(url);
    return {
      role: decodeURIComponent(parsed.username) || process.env.PGUSER || 'the default role',
      server: parsed.host || 'the default host',
      database: decodeURIComponent(parsed.pathname.slice(1)) || 'the default database',
    };
  } catch {
    return { role: 'its role', server: 'its server', database: 'its database' };
  }
}

const codeOf = (err: unknown): string =>
  err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : '';

/**
 * The one-line start-up error for a database failure a setting or a deployment step fixes (a wrong password, a role
 * without rights, a server that is not there), or undefined for anything else (a bug: it keeps its stack). Never
 * quotes the URL, which holds the password.
 */
export function databaseStartupError(
  err: unknown,
  url: string,
  step: DatabaseStep,
  setting: DatabaseSetting = 'DATABASE_URL',
): StartupError | undefined {
  const { role, server, database } = target(url);
  const code = codeOf(err);
  const message = err instanceof Error ? err.message : '';
  const say = (text: string) => new StartupError(setting, `${setting}: ${text}`);
  if (code === '28P01') {
    return say(`PostgreSQL refused the password of role "${role}". Correct the password in ${setting}.`);
  }
  if (code === '28000' || code === '3D000') {
    // The server's own words: `role "x" does not exist`, `no pg_hba.conf entry for host …`, `database "x" does not exist`.
    return say(`PostgreSQL at ${server} refused the connection (${message}). Correct ${setting}.`);
  }
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return say(
      `cannot connect to PostgreSQL at ${server} (${code}). Start it, or correct the host and port in ${setting}.`,
    );
  }
  if (/timeout/i.test(message) && step === 'read migrations') {
    return say(
      `PostgreSQL at ${server} did not answer in time. Check the server and the host in ${setting}.`,
    );
  }
  // node-pg-migrate wraps some failures in an Error whose message holds the original's stack: read the reason only.
  const denied = /permission denied for [^\n]*/.exec(message)?.[0];
  if (code === '42501' || denied) {
    const reason = denied ?? 'permission denied';
    if (step === 'read migrations') {
      return say(
        `role "${role}" cannot read which migrations are applied (${reason}). ` +
          'Grant it SELECT on pgmigrations (docs/operations.md "Least privilege").',
      );
    }
    const fix = setting === 'DATABASE_URL' ? applyAsOwner : ownerMustOwn;
    return say(
      `role "${role}" may not create the money records' tables in "${database}" (${reason}). ${fix}`,
    );
  }
  return undefined;
}
