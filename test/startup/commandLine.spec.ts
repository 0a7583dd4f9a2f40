import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase } from '../../scripts/privatePostgres.ts';
import { migrationNames } from '../support/migrations.ts';
import { packageVersion } from '../support/version.ts';

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** `node --import tsx src/main.ts ...args` with `env` (and nothing of the test's own settings) until it exits. */
function gateway(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', SANDBOX_PORT: '0', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // A command that serves instead of exiting (today's `--version`) is stopped, so the test fails on what it printed.
  const stop = setTimeout(() => child.kill('SIGTERM'), 90_000);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(stop);
      resolve({ code, stdout, stderr });
    }),
  );
}

const fingerprintKey = 'command-line-test-fingerprint-key-0123456789';
const folder = mkdtempSync(join(tmpdir(), 'gateway-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** `host:port/name` of a database URL, as the commands name it (never with its credentials). */
const where = (url: string) => {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port}${pathname}`;
};

async function tablesOf(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

describe('gateway --version', () => {
  it("prints package.json's version and exits 0 without serving", async () => {
    expect(await gateway(['--version'])).toEqual({ code: 0, stdout: `${packageVersion}\n`, stderr: '' });
  }, 120_000);
});

describe('gateway --check', () => {
  it('says the migrations are pending and who applies them, exit 0, then that every one is applied', async () => {
    const url = await createEmptyDatabase(inject('postgresUrl'));
    const env = { DATABASE_URL: url, IDEMPOTENCY_FINGERPRINT_KEY: fingerprintKey };
    // The test server's role owns the new database: it may apply them (at start, or with gateway migrate).
    const role = new URL(url).username || 'postgres';
    expect(await gateway(['--check'], env)).toEqual({
      code: 0,
      stdout:
        `configuration valid; database at ${where(url)} reachable, ${migrationNames.length} migrations pending: ` +
        `gateway migrate (or the gateway at start) applies them as "${role}" (DATABASE_URL)\n`,
      stderr: '',
    });
    expect((await gateway(['migrate'], env)).code).toBe(0);
    expect(await gateway(['--check'], env)).toEqual({
      code: 0,
      stdout: `configuration valid; database at ${where(url)} reachable, every migration applied\n`,
      stderr: '',
    });
  }, 180_000);

  it("refuses a trusted-documents manifest that is not there, in start-up's one line, exit 1", async () => {
    const missing = join(folder, 'no-such-manifest.json');
    expect(await gateway(['--check'], { TRUSTED_DOCUMENTS_MANIFEST: missing })).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `TRUSTED_DOCUMENTS_MANIFEST ${missing}: no such file. Set it to the persisted-documents manifest of your ` +
        'client build (docs/frontend.md "Trusted documents"), or leave it unset to run without trusted documents.\n',
    });
  }, 120_000);

  it("refuses a manifest whose keys are not its documents' hashes, as start-up does, exit 1", async () => {
    const manifest = join(folder, 'edited-manifest.json');
    writeFileSync(manifest, JSON.stringify({ ['0'.repeat(64)]: '{ __typename }' }));
    expect(await gateway(['--check'], { TRUSTED_DOCUMENTS_MANIFEST: manifest })).toEqual({
      code: 1,
      stdout: '',
      stderr: `TRUSTED_DOCUMENTS_MANIFEST ${manifest}:\n  - ${'0'.repeat(64)}: is not the SHA-256 of its document\n`,
    });
  }, 120_000);

  it('refuses a Redis that start-up could not connect to, in one line naming REDIS_URL, exit 1', async () => {
    expect(await gateway(['--check'], { REDIS_URL: 'redis://127.0.0.1:1' })).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'REDIS_URL: cannot connect to Redis at 127.0.0.1:1 (ECONNREFUSED). Start it, or correct REDIS_URL (unset, ' +
        'what may be lost is kept in each process: docs/operations.md "Money records in production").\n',
    });
    expect(await gateway(['--check'], { REDIS_URL: inject('redisUrl') })).toEqual({
      code: 0,
      stdout:
        'configuration valid (no DATABASE_URL: money records in memory, one process, development only)\n',
      stderr: '',
    });
  }, 120_000);

  it('refuses a secret file it cannot read, in one line naming the setting, exit 1', async () => {
    // A folder: unreadable as a file whoever runs the test (root reads a file of mode 000).
    expect(await gateway(['--check'], { DATABASE_URL_FILE: folder })).toEqual({
      code: 1,
      stdout: '',
      stderr: `DATABASE_URL_FILE: cannot read ${folder} (EISDIR)\n`,
    });
  }, 120_000);

  it('names a database that cannot be used in one line, exit 1, no stack trace', async () => {
    const url = new URL(inject('postgresUrl'));
    url.pathname = '/no_such_database';
    expect(
      await gateway(['--check'], { DATABASE_URL: url.href, IDEMPOTENCY_FINGERPRINT_KEY: fingerprintKey }),
    ).toEqual({
      code: 1,
      stdout: '',
      stderr:
        `DATABASE_URL: PostgreSQL at ${url.host} refused the connection ` +
        '(database "no_such_database" does not exist). Correct DATABASE_URL.\n',
    });
  }, 120_000);

  it('lists the configuration problems, one line each, exit 1', async () => {
    expect(await gateway(['--check'], { DATABASE_URL: 'mysql://db/x', PORT: 'eighty' })).toEqual({
      code: 1,
      stdout: '',
      stderr: 'PORT: Invalid input: expected number, received NaN\nDATABASE_URL: Invalid URL\n',
    });
  }, 120_000);

  it('refuses settings the gateway does not know, one line each with the nearest known name, exit 1', async () => {
    expect(
      await gateway(['--check'], {
        RATE_LIMIT_POINT: '100',
        LOGLEVEL: 'debug',
        TRUSTED_DOCUMENT_ENFORCE: 'false',
        // Not ours: Node's own, a Kubernetes service link, a container's host name.
        NODE_OPTIONS: '--max-old-space-size=200',
        METRICS_SERVICE_HOST: '10.0.0.7',
        METRICS_PORT_9464_TCP: 'tcp://10.0.0.7:9464',
        HOSTNAME: 'gateway-7d9f',
      }),
    ).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'LOGLEVEL is not a setting of the gateway and is ignored: did you mean LOG_LEVEL? (docs/configuration.md lists every setting)\n' +
        'RATE_LIMIT_POINT is not a setting of the gateway and is ignored: did you mean RATE_LIMIT_POINTS? (docs/configuration.md lists every setting)\n' +
        'TRUSTED_DOCUMENT_ENFORCE is not a setting of the gateway and is ignored: did you mean TRUSTED_DOCUMENTS_ENFORCE? (docs/configuration.md lists every setting)\n',
    });
  }, 120_000);

  it('takes an empty setting as unset, never as zero (METRICS_PORT= is no random port)', async () => {
    expect(await gateway(['--check'], { METRICS_PORT: '', PORT: '', RATE_LIMIT_POINTS: ' ' })).toEqual({
      code: 0,
      stdout:
        'configuration valid (no DATABASE_URL: money records in memory, one process, development only)\n',
      stderr: '',
    });
  }, 120_000);

  it('reads a secret from <NAME>_FILE, as a container platform mounts it', async () => {
    const url = await createEmptyDatabase(inject('postgresUrl'));
    const file = join(folder, 'database-url');
    writeFileSync(file, `${url}\n`);
    expect(
      await gateway(['--check'], { DATABASE_URL_FILE: file, IDEMPOTENCY_FINGERPRINT_KEY: fingerprintKey }),
    ).toEqual({
      code: 0,
      stdout: expect.stringMatching(
        new RegExp(`^configuration valid; database at ${where(url)} reachable, `),
      ),
      stderr: '',
    });
  }, 120_000);
});

describe('gateway migrate', () => {
  it('applies the migrations to an empty database once, then finds it up to date', async () => {
    const url = await createEmptyDatabase(inject('postgresUrl'));
    expect(await gateway(['migrate'], { DATABASE_URL: url })).toEqual({
      code: 0,
      stdout: `database at ${where(url)} migrated: ${migrationNames.join(', ')}\n`,
      stderr: '',
    });
    expect(await tablesOf(url)).toEqual([
      'idempotency_records',
      'payout_ownership',
      'pgmigrations',
      'single_use_values',
    ]);
    expect(await gateway(['migrate'], { DATABASE_URL: url })).toEqual({
      code: 0,
      stdout: `database at ${where(url)} already up to date\n`,
      stderr: '',
    });
  }, 180_000);

  it('needs a database URL, and says which in one line', async () => {
    expect(await gateway(['migrate'])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'MIGRATION_DATABASE_URL is not set (nor DATABASE_URL): gateway migrate needs the URL of the role that owns ' +
        'the tables, as MIGRATION_DATABASE_URL or MIGRATION_DATABASE_URL_FILE (docs/operations.md "Least privilege")\n',
    });
  }, 120_000);

  it("takes MIGRATION_DATABASE_URL over DATABASE_URL, the gateway's own role left unused", async () => {
    const url = await createEmptyDatabase(inject('postgresUrl'));
    const unused = new URL(url);
    unused.pathname = '/no_such_database';
    expect(await gateway(['migrate'], { DATABASE_URL: unused.href, MIGRATION_DATABASE_URL: url })).toEqual({
      code: 0,
      stdout: `database at ${where(url)} migrated: ${migrationNames.join(', ')}\n`,
      stderr: '',
    });
  }, 120_000);

  it('says an unreachable server in one line naming the setting and the fix, never a stack', async () => {
    expect(
      await gateway(['migrate'], { MIGRATION_DATABASE_URL: 'postgres://owner:secret@127.0.0.1:1/payments' }),
    ).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'MIGRATION_DATABASE_URL: cannot connect to PostgreSQL at 127.0.0.1:1 (ECONNREFUSED). Start it, or correct ' +
        'the host and port in MIGRATION_DATABASE_URL.\n',
    });
  }, 120_000);

  it('refuses a setting given twice (value and file) in one line', async () => {
    expect(
      await gateway(['migrate'], {
        MIGRATION_DATABASE_URL: 'postgres://a@h/d',
        MIGRATION_DATABASE_URL_FILE: folder,
      }),
    ).toEqual({
      code: 1,
      stdout: '',
      stderr: 'MIGRATION_DATABASE_URL and MIGRATION_DATABASE_URL_FILE are both set: set one of them\n',
    });
  }, 120_000);
});

describe('an unknown argument', () => {
  it('is refused with the usage, exit 2, instead of starting a gateway', async () => {
    const run = await gateway(['--verison']);
    expect([run.code, run.stdout, run.stderr.split('\n')[0]]).toEqual([2, '', 'unknown command: --verison']);
  }, 120_000);
});
