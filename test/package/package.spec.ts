import { type ChildProcessWithoutNullStreams, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase } from '../../scripts/privatePostgres.ts';
import { migrationNames } from '../support/migrations.ts';
import { payoutInput, testEntity } from '../support/payouts.ts';
import { packageVersion } from '../support/version.ts';

/**
 * The runtime package (`npm run package`, scripts/package.ts) unpacked in an empty folder and started as a host
 * would: its own start script, its own node_modules, nothing of the repository (no NODE_PATH, another working
 * folder), production mode against PostgreSQL and, standing in for the provider, the sandbox the package ships.
 * CI builds the tarball first (.ci/run); on a machine without one this builds it.
 */
const repository = new URL('../../', import.meta.url).pathname;
const tarball = join(repository, 'build', `gateway-${packageVersion}.tar.gz`);
const secret = 'k'.repeat(32);
const entity = testEntity;

let folder: string;
let gatewayScript: string;
let databaseUrl: string;
let env: Record<string, string>;
let child: ChildProcessWithoutNullStreams | undefined;
let url: string;

beforeAll(async () => {
  if (!existsSync(tarball)) execFileSync('npm', ['run', 'package'], { cwd: repository, stdio: 'ignore' });
  folder = mkdtempSync(join(tmpdir(), 'gateway-package-'));
  execFileSync('tar', ['-xzf', tarball, '-C', folder]);
  gatewayScript = join(folder, `gateway-${packageVersion}`, 'gateway');
  databaseUrl = await createEmptyDatabase(inject('postgresUrl'));
  env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    ALLOW_PRODUCTION_SANDBOX: 'true',
    SANDBOX_CONTROL: 'true',
    API_KEYS: `web:${secret}:${entity}|7Z1UAK`,
    DATABASE_URL: databaseUrl,
    // The test server's one role stands for both of "Least privilege" (leastPrivilege.spec.ts has the two roles).
    MIGRATION_DATABASE_URL: databaseUrl,
    IDEMPOTENCY_FINGERPRINT_KEY: 'package-test-fingerprint-key-0123456789',
    GLOBAL_ID_KEY: 'package-test-global-id-key-0123456789',
    PORT: '0',
    SANDBOX_PORT: '0',
    LOG_LEVEL: 'warn',
    METRICS_PORT: '0',
  };
}, 900_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await new Promise((resolve) => child?.once('close', resolve));
  }
  rmSync(folder, { recursive: true, force: true });
}, 120_000);

/** The start script with `args`, run from the temporary folder, until it exits. */
function command(args: string[]): string {
  return execFileSync(gatewayScript, args, { env, cwd: folder, encoding: 'utf8' });
}

async function post(query: string, variables?: unknown): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query, variables }),
  });
  const { data, errors } = (await res.json()) as { data?: unknown; errors?: unknown };
  return { status: res.status, data, errors };
}

