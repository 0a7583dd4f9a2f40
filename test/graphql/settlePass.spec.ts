import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  MerchantMoneyRequestNodesDocument,
  type MerchantMoneyRequestNodesQuery,
  MerchantMoneyRequestsDocument,
  PayoutsCreateDocument,
} from '../generated/graphql.ts';
import { type GraphQLResult, setUpTestGateway } from '../support/gateway.ts';
import {
  expectedPayout,
  payoutInput,
  basicPayoutPost as post,
  payoutQueryCall as query,
  receivedOutcome as received,
  shortPayoutDeadlines,
  testEntity,
} from '../support/payouts.ts';

/**
 * The settle pass (PAYOUT_SETTLE_EVERY_MS): a payout whose answer was lost and whose caller never retries is settled
 * with the provider by the gateway itself, and never sent again. Short upstream deadlines and settle window, as in
 * idempotencySettle.spec.ts: a lost POST can no longer be in flight 1.7 s after it was sent.
 */

const everyMs = 200;
const gw = setUpTestGateway({
  env: {
    ...shortPayoutDeadlines,
    PAYOUT_SETTLE_EVERY_MS: String(everyMs),
  },
});

function codeOf(result: GraphQLResult<unknown>): unknown {
  return result.errors?.[0]?.extensions?.code;
}

type Request = NonNullable<
  NonNullable<MerchantMoneyRequestNodesQuery['merchant']>['moneyRequests']
>['nodes'][number];

/**
 * The merchant's money request of `reference`, as `moneyRequests` lists it (undefined when it is not listed),
 * without its payout: reading that would call the provider.
 */
async function listed(reference: string): Promise<Request | undefined> {
  const { data } = await gw.run(MerchantMoneyRequestNodesDocument, { entity: testEntity, first: 50 });
  return data?.merchant?.moneyRequests?.nodes.find((node) => node.transactionReference === reference);
}

/** The settle pass's counters, as GET /metrics gives them. */
async function settledSamples(): Promise<string[]> {
  const text = await (await fetch(new URL('/metrics', gw.url))).text();
  return text.split('\n').filter((line) => line.startsWith('idempotency_unattended_total{'));
}

/** Polls `moneyRequests` until `done` holds for the request of `reference` (5 s at most); its last listing. */
async function until(reference: string, done: (request: Request | undefined) => boolean) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const request = await listed(reference);
    if (done(request) || Date.now() > deadline) return request;
    await sleep(50);
  }
}

describe('payouts nobody retries', () => {
  it('a lost answer is found and stored by the gateway itself: listed COMPLETED, and a retry replays it without calling the provider', async () => {
    const input = payoutInput();
    const ref = input.transactionReference;
    // The payout is made but its answer dropped, and the provider's query does not list it yet.
    await gw.armFault({ area: 'payouts', dropAfterAccept: true, remaining: 1 });
    await gw.armFault({ area: 'payouts', status: 404, customCode: 'SBXP04', remaining: 1 });
    expect(codeOf(await gw.run(PayoutsCreateDocument, { input }))).toBe('OUTCOME_UNKNOWN');
    expect(await gw.takeUpstreamCalls()).toEqual([post, query(ref)]);
    expect((await listed(ref))?.status).toBe('OUTCOME_UNKNOWN');

    expect((await until(ref, (request) => request?.status === 'COMPLETED'))?.status).toBe('COMPLETED');
    // One query by the pass; nothing sent.
    expect(await gw.takeUpstreamCalls()).toEqual([query(ref)]);
    // The stored answer and its ownership record: the listing shows the payout with what was sent.
    const payout = expectedPayout(gw.sandbox, input, received);
    const { data } = await gw.run(MerchantMoneyRequestsDocument, { entity: testEntity, first: 50 });
    const node = data?.merchant?.moneyRequests?.edges.find(
      (edge) => edge.node.transactionReference === ref,
    )?.node;
    expect(node?.payout).toEqual({
      id: payout.id,
      transactionReference: ref,
      entity: testEntity,
      outcome: 'REQUEST_RECEIVED',
      card: { bin: payout.card.bin, last4: payout.card.last4 },
    });
    await gw.clearUpstream();

    expect(await gw.run(PayoutsCreateDocument, { input })).toEqual({
      status: 200,
      data: { createPayout: { replayed: true, payout } },
    });
    expect(await gw.takeUpstreamCalls()).toEqual([]);
    expect(await settledSamples()).toEqual([
      'idempotency_unattended_total{operation="payout",outcome="completed"} 1',
    ]);
  });

  it('a payout the provider never received is freed once its POST can no longer be in flight: the retry sends it, once', async () => {
    const input = payoutInput();
    const ref = input.transactionReference;
    // The connection drops before the provider handles the POST: nothing was made, but the gateway cannot know.
    await gw.armFault({ area: 'payouts', dropBeforeAccept: true, remaining: 1 });
    const sentAt = Date.now();
    expect(codeOf(await gw.run(PayoutsCreateDocument, { input }))).toBe('OUTCOME_UNKNOWN');
    expect(await gw.takeUpstreamCalls()).toEqual([post, query(ref)]);

    const freed = await until(ref, (request) => request === undefined);
    expect(freed).toBeUndefined();
    // Not before the POST's deadline and the settle window had passed.
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(100 + 300 + 100 + 1200);
    const asked = await gw.takeUpstreamCalls();
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((call) => call !== query(ref))).toEqual([]);

    expect(await gw.run(PayoutsCreateDocument, { input })).toEqual({
      status: 200,
      data: { createPayout: { replayed: false, payout: expectedPayout(gw.sandbox, input, received) } },
    });
    expect(await gw.takeUpstreamCalls()).toEqual([post]);
    // Locked again by each pass while the POST could still be in flight, then freed.
    const samples = await settledSamples();
    expect(samples).toContain('idempotency_unattended_total{operation="payout",outcome="released"} 1');
    expect(samples.filter((line) => !/outcome="(completed|released|unknown)"/.test(line))).toEqual([]);
  });
});
