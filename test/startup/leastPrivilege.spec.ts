import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PrivatePostgres, startPrivatePostgres } from '../../scripts/privatePostgres.ts';
import { PayoutsCreateDocument } from '../generated/graphql.ts';
import { describeCalls, startTestGateway } from '../support/gateway.ts';
import { migrationNames } from '../support/migrations.ts';
import { payoutInput, reference } from '../support/payouts.ts';
import { runGateway } from './gatewayProcess.ts';
import { exampleSettings, recipeCommands, runRecipeCommand } from './recipe.ts';

// Each test starts a gateway process (tsx compiles it first): far slower than a request.
/**
 * docs/operations.md "Least privilege", run as written on a PostgreSQL of this file's own that asks for passwords:
 * its SQL creates the roles, then the production recipe's line runs in its order under `.env.production.example`
 * (the owner migrates, the gateway serves as a role with DML rights only). And the one line each database failure
 * of start-up, `--check` and `migrate` prints.
 */

/** The SQL blocks of the docs' "Least privilege" section, in order: on the server, then in the new database. */
function leastPrivilegeSql(): string[] {
  const docs = readFileSync('docs/operations.md', 'utf8');
  const section = docs.slice(docs.indexOf('### Least privilege'));
  const body = section.slice(0, section.indexOf('\n### ', 1));
  return [...body.matchAll(/```sql\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
}

let postgres: PrivatePostgres;
/** The server at `user`:`password`, database `payments`. */
let urlAs: (user: string, password: string) => string;
/** `.env.production.example` on this machine (below). */
let recipeEnv: Record<string, string>;
const folder = mkdtempSync(join(tmpdir(), 'gateway-recipe-'));

async function runSql(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One statement at a time: several in one query run in a transaction, which CREATE DATABASE refuses.
    const statements = sql.replace(/--.*$/gm, '').split(/;\s*$/m);
    for (const statement of statements) if (statement.trim() !== '') await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  postgres = await startPrivatePostgres({ superuserPassword: 'superuser-secret' });
  urlAs = (user, password) => `postgres://${user}:${password}@127.0.0.1:${postgres.port}/payments`;
  const [onServer, inDatabase] = leastPrivilegeSql();
  expect([onServer, inDatabase].every((sql) => sql !== undefined && sql.length > 0)).toBe(true);
  await runSql(postgres.url, onServer ?? '');
  await runSql(urlAs('postgres', 'superuser-secret'), inDatabase ?? '');
  // The example's settings as written, roles and passwords included, but what must differ on a test machine: the
  // database's host and port, the test run's Redis, loopback and free ports, and a manifest that exists (an empty
  // one). The provider's URL stays: starting and answering /readyz never call it.
  const manifest = join(folder, 'persisted-documents.json');
  writeFileSync(manifest, '{}\n');
  const example = exampleSettings();
  const here = (url: string | undefined) =>
    (url ?? '').replace('db.internal:5432', `127.0.0.1:${postgres.port}`);
  recipeEnv = {
    ...example,
    DATABASE_URL: here(example.DATABASE_URL),
    MIGRATION_DATABASE_URL: here(example.MIGRATION_DATABASE_URL),
    REDIS_URL: inject('redisUrl'),
    HOST: '127.0.0.1',
    PORT: '0',
    METRICS_PORT: '0',
    TRUSTED_DOCUMENTS_MANIFEST: manifest,
  };
});
afterAll(async () => {
  await postgres?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const at = () => `127.0.0.1:${postgres.port}/payments`;
/** The recipe's environment less `names`: what an operator who skipped a setting runs with. */
function recipeEnvWithout(...names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(recipeEnv).filter(([name]) => !names.includes(name)));
}

const fingerprint = { IDEMPOTENCY_FINGERPRINT_KEY: 'least-privilege-fingerprint-key-0123456789' };

/** What start-up and `migrate` say when the gateway's own role is asked to create the tables. */
const dmlRoleMayNotMigrate =
  'DATABASE_URL: role "payments_gateway" may not create the money records\' tables in "payments" ' +
  '(permission denied for schema public). Apply the migrations as their owner first ' +
  '(MIGRATION_DATABASE_URL=<owner URL> ./gateway migrate, or MIGRATION_DATABASE_URL_FILE), then start the ' +
  'gateway with this role (docs/operations.md "Least privilege").';

describe('the gateway as a role with DML rights only, before the owner migrated', () => {
  it('cannot migrate, and says so in one line naming DATABASE_URL and the fix', async () => {
    const { code, stderr } = await runGateway({
      DATABASE_URL: urlAs('payments_gateway', 'change-me-gateway'),
      ...fingerprint,
    });
    expect({ code, stderr }).toEqual({ code: 1, stderr: `${dmlRoleMayNotMigrate}\n` });
  }, 120_000);

  it('fails --check with one line when no MIGRATION_DATABASE_URL may apply the pending migrations', async () => {
    expect(await runRecipeCommand(['--check'], recipeEnvWithout('MIGRATION_DATABASE_URL'))).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `DATABASE_URL: ${migrationNames.length} migrations pending and role "payments_gateway" may not apply them ` +
        '(no CREATE on schema public). Set MIGRATION_DATABASE_URL (or MIGRATION_DATABASE_URL_FILE) to the URL of ' +
        'the role that owns the tables and run ./gateway migrate before the gateway (docs/operations.md "Least ' +
        'privilege").\n',
    });
  }, 120_000);

  it('fails migrate with the same one line, no stack trace', async () => {
    expect(await runRecipeCommand(['migrate'], recipeEnvWithout('MIGRATION_DATABASE_URL'))).toEqual({
      code: 1,
      stdout: '',
      stderr: `${dmlRoleMayNotMigrate}\n`,
    });
  }, 120_000);

  it('fails --check naming MIGRATION_DATABASE_URL when it names a role that may not migrate either', async () => {
    const env = { ...recipeEnv, MIGRATION_DATABASE_URL: recipeEnv.DATABASE_URL ?? '' };
    expect(await runRecipeCommand(['--check'], env)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `MIGRATION_DATABASE_URL: ${migrationNames.length} migrations pending and role "payments_gateway" may not ` +
        'apply them (no CREATE on schema public). Set MIGRATION_DATABASE_URL to the role that owns the database ' +
        'and its tables (docs/operations.md "Least privilege").\n',
    });
  }, 120_000);
});

