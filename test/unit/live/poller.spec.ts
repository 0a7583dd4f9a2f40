import { describe, expect, it } from 'vitest';
import { Poller } from '../../../src/live/poller.ts';
import type { LiveRelay } from '../../../src/live/relay.ts';
import { createLogger } from '../../../src/logger.ts';

/**
 * A relay whose leading replica publishes a change while this replica is still asking for the lease: the race a
 * second replica meets when its first watcher arrives just as the leader polls.
 */
function relayPublishingDuringLead(state: string): LiveRelay {
  let deliver: ((text: string) => void) | undefined;
  return {
    async lead() {
      deliver?.(state);
      return false;
    },
    async release() {},
    async share() {},
    async last() {
      return undefined;
    },
    async listen(_key, onState) {
      deliver = onState;
      return async () => {};
    },
    async close() {},
  };
}

describe('Poller on a replica without the lease', () => {
  it('takes a state relayed while it was reading as its first one, instead of failing the subscription', async () => {
    const polls: string[] = [];
    const poller = new Poller<{ outcome: string }>(
      'payout:/payouts/1',
      {
        async poll() {
          polls.push('poll');
          return { outcome: 'requested' };
        },
        isFinal: (value) => value.outcome === 'disbursed',
        bornAt: () => undefined,
      },
      { intervalsMs: [600_000], agesMs: [] },
      createLogger('silent'),
      relayPublishingDuringLead(JSON.stringify({ outcome: 'pending' })),
      () => {},
    );
    await poller.ready;
    const watcher = poller.join();
    expect(await watcher?.next()).toEqual({ value: { outcome: 'pending' }, done: false });
    expect(polls).toEqual([]);
    poller.stop();
  });
});
