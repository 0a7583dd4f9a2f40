import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RedisIdempotencyStore } from '../../src/stores/idempotency/redisStore.ts';
import { describeStoreContract } from './storeContract.ts';

// The machine and CI run Redis on the default port; every run writes under its own prefix and removes it.
const redisUrl = inject('redisUrl');
const prefix = `test:idempotency:${randomUUID()}:`;
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
let stores = 0;
const fingerprintKey = 'test-fingerprint-key-of-thirty-two-chars';

beforeAll(async () => {
  await redis.connect();
});

afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describeStoreContract('redis', () => {
  stores += 1;
  return new RedisIdempotencyStore(redis, { keyPrefix: `${prefix}${stores}:`, fingerprintKey }).start();
});

describe('redis store records', () => {
  it('stores JSON under the prefixed key with the lifetime as expiry', async () => {
    const store = await new RedisIdempotencyStore(redis, {
      keyPrefix: `${prefix}raw:`,
      ttlMs: 600_000,
      fingerprintKey,
    }).start();
    const before = Date.now();
    await store.begin('k', 'f1');
    const pending = JSON.parse((await redis.get(`${prefix}raw:k`)) ?? 'null') as { startedAt: number };
    expect(pending).toEqual({ state: 'pending', fingerprint: 'f1', startedAt: pending.startedAt });
    expect(pending.startedAt).toBeGreaterThanOrEqual(before);
    expect(pending.startedAt).toBeLessThanOrEqual(Date.now());
    await store.complete('k', 'f1', { outcome: 'approved' });
    expect(JSON.parse((await redis.get(`${prefix}raw:k`)) ?? 'null')).toEqual({
      state: 'completed',
      fingerprint: 'f1',
      result: { outcome: 'approved' },
    });
    const ttl = await redis.pttl(`${prefix}raw:k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(600_000);
  });

  it('is shared by two stores, as by two gateway replicas', async () => {
    const a = await new RedisIdempotencyStore(redis, {
      keyPrefix: `${prefix}shared:`,
      fingerprintKey,
    }).start();
    const b = await new RedisIdempotencyStore(redis, {
      keyPrefix: `${prefix}shared:`,
      fingerprintKey,
    }).start();
    expect(await a.begin('k', 'f1')).toEqual({ status: 'started' });
    expect(await b.begin('k', 'f1')).toEqual({ status: 'inProgress' });
    await a.complete('k', 'f1', { outcome: 'requested' });
    expect(await b.begin('k', 'f1')).toEqual({ status: 'replay', result: { outcome: 'requested' } });
  });
});
