import { describe, expect, it } from 'vitest';
import { MemoryIdempotencyStore } from '../../../../src/stores/idempotency/memoryStore.ts';
import { MemoryOwnershipStore } from '../../../../src/stores/ownership/memoryStore.ts';
import {
  describeAnswerStands,
  describeStoreContract,
  describeUnattended,
} from '../../../idempotency/storeContract.ts';

describeStoreContract('memory', () => new MemoryIdempotencyStore());
describeAnswerStands('memory', () => new MemoryIdempotencyStore());
describeUnattended('memory', () => {
  let now = Date.now();
  const attemptMs = 60_000;
  const store = new MemoryIdempotencyStore({ now: () => now, attemptMs });
  return {
    store,
    // The clock moves past the claim's deadline; the claim was made at the clock's previous reading.
    pastDeadline: async () => {
      const startedAt = now;
      now += attemptMs + 1;
      return startedAt;
    },
  };
});

describe('memory store expiry', () => {
  it('forgets a record once its lifetime has passed', async () => {
    let now = 1_000_000;
    const store = new MemoryIdempotencyStore({ ttlMs: 60_000, now: () => now });
    await store.begin('k', 'f1');
    await store.complete('k', 'f1', { outcome: 'refused' });
    now += 59_999;
    expect(await store.begin('k', 'f1')).toEqual({ status: 'replay', result: { outcome: 'refused' } });
    now += 1;
    expect(await store.begin('k', 'f2')).toEqual({ status: 'started' });
  });

  it("treats a claim pending past its deadline (the attempt's budget) as locked: its gateway died mid-request", async () => {
    let now = 1_000_000;
    const store = new MemoryIdempotencyStore({ now: () => now, attemptMs: 64_000 });
    expect(await store.begin('k', 'f1')).toEqual({ status: 'started' });
    now += 64_000;
    expect(await store.begin('k', 'f1')).toEqual({ status: 'inProgress' });
    now += 1;
    expect(await store.begin('k', 'f1')).toEqual({ status: 'locked', sentAt: 1_000_000 });
    expect(await store.begin('k', 'f2')).toEqual({ status: 'conflict' });
  });

  it('replays a copy, so that changing one answer does not change the next', async () => {
    const store = new MemoryIdempotencyStore();
    await store.begin('k', 'f1');
    await store.complete('k', 'f1', { outcome: 'approved' });
    const first = await store.begin<{ outcome: string }>('k', 'f1');
    if (first.status === 'replay') first.result.outcome = 'changed';
    expect(await store.begin('k', 'f1')).toEqual({ status: 'replay', result: { outcome: 'approved' } });
  });
});

describe("memory store: a payout's answer and its ownership record", () => {
  const owner = {
    location: '/payouts/owned',
    ownership: { entity: 'PAY7X2', method: 'basicDisbursement', transactionReference: 'po-owned' },
  };

  it('keeps the record in the ownership store it was built with, beside the answer', async () => {
    const ownership = new MemoryOwnershipStore({ ttlMs: 60_000 });
    const store = new MemoryIdempotencyStore({ ownership });
    await store.begin('k', 'f1');
    await store.complete('k', 'f1', { location: '/payouts/owned' }, owner);
    expect(await store.begin('k', 'f1')).toEqual({
      status: 'replay',
      result: { location: '/payouts/owned' },
    });
    expect(await ownership.ownerOf('/payouts/owned')).toEqual(owner.ownership);
  });

  it('stores no answer without a place for its record: the key stays claimed', async () => {
    const store = new MemoryIdempotencyStore();
    await store.begin('k', 'f1');
    await expect(store.complete('k', 'f1', { location: '/payouts/owned' }, owner)).rejects.toThrow(
      'this idempotency store was built without an ownership store',
    );
    expect(await store.begin('k', 'f1')).toEqual({ status: 'inProgress' });
  });
});
