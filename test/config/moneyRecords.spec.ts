import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { durableRecords } from '../support/production.ts';

const apiKeys = { API_KEYS: 'shop:key-0123456789abcdefghijklmnop:7Z1UAK', ALLOW_PRODUCTION_SANDBOX: 'true' };
const refusal = (problem: string) => `Invalid configuration:\n  - ${problem}`;

describe('where money records go', () => {
  it('refuses to start in production unless payout and sale records go to PostgreSQL, even with Redis', () => {
    const problem = refusal(
      'DATABASE_URL is required in production: payout and sale records must survive every restart (PostgreSQL)',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...apiKeys })).toThrow(problem);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ...apiKeys,
        REDIS_URL: 'redis://127.0.0.1:6379',
        IDEMPOTENCY_FINGERPRINT_KEY: durableRecords.IDEMPOTENCY_FINGERPRINT_KEY,
      }),
    ).toThrow(problem);
    expect(loadConfig({ NODE_ENV: 'production', ...apiKeys, ...durableRecords }).stores.databaseUrl).toBe(
      durableRecords.DATABASE_URL,
    );
  });

  it('requires a fingerprint key with a database: fingerprints must outlive every process', () => {
    expect(() => loadConfig({ DATABASE_URL: durableRecords.DATABASE_URL })).toThrow(
      refusal('IDEMPOTENCY_FINGERPRINT_KEY (32+ characters) is required when DATABASE_URL is set'),
    );
  });

  it("takes the owner's MIGRATION_DATABASE_URL beside DATABASE_URL, never instead of it", () => {
    const owner = 'postgres://payments_owner:pw@db.internal:5432/payments';
    expect(loadConfig({ ...durableRecords, MIGRATION_DATABASE_URL: owner }).stores).toMatchObject({
      databaseUrl: durableRecords.DATABASE_URL,
      migrationDatabaseUrl: owner,
    });
    // Alone, the gateway would keep the money records in memory while its operator believes they are in it.
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: owner })).toThrow(
      refusal(
        "MIGRATION_DATABASE_URL is the owner's URL for gateway migrate only: set DATABASE_URL (the gateway's own role) too",
      ),
    );
  });

  it('keeps them in memory in development with no configuration, and accepts only PostgreSQL URLs', () => {
    expect(loadConfig({}).stores.databaseUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL: 'mysql://127.0.0.1/x' })).toThrow('DATABASE_URL');
  });

  it('keeps records 31 days and opens at most 10 connections per process by default; both can be set', () => {
    const day = 86_400_000;
    const defaults = loadConfig({}).stores;
    expect([defaults.idempotency.ttlMs, defaults.databasePoolSize]).toEqual([31 * day, 10]);
    const set = loadConfig({ IDEMPOTENCY_TTL_MS: String(45 * day), DATABASE_POOL_SIZE: '24' }).stores;
    expect([set.idempotency.ttlMs, set.databasePoolSize]).toEqual([45 * day, 24]);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow('DATABASE_POOL_SIZE');
    expect(() => loadConfig({ IDEMPOTENCY_TTL_MS: String(401 * day) })).toThrow('IDEMPOTENCY_TTL_MS');
  });
});
