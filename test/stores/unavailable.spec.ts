import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../../src/stores/errors.ts';
import { RedisIdempotencyStore } from '../../src/stores/idempotency/redisStore.ts';
import { RedisLinkStore } from '../../src/stores/links/redisStore.ts';
import { RedisOwnershipStore } from '../../src/stores/ownership/redisStore.ts';

// A client that never connected and queues nothing: every command fails at once, as when Redis is down.
const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
afterAll(() => down.disconnect());

const unavailable = (store: string) =>
  expect.objectContaining({
    name: 'StoreUnavailableError',
    store,
    message: `the ${store} store is unavailable`,
  });

describe('every Redis-backed store rejects with StoreUnavailableError when Redis cannot be reached', () => {
  it('the idempotency store', async () => {
    const store = new RedisIdempotencyStore(down, {
      fingerprintKey: 'unavailable-test-key-0123456789abcdef',
    });
    await expect(store.begin('k', 'f')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.abandon('k')).rejects.toEqual(unavailable('idempotency'));
  });

  it('the link store, for both verbs', async () => {
    const store = new RedisLinkStore(down, { locate: (href) => href });
    await expect(store.remember('k', '/verify', 1_000)).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(store.recall('k')).rejects.toEqual(unavailable('link'));
  });

  it('the link store still refuses a link to another origin as such, not as unavailability', async () => {
    const store = new RedisLinkStore(down, {
      locate: () => {
        throw new Error('a link to another origin');
      },
    });
    await expect(store.remember('k', 'https://elsewhere.example/', 1_000)).rejects.toThrow(
      'a link to another origin',
    );
  });

  it('the payout ownership store, for both verbs', async () => {
    const store = new RedisOwnershipStore(down, { ttlMs: 1_000 });
    await expect(store.ownerOf('/payouts/p1')).rejects.toBeInstanceOf(StoreUnavailableError);
    const record = { entity: 'PAY7X2', method: null, transactionReference: 'po-1' };
    await expect(store.remember('/payouts/p1', record)).rejects.toEqual(unavailable('payout ownership'));
  });
});
