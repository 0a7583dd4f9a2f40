import { describe, expect, it } from 'vitest';
import { MemoryIdempotencyStore } from '../../../../src/stores/idempotency/memoryStore.ts';

/** The memory store's byte bound, and what evicting a record that had not expired does to its trust. */

const ttlMs = 60_000;
// About 400 bytes of JSON per record, like a payout's stored result.
const result = { outcome: 'requestReceived', note: 'x'.repeat(300) };

async function fill(store: MemoryIdempotencyStore, count: number, from = 0) {
  for (let i = from; i < from + count; i += 1) {
    await store.begin(`key-${i}`, 'f');
    await store.complete(`key-${i}`, 'f', result);
  }
}

async function kept(store: MemoryIdempotencyStore, count: number): Promise<number> {
  let replayed = 0;
  for (let i = 0; i < count; i += 1) {
    const answer = await store.begin(`key-${i}`, 'f');
    if (answer.status === 'replay') replayed += 1;
    else await store.abandon(`key-${i}`);
  }
  return replayed;
}

describe('memory store bound', () => {
  it('keeps no more records than fit in maxBytes, dropping the least recently used', async () => {
    const store = new MemoryIdempotencyStore({ maxBytes: 64 * 1024, ttlMs });
    await fill(store, 1_000);
    // 1,000 records of about 500 bytes (JSON, key, bookkeeping) would take ~500 KB; 64 KiB holds about 130.
    const count = await kept(store, 1_000);
    expect(count).toBeGreaterThan(100);
    expect(count).toBeLessThan(140);
    // The most recent records are the ones kept.
    expect((await store.begin('key-999', 'f')).status).toBe('replay');
  });

  it('distrusts itself after evicting a live record until it would have expired; completed ones were not in flight', async () => {
    let now = 1_000_000;
    const store = new MemoryIdempotencyStore({ maxBytes: 64 * 1024, ttlMs, now: () => now });
    await fill(store, 1_000);
    now += 10;
    const answer = await store.begin('new', 'f');
    // The last evicted record was written at 1_000_000 and expires one lifetime later.
    expect(answer).toEqual({ status: 'started', distrust: { untilMs: 1_000_000 + ttlMs, lostAtMs: 0 } });
    now = 1_000_000 + ttlMs;
    expect(await store.begin('newer', 'f')).toEqual({ status: 'started' });
  });

  it('marks when a pending record was evicted: its request may still be in flight at the provider', async () => {
    let now = 1_000_000;
    const store = new MemoryIdempotencyStore({ maxBytes: 64 * 1024, ttlMs, now: () => now });
    await store.begin('in-flight', 'f');
    now += 5;
    await fill(store, 1_000);
    const answer = await store.begin('in-flight', 'f');
    // Until the last evicted record (written at 1_000_005) would have expired; lost since the pending one went.
    expect(answer).toEqual({
      status: 'started',
      distrust: { untilMs: 1_000_005 + ttlMs, lostAtMs: 1_000_005 },
    });
  });

  it('drops an expired record without distrust: it would have been forgotten anyway', async () => {
    let now = 1_000_000;
    const store = new MemoryIdempotencyStore({ maxBytes: 64 * 1024, ttlMs, now: () => now });
    await fill(store, 100);
    now += ttlMs;
    await fill(store, 100, 100);
    expect(await store.begin('new', 'f')).toEqual({ status: 'started' });
  });
});
