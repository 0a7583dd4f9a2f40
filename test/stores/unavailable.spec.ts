import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../../src/stores/errors.ts';
import { RedisLinkStore } from '../../src/stores/links/redisStore.ts';

// A client that never connected and queues nothing: every command fails at once, as when Redis is down.
const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
afterAll(() => down.disconnect());

const unavailable = (store: string) =>
  expect.objectContaining({
    name: 'StoreUnavailableError',
    store,
    message: `the ${store} store is unavailable`,
  });

describe('every Redis-backed store (the links; the money records are never in Redis) rejects with StoreUnavailableError when Redis cannot be reached', () => {
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
});
