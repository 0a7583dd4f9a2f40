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
  it('says the configuration is valid and the database reachable, exit 0', async () => {
    const url = await createEmptyDatabase(inject('postgresUrl'));
    expect(
      await gateway(['--check'], { DATABASE_URL: url, IDEMPOTENCY_FINGERPRINT_KEY: fingerprintKey }),
    ).toEqual({ code: 0, stdout: `configuration valid; database at ${where(url)} reachable\n`, stderr: '' });
  }, 120_000);

  it('names a database that cannot be used in one line, exit 1, no stack trace', async () => {
    const url = new URL(inject('postgresUrl'));
    url.pathname = '/no_such_database';
    expect(
      await gateway(['--check'], { DATABASE_URL: url.href, IDEMPOTENCY_FINGERPRINT_KEY: fingerprintKey }),
    ).toEqual({
      code: 1,
      stdout: '',
      stderr: `configuration valid, but the database at ${where(url.href)} cannot be used: database "no_such_database" does not exist\n`,
    });
  }, 120_000);

  it('lists the configuration problems, exit 1', async () => {
    expect(await gateway(['--check'], { DATABASE_URL: 'mysql://db/x', PORT: 'eighty' })).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'Invalid configuration:\n' +
        '  - PORT: Invalid input: expected number, received NaN\n' +
        '  - DATABASE_URL: Invalid URL\n',
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
      stdout: 'configuration valid (no DATABASE_URL: money records in Redis or memory)\n',
      stderr: '',
    });
  }, 120_000);

  it('reads a secret from <NAME>_FILE, as a container platform mounts it', async () => {
    const url = await createEmptyDatabase(inject('postgresUrl'));
    const file = join(folder, 'database-url');
    writeFileSync(file, `${url}\n`);
    expect(
      await gateway(['--check'], { DATABASE_URL_FILE: file, IDEMPOTENCY_FINGERPRINT_KEY: fingerprintKey }),
    ).toEqual({ code: 0, stdout: `configuration valid; database at ${where(url)} reachable\n`, stderr: '' });
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

  it('needs a database URL, and says so', async () => {
    expect(await gateway(['migrate'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Invalid configuration:\n  - DATABASE_URL (or DATABASE_URL_FILE) is required to migrate\n',
    });
  }, 120_000);
});

describe('an unknown argument', () => {
  it('is refused with the usage, exit 2, instead of starting a gateway', async () => {
    const run = await gateway(['--verison']);
    expect([run.code, run.stdout, run.stderr.split('\n')[0]]).toEqual([2, '', 'unknown command: --verison']);
  }, 120_000);
});
