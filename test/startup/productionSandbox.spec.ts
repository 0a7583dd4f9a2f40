import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { durableRecords } from '../support/production.ts';

const apiKeys = `web:${'k'.repeat(32)}:7Z1UAK`;

/** `node --import tsx src/main.ts` with `env` until it exits: exit code and stderr. */
function runGateway(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: { ...process.env, PORT: '0', SANDBOX_PORT: '0', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // A gateway that did start (the refusal missing) is stopped, so the test fails with what it printed instead of
  // leaving it running.
  const stop = setTimeout(() => child.kill('SIGTERM'), 15_000);
  return new Promise((resolve) =>
    child.once('close', (code) => {
      clearTimeout(stop);
      resolve({ code, stderr });
    }),
  );
}

const refusal =
  'Invalid configuration:\n' +
  '  - NODE_ENV=production without UPSTREAM_BASE_URL would run against the embedded sandbox (a simulator, no ' +
  'real payments): set UPSTREAM_BASE_URL, UPSTREAM_USERNAME and UPSTREAM_PASSWORD, or ALLOW_PRODUCTION_SANDBOX=true ' +
  'for a demonstration\n';

describe('production mode against the embedded sandbox', () => {
  it('is refused at start-up in one message naming the settings, exit code 1', async () => {
    expect(await runGateway({ NODE_ENV: 'production', API_KEYS: apiKeys, ...durableRecords })).toEqual({
      code: 1,
      stderr: refusal,
    });
  }, 60_000);

  it('lets ALLOW_PRODUCTION_SANDBOX=true say it is meant (a demonstration)', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      API_KEYS: apiKeys,
      ...durableRecords,
      ALLOW_PRODUCTION_SANDBOX: 'true',
    });
    expect([config.nodeEnv, config.upstream.baseUrl]).toEqual(['production', undefined]);
  });

  it('is not in the way with a provider URL, or outside production', () => {
    const provider = {
      UPSTREAM_BASE_URL: 'https://api.example.com',
      UPSTREAM_USERNAME: 'u',
      UPSTREAM_PASSWORD: 'p',
    };
    expect(
      loadConfig({ NODE_ENV: 'production', API_KEYS: apiKeys, ...durableRecords, ...provider }).upstream
        .baseUrl,
    ).toBe('https://api.example.com');
    expect(loadConfig({ NODE_ENV: 'development' }).upstream.baseUrl).toBeUndefined();
  });

  it('accepts .env.production.example as a production configuration against a provider', () => {
    const env = parseEnv(readFileSync(new URL('../../.env.production.example', import.meta.url), 'utf8'));
    const config = loadConfig(env);
    expect({
      nodeEnv: config.nodeEnv,
      upstream: config.upstream.baseUrl,
      callers: config.auth.apiKeys.map((key) => key.name),
      openAccess: config.openAccess,
      enforce: config.trustedDocuments?.enforce,
      graphiql: config.graphiql !== undefined,
      introspection: config.graphql.introspection,
    }).toEqual({
      nodeEnv: 'production',
      upstream: 'https://api.provider.example',
      callers: ['checkout'],
      openAccess: false,
      enforce: true,
      graphiql: false,
      introspection: false,
    });
  });
});
