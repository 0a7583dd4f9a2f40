import { describe, expect, it } from 'vitest';
import type { IdempotencyStore } from '../../src/stores/idempotency/index.ts';

/** The behaviour every IdempotencyStore shares; `make` gives a fresh, empty store. */
export function describeStoreContract(
  name: string,
  make: () => IdempotencyStore | Promise<IdempotencyStore>,
) {
  describe(`${name} store`, () => {
    const result = {
      outcome: 'requestReceived',
      links: { payout: '/payouts/abc' },
      amount: '12345678901234567',
    };

    it('lets the first request start and tells a concurrent same request that it is in progress', async () => {
      const store = await make();
      expect(await store.begin('k1', 'f1')).toEqual({ status: 'started' });
      expect(await store.begin('k1', 'f1')).toEqual({ status: 'inProgress' });
    });

    it('replays the stored result for the same input', async () => {
      const store = await make();
      await store.begin('k2', 'f1');
      await store.complete('k2', 'f1', result);
      expect(await store.begin('k2', 'f1')).toEqual({ status: 'replay', result });
    });

    it('reports a conflict for other input under the same key, whatever the record state', async () => {
      const store = await make();
      await store.begin('k3', 'f1');
      expect(await store.begin('k3', 'f2')).toEqual({ status: 'conflict' });
      await store.complete('k3', 'f1', result);
      expect(await store.begin('k3', 'f2')).toEqual({ status: 'conflict' });
      await store.lockUnknown('k3', 'f1', 1234);
      expect(await store.begin('k3', 'f2')).toEqual({ status: 'conflict' });
    });

    it('keeps a key with an unknown outcome locked until it is settled', async () => {
      const store = await make();
      await store.begin('k4', 'f1');
      await store.lockUnknown('k4', 'f1', 1234);
      expect(await store.begin('k4', 'f1')).toEqual({ status: 'locked', sentAt: 1234 });
      await store.complete('k4', 'f1', result);
      expect(await store.begin('k4', 'f1')).toEqual({ status: 'replay', result });
    });

    it('frees an abandoned key for a new attempt', async () => {
      const store = await make();
      await store.begin('k5', 'f1');
      await store.abandon('k5');
      expect(await store.begin('k5', 'f2')).toEqual({ status: 'started' });
    });

    it('lets exactly one of many simultaneous requests start', async () => {
      const store = await make();
      const answers = await Promise.all(Array.from({ length: 20 }, () => store.begin('k6', 'f1')));
      expect(answers.filter((a) => a.status === 'started')).toHaveLength(1);
      expect(answers.filter((a) => a.status === 'inProgress')).toHaveLength(19);
    });

    it('hands a locked key to exactly one of many simultaneous retries; the others are told it is in progress', async () => {
      const store = await make();
      await store.begin('k9', 'f1');
      await store.lockUnknown('k9', 'f1', 1234);
      const answers = await Promise.all(Array.from({ length: 20 }, () => store.begin('k9', 'f1')));
      expect(answers.filter((a) => a.status === 'locked')).toHaveLength(1);
      expect(answers.filter((a) => a.status === 'inProgress')).toHaveLength(19);
      // The holder gives up without settling: the key is locked again for the next retry.
      await store.lockUnknown('k9', 'f1', 1234);
      expect(await store.begin('k9', 'f1')).toEqual({ status: 'locked', sentAt: 1234 });
    });

    it('lets one owner claim a single-use value, again and again, and no other owner until it is released', async () => {
      const store = await make();
      expect(await store.claimSingleUse('v1', 'owner-a')).toBe(true);
      expect(await store.claimSingleUse('v1', 'owner-a')).toBe(true);
      expect(await store.claimSingleUse('v1', 'owner-b')).toBe(false);
      expect(await store.claimSingleUse('v2', 'owner-b')).toBe(true);
      await store.releaseSingleUse('v1');
      expect(await store.claimSingleUse('v1', 'owner-b')).toBe(true);
    });

    it('keeps keys apart', async () => {
      const store = await make();
      await store.begin('k7', 'f1');
      await store.complete('k7', 'f1', result);
      expect(await store.begin('k8', 'f1')).toEqual({ status: 'started' });
    });
  });
}

/**
 * A stored answer is never turned back into an unknown outcome (the PostgreSQL and memory stores): an attempt that
 * gave up on a key may write its lock after another attempt settled the request.
 */
export function describeAnswerStands(name: string, make: () => IdempotencyStore | Promise<IdempotencyStore>) {
  it(`${name} store keeps a stored answer when a late attempt locks the key`, async () => {
    const store = await make();
    await store.begin('stands', 'f1');
    await store.lockUnknown('stands', 'f1', 1234);
    expect(await store.begin('stands', 'f1')).toEqual({ status: 'locked', sentAt: 1234 });
    await store.complete('stands', 'f1', { outcome: 'authorized' });
    await store.lockUnknown('stands', 'f1', 1234);
    expect(await store.begin('stands', 'f1')).toEqual({
      status: 'replay',
      result: { outcome: 'authorized' },
    });
  });
}
