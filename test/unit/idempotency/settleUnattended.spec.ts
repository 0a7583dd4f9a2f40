import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../../src/datasources/upstream/errors.ts';
import { settleUnattended } from '../../../src/idempotency/settleUnattended.ts';
import { MemoryIdempotencyStore } from '../../../src/stores/idempotency/memoryStore.ts';
import { MemoryOwnershipStore } from '../../../src/stores/ownership/memoryStore.ts';

const intent = { entity: 'PAY7X2', method: 'basicDisbursement', transactionReference: 'ref-1' };
const label = { operation: 'payout', entity: 'PAY7X2', transactionReference: 'ref-1', intent };
const settleMs = 60_000;

/** A memory store holding one payout whose outcome is unknown (sent at `sentAt`), taken over as the pass does. */
async function takenOver(sentAt: number) {
  const ownership = new MemoryOwnershipStore({ ttlMs: 60_000 });
  const store = new MemoryIdempotencyStore({ ownership, settleMs });
  await store.begin('k', 'f', label);
  await store.lockUnknown('k', 'f', sentAt);
  const [claim] = await store.takeUnattended('payout', 1, 0);
  if (!claim) throw new Error('nothing taken over');
  return { store, ownership, claim };
}

describe('settleUnattended', () => {
  it('stores the payout the provider has, with its ownership record: a retry replays it', async () => {
    const { store, ownership, claim } = await takenOver(Date.now());
    const outcome = await settleUnattended({
      store,
      claim,
      recover: async () => ({ location: '/payouts/p1', rawOutcome: 'requestReceived' }),
      ownedBy: (payout) => ({ location: payout.location, ownership: intent }),
    });
    expect(outcome).toBe('completed');
    expect(await store.begin('k', 'f')).toEqual({
      status: 'replay',
      result: { location: '/payouts/p1', rawOutcome: 'requestReceived' },
    });
    expect(await ownership.ownerOf('/payouts/p1')).toEqual(intent);
  });

  it('frees the key when the provider has no such payout and the POST can no longer be in flight', async () => {
    const { store, claim } = await takenOver(Date.now() - settleMs);
    expect(await settleUnattended({ store, claim, recover: async () => null })).toBe('released');
    expect(await store.begin('k', 'f')).toEqual({ status: 'started' });
  });

  it.each([
    ['the provider has no such payout while the POST may still be in flight', async () => null],
    [
      'the provider cannot be asked',
      async () => {
        throw new UpstreamError('unavailable', 'down', { status: 503 });
      },
    ],
  ])('locks the key again with its POST time when %s, sending nothing', async (_case, recover) => {
    const sentAt = Date.now() - 1_000;
    const { store, claim } = await takenOver(sentAt);
    expect(await settleUnattended({ store, claim, recover })).toBe('unknown');
    expect(await store.begin('k', 'f')).toEqual({ status: 'locked', sentAt });
  });
});
