import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { PayoutOwnership, PayoutOwnershipStore } from '../../src/stores/ownership/index.ts';
import { MemoryOwnershipStore } from '../../src/stores/ownership/memoryStore.ts';
import { RedisOwnershipStore } from '../../src/stores/ownership/redisStore.ts';

const record = (entity: string): PayoutOwnership => ({
  entity,
  method: 'BASIC_DISBURSEMENT',
  transactionReference: 'po-1',
  amount: { minorUnits: '250', currency: 'GBP' },
});

// The machine's shared Redis, read and written under a unique prefix only (never flushed).
const redis = new Redis(inject('redisUrl'), { lazyConnect: true });
const prefix = `test:owner:${randomUUID()}:`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe.each([
  ['memory', (): PayoutOwnershipStore => new MemoryOwnershipStore({ ttlMs: 60_000 })],
  ['Redis', (): PayoutOwnershipStore => new RedisOwnershipStore(redis, { ttlMs: 60_000, keyPrefix: prefix })],
])('payout ownership store (%s)', (_, create) => {
  it('keeps the first record of a location and knows no other location', async () => {
    const store = create();
    await store.remember('/payouts/a', record('PAY7X2'));
    await store.remember('/payouts/a', record('4A9XZP'));
    expect(await store.ownerOf('/payouts/a')).toEqual(record('PAY7X2'));
    expect(await store.ownerOf('/payouts/b')).toBeUndefined();
  });

  it('lets a record of what createPayout sent replace one found by reference for the same entity only', async () => {
    const store = create();
    const found = { entity: 'PAY7X2', method: null, transactionReference: 'po-1' };
    await store.remember('/payouts/c', found);
    await store.remember('/payouts/c', record('4A9XZP'));
    expect(await store.ownerOf('/payouts/c')).toEqual(found);
    await store.remember('/payouts/c', record('PAY7X2'));
    expect(await store.ownerOf('/payouts/c')).toEqual(record('PAY7X2'));
    await store.remember('/payouts/c', found);
    expect(await store.ownerOf('/payouts/c')).toEqual(record('PAY7X2'));
  });
});

it('the memory store forgets the least recently used record beyond its bound', async () => {
  const store = new MemoryOwnershipStore({ ttlMs: 60_000, maxEntries: 2 });
  for (const name of ['a', 'b', 'c']) await store.remember(`/payouts/${name}`, record('PAY7X2'));
  expect(await store.ownerOf('/payouts/a')).toBeUndefined();
  expect(await store.ownerOf('/payouts/c')).toEqual(record('PAY7X2'));
});

it('the Redis store keeps no location text in its keys', async () => {
  const store = new RedisOwnershipStore(redis, { ttlMs: 60_000, keyPrefix: prefix });
  await store.remember('/payouts/visible-location', record('PAY7X2'));
  const keys = await redis.keys(`${prefix}*`);
  expect(keys.some((k) => k.includes('visible-location'))).toBe(false);
  expect(keys.every((k) => /^[0-9a-f]{64}$/.test(k.slice(prefix.length)))).toBe(true);
});
