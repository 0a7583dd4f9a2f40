import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../../src/stores/idempotency/index.ts';
import { RedisIdempotencyStore } from '../../src/stores/idempotency/redisStore.ts';
import { connectRedis, type RedisConnection } from '../../src/stores/redis.ts';
import { startTestRedis, type TestRedis } from '../support/redisServer.ts';

/** Loss detection of the Redis store, against a redis-server of this file's own (it is flushed and killed). */

const fingerprintKey = 'loss-test-fingerprint-key-0123456789abcdef';
let server: TestRedis;
let admin: Redis;

beforeAll(async () => {
  server = await startTestRedis();
  admin = new Redis(server.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  admin.on('error', () => {});
  await admin.connect();
});
afterAll(async () => {
  admin.disconnect();
  await server.stop();
});

// One connection per store, as each replica has its own.
const clients: RedisConnection[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});

async function store(ttlMs: number) {
  const client = await connectRedis(server.url, { commandTimeoutMs: 1_000 });
  clients.push(client);
  return new RedisIdempotencyStore(client, { fingerprintKey, ttlMs }).start();
}

describe('redis store after a loss', () => {
  it('distrusts itself on every replica for one record lifetime after a flush, then trusts again and notices the next loss', async () => {
    const a = await store(1_000);
    const b = await store(1_000);
    expect(await a.begin('k1', 'f')).toEqual({ status: 'started' });
    expect(await b.begin('k2', 'f')).toEqual({ status: 'started' });

    const before = Date.now();
    await admin.flushall();
    const lost = await a.begin('k3', 'f');
    if (lost.status !== 'started' || !lost.distrust)
      throw new Error(`expected distrust, got ${JSON.stringify(lost)}`);
    expect(lost.distrust.lostAtMs).toBeGreaterThanOrEqual(before);
    expect(lost.distrust.untilMs - lost.distrust.lostAtMs).toBeLessThanOrEqual(1_000);
    // The other replica reads the same mark, though its own epoch still matches the re-written sentinel.
    const other = await b.begin('k4', 'f');
    expect(other.status === 'started' && other.distrust !== undefined).toBe(true);

    await sleep(1_100);
    expect(await a.begin('k5', 'f')).toEqual({ status: 'started' });
    expect(await b.begin('k6', 'f')).toEqual({ status: 'started' });

    await admin.flushall();
    const again = await b.begin('k7', 'f');
    expect(again.status === 'started' && again.distrust !== undefined).toBe(true);
  });

  it('counts a sentinel re-written by a gateway started after the loss as a loss too', async () => {
    const a = await store(60_000);
    await admin.flushall();
    // A new replica starts on the empty Redis before `a` makes a request: it writes a sentinel of its own.
    const late = await store(60_000);
    expect(await late.begin('k1', 'f')).toEqual({ status: 'started' });
    const seen = await a.begin('k2', 'f');
    expect(seen.status === 'started' && seen.distrust !== undefined).toBe(true);
    expect((await late.begin('k3', 'f')).status === 'started').toBe(true);
    expect(await late.begin('k3', 'f')).toEqual({ status: 'inProgress' });
  });

  it('rejects with StoreUnavailableError while Redis is down', async () => {
    const a = await store(60_000);
    await server.kill();
    await expect(a.begin('k1', 'f')).rejects.toBeInstanceOf(StoreUnavailableError);
    await expect(a.claimSingleUse('v', 'k1')).rejects.toBeInstanceOf(StoreUnavailableError);
    await server.restart();
  });
});