describe("the production recipe's line, as docs/operations.md gives it", () => {
  it('checks, migrates as the owner, then serves as the DML role: each one line, exit 0', async () => {
    const commands = recipeCommands();
    expect(commands).toEqual([['--check'], ['migrate'], []]);
    const [checkArgs = [], migrateArgs = [], serveArgs = []] = commands;
    expect(await runRecipeCommand(checkArgs, recipeEnv)).toEqual({
      code: 0,
      stdout:
        `configuration valid; database at ${at()} reachable, ${migrationNames.length} migrations pending: ` +
        'gateway migrate applies them as "payments_owner" (MIGRATION_DATABASE_URL)\n',
      stderr: '',
    });
    expect(await runRecipeCommand(migrateArgs, recipeEnv)).toEqual({
      code: 0,
      stdout: `database at ${at()} migrated: ${migrationNames.join(', ')}\n`,
      stderr: '',
    });
    const served = await runRecipeCommand(serveArgs, recipeEnv, async (graphqlUrl) => {
      const ready = await fetch(new URL('/readyz', graphqlUrl));
      return { status: ready.status, body: await ready.json() };
    });
    expect({ code: served.code, stderr: served.stderr, answered: served.answered }).toEqual({
      code: 0,
      stderr: '',
      answered: { status: 200, body: expect.objectContaining({ status: 'ready' }) },
    });
    // And once migrated, the check says so.
    expect(await runRecipeCommand(checkArgs, recipeEnv)).toEqual({
      code: 0,
      stdout: `configuration valid; database at ${at()} reachable, every migration applied\n`,
      stderr: '',
    });
  }, 300_000);

  it("leaves a gateway that pays as payments_gateway, every table the owner's", async () => {
    const gw = await startTestGateway({
      DATABASE_URL: urlAs('payments_gateway', 'change-me-gateway'),
      ...fingerprint,
    });
    try {
      const input = payoutInput({ transactionReference: reference('least-privilege') });
      const result = await gw.run(PayoutsCreateDocument, { input });
      expect(result.errors).toBeUndefined();
      expect(result.data?.createPayout.payout.transactionReference).toBe(input.transactionReference);
      expect(describeCalls(await gw.upstreamCalls())).toEqual(['POST /payouts/basicDisbursement']);
    } finally {
      await gw.close();
    }
    const owner = new pg.Client({ connectionString: urlAs('payments_owner', 'change-me-owner') });
    await owner.connect();
    try {
      const tables = await owner.query<{ tableowner: string }>(
        "SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'",
      );
      // The gateway created nothing: every table is the owner's.
      expect(tables.rows).toEqual([{ tableowner: 'payments_owner' }]);
      const records = await owner.query('SELECT state, requested_by FROM idempotency_records');
      expect(records.rows).toEqual([{ state: 'completed', requested_by: 'anonymous' }]);
    } finally {
      await owner.end();
    }
  }, 120_000);
});

describe('a database failure at start-up', () => {
  it('says a wrong password in one line, never the password', async () => {
    const { code, stderr } = await runGateway({
      DATABASE_URL: urlAs('payments_gateway', 'not-the-password'),
      ...fingerprint,
    });
    expect({ code, stderr }).toEqual({
      code: 1,
      stderr:
        'DATABASE_URL: PostgreSQL refused the password of role "payments_gateway". ' +
        'Correct the password in DATABASE_URL.\n',
    });
  }, 120_000);

  it('says a wrong owner password to migrate in one line naming MIGRATION_DATABASE_URL', async () => {
    const env = { ...recipeEnv, MIGRATION_DATABASE_URL: urlAs('payments_owner', 'not-the-password') };
    expect(await runRecipeCommand(['migrate'], env)).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'MIGRATION_DATABASE_URL: PostgreSQL refused the password of role "payments_owner". ' +
        'Correct the password in MIGRATION_DATABASE_URL.\n',
    });
  }, 120_000);
});
