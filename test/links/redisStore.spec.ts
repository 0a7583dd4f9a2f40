import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RedisLinkStore } from '../../src/stores/links/redisStore.ts';

// Redis runs on the default port on this machine and in CI.
const redisUrl = inject('redisUrl');
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
const prefix = `test:links:${randomUUID()}:`;
// Stands in for UpstreamClient.locationOf: keeps path and query of a link on the provider's origin.
const locate = (href: string) => {
  const url = new URL(href, 'https://provider.example');
  return url.pathname + url.search;
};
const store = new RedisLinkStore(redis, { locate, keyPrefix: prefix });

beforeAll(() => redis.connect());
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('RedisLinkStore', () => {
  it('stores the bare location under the prefixed key with the lifetime as PX', async () => {
    await store.remember(
      'k1',
      'https://provider.example/verifications/customers/3ds/verification?challenge=c1',
      720_000,
    );
    expect(await redis.get(`${prefix}k1`)).toBe('/verifications/customers/3ds/verification?challenge=c1');
    const pttl = await redis.pttl(`${prefix}k1`);
    expect(pttl).toBeGreaterThan(700_000);
    expect(pttl).toBeLessThanOrEqual(720_000);
    expect(await store.recall('k1')).toBe('/verifications/customers/3ds/verification?challenge=c1');
  });

  it('recalls nothing for a key it was never given', async () => {
    expect(await store.recall('never')).toBeUndefined();
  });

  it('rounds a fractional lifetime up to whole milliseconds, as PX requires', async () => {
    await store.remember('k2', '/verifications/customers/3ds/verification', 60_000.2);
    expect(await redis.pttl(`${prefix}k2`)).toBeLessThanOrEqual(60_001);
    expect(await redis.pttl(`${prefix}k2`)).toBeGreaterThan(50_000);
  });
});
