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
    available: () => true,
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

/** A relay this replica follows (the lease is elsewhere, nothing shared yet) that records what it was asked to publish. */
function followedRelay(): LiveRelay & { shared: string[]; deliver: (text: string) => void } {
  let onState: ((text: string) => void) | undefined;
  const shared: string[] = [];
  return {
    shared,
    deliver: (text) => onState?.(text),
    available: () => true,
    async lead() {
      return false;
    },
    async release() {},
    async share(_key, text) {
      shared.push(text);
    },
    async last() {
      return undefined;
    },
    async listen(_key, listener) {
      onState = listener;
      return async () => {};
    },
    async close() {},
  };
}

/** A poller of a payout whose provider answers `requested`, on a replica that follows `relay`. */
function followingPoller(key: string, relay: LiveRelay): Poller<{ outcome: string }> {
  return new Poller<{ outcome: string }>(
    key,
    {
      async poll() {
        return { outcome: 'requested' };
      },
      isFinal: (value) => value.outcome === 'disbursed',
      bornAt: () => undefined,
    },
    { intervalsMs: [600_000], agesMs: [] },
    createLogger('silent'),
    relay,
    () => {},
  );
}

describe('Poller states relayed between replicas', () => {
  it('does not publish a follower’s own first read: published late, it would reach the others after newer states', async () => {
    const relay = followedRelay();
    const poller = followingPoller('payout:/payouts/2', relay);
    await poller.ready;
    const watcher = poller.join();
    expect(await watcher?.next()).toEqual({ value: { outcome: 'requested' }, done: false });
    expect(relay.shared).toEqual([]);
    poller.stop();
  });

  it('drops a late copy of a state its watchers already had, so a status never goes back', async () => {
    const relay = followedRelay();
    const poller = followingPoller('payout:/payouts/3', relay);
    await poller.ready;
    const watcher = poller.join();
    relay.deliver(JSON.stringify({ outcome: 'pending' }));
    relay.deliver(JSON.stringify({ outcome: 'requested' }));
    relay.deliver(JSON.stringify({ outcome: 'approved' }));
    const seen = [];
    for (let i = 0; i < 3; i += 1) seen.push((await watcher?.next())?.value);
    expect(seen).toEqual([{ outcome: 'requested' }, { outcome: 'pending' }, { outcome: 'approved' }]);
    poller.stop();
  });
});
