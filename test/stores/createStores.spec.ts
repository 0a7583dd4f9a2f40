import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase } from '../../scripts/privatePostgres.ts';
import { createLogger } from '../../src/logger.ts';
import type { StoresOptions } from '../../src/stores/create.ts';
import { createStores } from '../../src/stores/create.ts';
import { MemoryIdempotencyStore } from '../../src/stores/idempotency/memoryStore.ts';
import { PostgresIdempotencyStore } from '../../src/stores/idempotency/postgresStore.ts';
import { FallbackLinkStore } from '../../src/stores/links/fallbackStore.ts';
import { linkKey } from '../../src/stores/links/index.ts';
import { MemoryLinkStore } from '../../src/stores/links/memoryStore.ts';
import { MemoryOwnershipStore } from '../../src/stores/ownership/memoryStore.ts';
import { PostgresOwnershipStore } from '../../src/stores/ownership/postgresStore.ts';

// The test run's Redis, read and written under a prefix of this file's own (never flushed).
const redisUrl = inject('redisUrl');
const prefix = `test:stores:${randomUUID()}:`;
const admin = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
afterAll(async () => {
  const written = await admin.keys(`${prefix}*`);
  if (written.length > 0) await admin.del(...written);
  await admin.quit();
});

const options = (
  redis: string | undefined,
  fingerprintKey?: string,
  databaseUrl?: string,
): StoresOptions => ({
  databaseUrl,
  redisUrl: redis,
  fingerprintKey,
  idempotency: { ttlMs: 60_000, memoryMaxBytes: 1_000_000, settleMs: 100_000, attemptMs: 64_000 },
  ownershipTtlMs: 60_000,
  binCacheTtlMs: 60_000,
  locate: (href) => new URL(href, 'https://provider.example').pathname,
  keyPrefix: prefix,
  logger: createLogger('silent'),
});
const fingerprintKey = 'stores-test-fingerprint-key-0123456789';
const ownership = { entity: 'PAY7X2', method: null, transactionReference: 'po-1' };

describe('createStores', () => {
  it('keeps every store in memory, with no connection, when no Redis URL is configured', async () => {
    const stores = await createStores(options(undefined));
    expect(stores.idempotency).toBeInstanceOf(MemoryIdempotencyStore);
    expect(stores.links).toBeInstanceOf(MemoryLinkStore);
    expect(stores.ownership).toBeInstanceOf(MemoryOwnershipStore);
    expect(stores.redis).toBeUndefined();
    await stores.close();
  });

  it('keeps the money records in memory with Redis but no database: Redis holds only the links, and closes', async () => {
    const stores = await createStores(options(redisUrl));
    expect(stores.idempotency).toBeInstanceOf(MemoryIdempotencyStore);
    expect(stores.ledger).toBe(stores.idempotency);
    expect(stores.ownership).toBeInstanceOf(MemoryOwnershipStore);
    expect(stores.links).toBeInstanceOf(FallbackLinkStore);
    expect(stores.health.postgres).toBeUndefined();

    expect(await stores.idempotency.begin('k', 'f1')).toEqual({ status: 'started' });
    await stores.links.remember(linkKey('3ds:verify', 'a'), 'https://provider.example/verify', 60_000);
    await stores.ownership.remember('/payouts/p1', ownership);
    expect(await stores.ownership.ownerOf('/payouts/p1')).toEqual(ownership);
    expect(
      (await admin.keys(`${prefix}*`)).map((key) => key.slice(prefix.length).replace(/[0-9a-f]{64}$/, '#')),
    ).toEqual(['links:#']);

    const ended = new Promise((resolve) => stores.redis?.once('end', resolve));
    await stores.close();
    await ended;
    expect(stores.redis?.status).toBe('end');
  });

  it('puts the money records in PostgreSQL with a database URL, beside Redis for the rest, and migrates its schema', async () => {
    const databaseUrl = await createEmptyDatabase(inject('postgresUrl'));
    const stores = await createStores(options(redisUrl, fingerprintKey, databaseUrl));
    expect(stores.idempotency).toBeInstanceOf(PostgresIdempotencyStore);
    expect(stores.ownership).toBeInstanceOf(PostgresOwnershipStore);
    expect(stores.links).toBeInstanceOf(FallbackLinkStore);
    expect(await stores.idempotency.begin('k', 'f1')).toEqual({ status: 'started' });
    await stores.ownership.remember('/payouts/p1', ownership);
    expect(await stores.ownership.ownerOf('/payouts/p1')).toEqual(ownership);
    await stores.close();
    // A second start finds the schema migrated and the records there.
    const again = await createStores(options(undefined, fingerprintKey, databaseUrl));
    expect(await again.idempotency.begin('k', 'f1')).toEqual({ status: 'inProgress' });
    expect(await again.ownership.ownerOf('/payouts/p1')).toEqual(ownership);
    await again.close();
  });

  it('refuses to start with a database but without a fingerprint key: fingerprints must outlive the process', async () => {
    const databaseUrl = await createEmptyDatabase(inject('postgresUrl'));
    await expect(createStores(options(undefined, undefined, databaseUrl))).rejects.toThrow(
      'a fingerprint key is required for a durable idempotency store',
    );
  });

  it('fails start-up when the database cannot be reached', async () => {
    await expect(
      createStores(options(undefined, fingerprintKey, 'postgres://postgres@127.0.0.1:1/none')),
    ).rejects.toThrow();
  });

  it('fails start-up when Redis cannot be reached, in one line naming REDIS_URL, never its password', async () => {
    // A StartupError: main.ts prints its message alone (ioredis's own rejection said only "Connection is closed").
    await expect(createStores(options('redis://:secret@127.0.0.1:1'))).rejects.toMatchObject({
      name: 'StartupError',
      setting: 'REDIS_URL',
      message:
        'REDIS_URL: cannot connect to Redis at 127.0.0.1:1 (ECONNREFUSED). Start it, or correct REDIS_URL (unset, ' +
        'what may be lost is kept in each process: docs/operations.md "Money records in production").',
    });
  });
});
