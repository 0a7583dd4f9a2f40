import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivatePostgres, startPrivatePostgres } from '../../scripts/privatePostgres.ts';
import { PayoutsCreateDocument } from '../generated/graphql.ts';
import { describeCalls, startTestGateway } from '../support/gateway.ts';
import { payoutInput, reference } from '../support/payouts.ts';
import { runGateway } from './gatewayProcess.ts';

// Each test starts a gateway process (tsx compiles it first) or migrates with npm: far slower than a request.
/**
 * docs/operations.md "Least privilege", run as written on a PostgreSQL of this file's own that asks for passwords:
 * the owner migrates, the gateway runs as a role with DML rights only. And the one line each database failure
 * at start-up prints.
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
});
afterAll(async () => {
  await postgres?.stop();
});

const fingerprint = { IDEMPOTENCY_FINGERPRINT_KEY: 'least-privilege-fingerprint-key-0123456789' };

describe('the gateway as a role with DML rights only', () => {
  it('cannot migrate, and says so in one line naming DATABASE_URL and the fix', async () => {
    const { code, stderr } = await runGateway({
      DATABASE_URL: urlAs('payments_gateway', 'change-me-gateway'),
      ...fingerprint,
    });
    expect({ code, stderr }).toEqual({
      code: 1,
      stderr:
        'DATABASE_URL: role "payments_gateway" may not create the money records\' tables in "payments" ' +
        '(permission denied for schema public). Apply the migrations as their owner first ' +
        '(MIGRATION_DATABASE_URL=<owner URL> ./gateway migrate, or MIGRATION_DATABASE_URL_FILE), then start the ' +
        'gateway with this role (docs/operations.md "Least privilege").\n',
    });
  }, 120_000);

  it('runs and pays once the owner has migrated with npm run db:migrate', async () => {
    await promisify(execFile)('npm', ['run', 'db:migrate'], {
      env: { ...process.env, DATABASE_URL: urlAs('payments_owner', 'change-me-owner') },
    });
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
});
