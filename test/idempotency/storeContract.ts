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

/** A store, and how to put one of its claims past its deadline (the store's own way); returns the claim's start. */
export interface StoreWithClock {
  readonly store: IdempotencyStore;
  pastDeadline(key: string): Promise<number>;
}

/**
 * `takeUnattended` (the settle pass's side of the store): which records it hands over, to whom, and what ends them.
 * `make` gives a fresh, empty store.
 */
export function describeUnattended(name: string, make: () => Promise<StoreWithClock> | StoreWithClock) {
  describe(`${name} store: records nobody is settling`, () => {
    const intent = {
      entity: 'E1',
      transactionReference: 'ref-1',
      amount: { minorUnits: '100', currency: 'GBP' },
    };
    const label = (reference: string, operation = 'payout', withIntent = true) => ({
      operation,
      entity: 'E1',
      transactionReference: reference,
      ...(withIntent ? { intent: { ...intent, transactionReference: reference } } : {}),
    });
    const intentOf = (reference: string) => ({ ...intent, transactionReference: reference });

    it('hands an unknown outcome with its intent to one taker, held until it is locked again or settled', async () => {
      const { store } = await make();
      await store.begin('u1', 'f1', label('ref-u1'));
      await store.lockUnknown('u1', 'f1', 1234);
      const first = await Promise.all([
        store.takeUnattended('payout', 10, 0),
        store.takeUnattended('payout', 10, 0),
      ]);
      expect(first.flat()).toEqual([
        { key: 'u1', fingerprint: 'f1', sentAt: 1234, intent: intentOf('ref-u1') },
      ]);
      // Held: a retry is told it is in progress, another pass finds nothing.
      expect(await store.begin('u1', 'f1')).toEqual({ status: 'inProgress' });
      expect(await store.takeUnattended('payout', 10, 0)).toEqual([]);
      await store.lockUnknown('u1', 'f1', 1234);
      expect(await store.takeUnattended('payout', 10, 0)).toEqual([
        { key: 'u1', fingerprint: 'f1', sentAt: 1234, intent: intentOf('ref-u1') },
      ]);
      await store.complete('u1', 'f1', { outcome: 'requestReceived' });
      expect(await store.takeUnattended('payout', 10, 0)).toEqual([]);
      expect(await store.begin('u1', 'f1')).toEqual({
        status: 'replay',
        result: { outcome: 'requestReceived' },
      });
    });

    it('hands over a claim past its deadline with its start as the POST time; an abandoned one is gone', async () => {
      const { store, pastDeadline } = await make();
      await store.begin('p1', 'f1', label('ref-p1'));
      const startedAt = await pastDeadline('p1');
      expect(await store.takeUnattended('payout', 10, 0)).toEqual([
        { key: 'p1', fingerprint: 'f1', sentAt: startedAt, intent: intentOf('ref-p1') },
      ]);
      await store.abandon('p1');
      expect(await store.takeUnattended('payout', 10, 0)).toEqual([]);
      expect(await store.begin('p1', 'f2')).toEqual({ status: 'started' });
    });

    it('leaves alone what is answered, in flight, of another operation, without an intent, or written within idleMs', async () => {
      const { store } = await make();
      await store.begin('done', 'f1', label('ref-done'));
      await store.complete('done', 'f1', { outcome: 'requestReceived' });
      await store.begin('flying', 'f1', label('ref-flying'));
      await store.begin('sale', 'f1', label('ref-sale', 'sale'));
      await store.lockUnknown('sale', 'f1', 1234);
      await store.begin('bare', 'f1', label('ref-bare', 'payout', false));
      await store.lockUnknown('bare', 'f1', 1234);
      expect(await store.takeUnattended('payout', 10, 0)).toEqual([]);
      await store.begin('fresh', 'f1', label('ref-fresh'));
      await store.lockUnknown('fresh', 'f1', 1234);
      expect(await store.takeUnattended('payout', 10, 60_000)).toEqual([]);
      expect(await store.takeUnattended('payout', 10, 0)).toEqual([
        { key: 'fresh', fingerprint: 'f1', sentAt: 1234, intent: intentOf('ref-fresh') },
      ]);
    });

    it('hands over at most `limit` at a time, the least recently written first', async () => {
      const { store } = await make();
      for (const key of ['a', 'b', 'c']) {
        await store.begin(key, 'f1', label(`ref-${key}`));
        await store.lockUnknown(key, 'f1', 1234);
        // Distinct write times on the database's clock too.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect((await store.takeUnattended('payout', 2, 0)).map((claim) => claim.key)).toEqual(['a', 'b']);
      expect((await store.takeUnattended('payout', 2, 0)).map((claim) => claim.key)).toEqual(['c']);
    });
  });
}