describe('the runtime package, unpacked in an empty folder', () => {
  it('holds the runtime and nothing of the development tools', () => {
    const root = join(folder, `gateway-${packageVersion}`);
    expect(readdirSync(root).sort()).toEqual([
      '.env.production.example',
      'dist',
      'docs',
      'examples',
      'gateway',
      'migrations',
      'node_modules',
      'package-lock.json',
      'package.json',
      'schema',
    ]);
    const installed = readdirSync(join(root, 'node_modules'));
    expect(
      ['typescript', 'vitest', 'tsx', '@biomejs', 'kubernetes-models'].filter((d) => installed.includes(d)),
    ).toEqual([]);
  });

  it("says its version, then checks and migrates in the recipe's order (docs/operations.md)", () => {
    expect(command(['--version'])).toBe(`${packageVersion}\n`);
    const where = new URL(databaseUrl);
    const at = `${where.hostname}:${where.port}${where.pathname}`;
    const role = where.username || 'postgres';
    // `./gateway --check && ./gateway migrate && ./gateway`: the check first, on a database not yet migrated.
    expect(command(['--check'])).toBe(
      `configuration valid; database at ${at} reachable, ${migrationNames.length} migrations pending: ` +
        `gateway migrate applies them as "${role}" (MIGRATION_DATABASE_URL)\n`,
    );
    expect(command(['migrate'])).toBe(`database at ${at} migrated: ${migrationNames.join(', ')}\n`);
    expect(command(['--check'])).toBe(
      `configuration valid; database at ${at} reachable, every migration applied\n`,
    );
  }, 120_000);

  it('refuses a MEMORY_LIMIT_MB that is not a whole number of MiB, naming it', () => {
    expect(() =>
      execFileSync(gatewayScript, ['--version'], {
        env: { ...env, MEMORY_LIMIT_MB: '256M' },
        cwd: folder,
        encoding: 'utf8',
        stdio: 'pipe',
      }),
    ).toThrow('MEMORY_LIMIT_MB must be a whole number of MiB, not "256M"');
  });

  it('serves a balances query and a payout, recorded in PostgreSQL, and drains on SIGTERM', async () => {
    // MEMORY_LIMIT_MB=256: the start script gives V8's old generation half (128 MiB; + 3 × 8 MiB young generation).
    const started = spawn(gatewayScript, [], { env: { ...env, MEMORY_LIMIT_MB: '256' }, cwd: folder });
    child = started;
    let stdout = '';
    url = await new Promise<string>((resolve, reject) => {
      started.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /GraphQL API:\s+(\S+)/.exec(stdout);
        if (match?.[1] && stdout.includes('Memory:')) resolve(match[1]);
      });
      started.once('close', (code) => reject(new Error(`exited ${code}: ${stdout}`)));
    });
    expect(stdout).toContain(`Version:      ${packageVersion}\n`);
    expect(stdout).toMatch(/^Memory: {7}V8 heap limit 152 MiB, /m);

    const health = await fetch(new URL('/healthz', url));
    expect(await health.json()).toEqual({ status: 'ok', version: packageVersion });

    expect(
      await post('{ accounts(entity: "7Z1UAK") { accountNumber balance { total { amount currency } } } }'),
    ).toEqual({
      status: 200,
      data: {
        accounts: [
          { accountNumber: 'QS7M0UKCLFL8MODV', balance: { total: { amount: '37443.20', currency: 'GBP' } } },
          { accountNumber: 'QNE5VNTELA958NZM', balance: { total: { amount: '15003.35', currency: 'EUR' } } },
          {
            accountNumber: 'HA678YAUVZCR6PGO',
            balance: { total: { amount: '987654320176638.10', currency: 'USD' } },
          },
        ],
      },
      errors: undefined,
    });

    const input = payoutInput({
      transactionReference: 'package-payout-1',
      narrative: { line1: 'Sandbox shop' },
    });
    const payout = `mutation ($input: CreatePayoutInput!) {
      createPayout(input: $input) { replayed payout { transactionReference outcome amount { amount currency } card { last4 } } }
    }`;
    const sent = {
      status: 200,
      data: {
        createPayout: {
          replayed: false,
          payout: {
            transactionReference: 'package-payout-1',
            outcome: 'REQUEST_RECEIVED',
            amount: { amount: '2.50', currency: 'GBP' },
            card: { last4: '1111' },
          },
        },
      },
      errors: undefined,
    };
    expect(await post(payout, { input })).toEqual(sent);
    // Sent again: replayed from the records in PostgreSQL, not sent twice.
    const again = await post(payout, { input });
    expect(again).toEqual({
      ...sent,
      data: { createPayout: { ...sent.data.createPayout, replayed: true } },
    });

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ reference: string }>(
      'SELECT transaction_reference AS reference FROM idempotency_records',
    );
    await db.end();
    expect(rows).toEqual([{ reference: 'package-payout-1' }]);

    const sandboxUrl = /embedded provider sandbox at (\S+)/.exec(stdout)?.[1];
    const log = (await (await fetch(`${sandboxUrl}/_sandbox/requests`)).json()) as {
      requests: { method: string; path: string }[];
    };
    expect(log.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/payouts/basicDisbursement',
    ]);

    started.kill('SIGTERM');
    expect(await new Promise((resolve) => started.once('close', resolve))).toBe(0);
  }, 180_000);
});
