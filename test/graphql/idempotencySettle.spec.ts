import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { PayoutsCreateDocument } from '../generated/graphql.ts';
import { type GraphQLResult, setUpTestGateway } from '../support/gateway.ts';
import {
  expectedPayout,
  payoutInput,
  basicPayoutPost as post,
  payoutQueryCall as query,
  receivedOutcome as received,
  shortSettleMs as settleMs,
  shortPayoutDeadlines,
  testEntity,
} from '../support/payouts.ts';

/**
 * "The provider has no such payout" proves nothing was paid only once the first POST can no longer be in flight:
 * its whole deadline (here 100 + 300 + 100 ms) plus the settle window (here 1.2 s). The gateway's timeouts are
 * set low so that the sandbox (with a latency fault) is slower than the gateway.
 */

const gw = setUpTestGateway({
  env: {
    ...shortPayoutDeadlines,
  },
});

/** The answer is OUTCOME_UNKNOWN with a wait below the settle time; returns the wait. */
function expectUnknown(result: GraphQLResult<unknown>): number {
  expect(result.data).toBeNull();
  expect(result.errors?.map((e) => ({ path: e.path, extensions: e.extensions }))).toEqual([
    { path: ['createPayout'], extensions: { code: 'OUTCOME_UNKNOWN', retryAfterMs: expect.any(Number) } },
  ]);
  const wait = Number(result.errors?.[0]?.extensions?.retryAfterMs);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(settleMs);
  return wait;
}

describe('createPayout retried while the first POST may still be in flight', () => {
  it('does not POST again when the provider is slower than the gateway, and recovers the payout afterwards', async () => {
    const input = payoutInput();
    // The sandbox takes 1.5 s and then creates the payout; the gateway gives up after 300 ms.
    await gw.armFault({ area: 'payouts', latencyMs: 1500, remaining: 1 });
    expectUnknown(await gw.run(PayoutsCreateDocument, { input }));
    expect(await gw.takeUpstreamCalls()).toEqual([post, query(input.transactionReference)]);

    // An immediate retry: the query does not list the payout yet, which proves nothing. No second POST.
    const wait = expectUnknown(await gw.run(PayoutsCreateDocument, { input }));
    expect(await gw.takeUpstreamCalls()).toEqual([query(input.transactionReference)]);

    await sleep(wait + 50);
    const settled = await gw.run(PayoutsCreateDocument, { input });
    expect(settled).toEqual({
      status: 200,
      data: { createPayout: { replayed: true, payout: expectedPayout(gw.sandbox, input, received) } },
    });
    expect(await gw.takeUpstreamCalls()).toEqual([query(input.transactionReference)]);
    expect(gw.sandbox.state.payouts.findByReference(testEntity, input.transactionReference)).toBeDefined();
  });

  it('does not POST again when the answer was dropped and the recovery query lags, then recovers it', async () => {
    const input = payoutInput();
    await gw.armFault({ area: 'payouts', dropAfterAccept: true, remaining: 1 });
    // The provider's query does not list the accepted payout yet, twice.
    await gw.armFault({ area: 'payouts', status: 404, customCode: 'SBXP04', remaining: 2 });
    expectUnknown(await gw.run(PayoutsCreateDocument, { input }));
    expect(await gw.takeUpstreamCalls()).toEqual([post, query(input.transactionReference)]);

    const wait = expectUnknown(await gw.run(PayoutsCreateDocument, { input }));
    expect(await gw.takeUpstreamCalls()).toEqual([query(input.transactionReference)]);

    await sleep(wait + 50);
    const settled = await gw.run(PayoutsCreateDocument, { input });
    expect(settled.data?.createPayout).toEqual({
      replayed: true,
      payout: expectedPayout(gw.sandbox, input, received),
    });
    expect(await gw.takeUpstreamCalls()).toEqual([query(input.transactionReference)]);
  });

  it('treats a proxy 504 without the provider error body like a lost answer: no second POST before the window', async () => {
    const input = payoutInput();
    // A proxy in front of the provider gave up; the provider may still be processing the payout.
    await gw.armFault({
      area: 'payouts',
      status: 504,
      customCode: null,
      message: 'Gateway Timeout',
      remaining: 1,
    });
    expectUnknown(await gw.run(PayoutsCreateDocument, { input }));
    const wait = expectUnknown(await gw.run(PayoutsCreateDocument, { input }));
    expect(await gw.takeUpstreamCalls()).toEqual([
      post,
      query(input.transactionReference),
      query(input.transactionReference),
    ]);

    await sleep(wait + 50);
    expect((await gw.run(PayoutsCreateDocument, { input })).data?.createPayout.replayed).toBe(false);
    expect(await gw.takeUpstreamCalls()).toEqual([query(input.transactionReference), post]);
  });

  it('sends a payout that never reached the provider once the window has passed, exactly once', async () => {
    const input = payoutInput();
    await gw.armFault({ area: 'payouts', dropBeforeAccept: true, remaining: 1 });
    expectUnknown(await gw.run(PayoutsCreateDocument, { input }));
    const wait = expectUnknown(await gw.run(PayoutsCreateDocument, { input }));
    expect(await gw.takeUpstreamCalls()).toEqual([
      post,
      query(input.transactionReference),
      query(input.transactionReference),
    ]);

    await sleep(wait + 50);
    const sent = await gw.run(PayoutsCreateDocument, { input });
    expect(sent.data?.createPayout).toEqual({
      replayed: false,
      payout: expectedPayout(gw.sandbox, input, received),
    });
    expect(await gw.takeUpstreamCalls()).toEqual([query(input.transactionReference), post]);
    expect((await gw.run(PayoutsCreateDocument, { input })).data?.createPayout.replayed).toBe(true);
    expect(await gw.takeUpstreamCalls()).toEqual([]);
  });
});
