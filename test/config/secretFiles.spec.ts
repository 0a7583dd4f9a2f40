import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, settingsGroups } from '../../src/config.ts';
import { secretNames } from '../../src/settings/setting.ts';

const folder = mkdtempSync(join(tmpdir(), 'gateway-secrets-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function secretFile(name: string, content: string): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

const fingerprintKey = 'f'.repeat(40);

describe('secrets from files (<NAME>_FILE)', () => {
  it('are the settings that hold a credential', () => {
    expect(secretNames(settingsGroups)).toEqual([
      'UPSTREAM_USERNAME',
      'UPSTREAM_PASSWORD',
      'DATABASE_URL',
      'MIGRATION_DATABASE_URL',
      'REDIS_URL',
      'IDEMPOTENCY_FINGERPRINT_KEY',
      'API_KEYS',
      'JWT_SECRET',
      'JWT_PUBLIC_KEY',
      'GLOBAL_ID_KEY',
      'METRICS_TOKEN',
    ]);
  });

  it("take the file's content, less one trailing newline, for every secret", () => {
    const files = (values: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [`${name}_FILE`, secretFile(name, `${value}\n`)]),
      );
    const config = loadConfig({
      ...files({
        UPSTREAM_USERNAME: 'merchant',
        UPSTREAM_PASSWORD: 'pass word\n',
        DATABASE_URL: 'postgres://gateway:pw@db.internal:5432/gateway',
        REDIS_URL: 'redis://:pw@redis.internal:6379',
        IDEMPOTENCY_FINGERPRINT_KEY: fingerprintKey,
        API_KEYS: `web:${'k'.repeat(32)}:7Z1UAK`,
        METRICS_TOKEN: 't'.repeat(24),
      }),
      UPSTREAM_BASE_URL: 'https://api.provider.example',
    });
    expect({
      username: config.upstream.username,
      password: config.upstream.password,
      database: config.stores.databaseUrl,
      redis: config.stores.redisUrl,
      fingerprint: config.stores.fingerprintKey,
      keys: config.auth.apiKeys.map((key) => key.name),
    }).toEqual({
      username: 'merchant',
      // Only the last newline is the file's end; one before it is the value's.
      password: 'pass word\n',
      database: 'postgres://gateway:pw@db.internal:5432/gateway',
      redis: 'redis://:pw@redis.internal:6379',
      fingerprint: fingerprintKey,
      keys: ['web'],
    });
    const jwt = loadConfig({
      JWT_SECRET_FILE: secretFile('JWT_SECRET', `${'s'.repeat(32)}\n`),
      JWT_ISSUER: 'https://issuer.example',
      JWT_AUDIENCE: 'gateway',
    });
    expect(jwt.openAccess).toBe(false);
  });

  it('refuse a setting given both ways, naming both, and a file that cannot be read', () => {
    expect(
      problemsOf({
        DATABASE_URL: 'postgres://db/x',
        DATABASE_URL_FILE: secretFile('db', 'postgres://db/y'),
        IDEMPOTENCY_FINGERPRINT_KEY: fingerprintKey,
        API_KEYS_FILE: join(folder, 'missing'),
      }),
    ).toEqual([
      'DATABASE_URL and DATABASE_URL_FILE are both set: set one of them',
      `API_KEYS_FILE: cannot read ${join(folder, 'missing')} (ENOENT)`,
    ]);
  });

  it('are validated like the variable: a bad value names the setting', () => {
    expect(problemsOf({ REDIS_URL_FILE: secretFile('redis', 'http://not-redis\n') })).toEqual([
      'REDIS_URL: Invalid URL',
    ]);
  });
});
