import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PayoutsCreateDocument, SalesCreateDocument } from '../generated/graphql.ts';
import { describeCalls, type GraphQLResult, startTestGateway, type TestGateway } from '../support/gateway.ts';
import { expectedPayout, payoutInput, saleInput, testEntity } from '../support/payouts.ts';
import { startTestRedis, type TestRedis } from '../support/redisServer.ts';
import { createSale, salePost } from '../support/sales.ts';

/**
 * The idempotency store in Redis loses its data (killed, restarted empty: no persistence) or cannot be reached.
 * Each test runs its own redis-server and gateway. Upstream timeouts and the settle window are low, so that a
 * payout sent after the loss was noticed waits only 100 + 300 + 100 + 200 ms.
 */

const received = { outcome: 'REQUEST_RECEIVED', rawOutcome: 'requestReceived' } as const;
const post = 'POST /payouts/basicDisbursement';
const query = (ref: string) => `GET /payouts/query?transactionReference=${ref}&entity=${testEntity}`;
const day = 86_400_000;

let redis: TestRedis;
let gw: TestGateway;

beforeEach(async () => {
  redis = await startTestRedis();
  gw = await startTestGateway({
    REDIS_URL: redis.url,
    IDEMPOTENCY_FINGERPRINT_KEY: 'store-loss-test-fingerprint-key-0123456789',
    UPSTREAM_CONNECT_TIMEOUT_MS: '100',
    UPSTREAM_HEADERS_TIMEOUT_MS: '300',
    UPSTREAM_BODY_TIMEOUT_MS: '100',
    PAYOUT_SETTLE_WINDOW_MS: '200',
  });
});
afterEach(async () => {
  await gw.close();
  await redis.stop();
});

async function calls() {
  const list = describeCalls(await gw.upstreamCalls());
  await gw.clearUpstream();
  return list;
}

/** The one error of a refused mutation, its retryAfterMs checked for range and then left out. */
function refusal(result: GraphQLResult<unknown>, range?: { min: number; max: number }) {
  expect(result.data).toBeNull();
  const [error, ...more] = result.errors ?? [];
  expect(more).toEqual([]);
  const { retryAfterMs, ...extensions } = error?.extensions ?? {};
  if (range) {
    expect(retryAfterMs).toBeGreaterThan(range.min);
    expect(retryAfterMs).toBeLessThanOrEqual(range.max);
  } else expect(retryAfterMs).toBeUndefined();
  return { message: error?.message, path: error?.path, extensions };
}

describe('a Redis idempotency store that fails after the provider acted', () => {
  it('still answers the payout made when Redis dies while the POST is with the provider', async () => {
    const input = payoutInput();
    await gw.armFault({ area: 'payouts', latencyMs: 250, remaining: 1 });
    const pending = gw.run(PayoutsCreateDocument, { input });
    // The sandbox logs a request before it sleeps: once logged, the claim is made and the POST sent.
    while ((await gw.upstreamCalls()).length === 0) await sleep(5);
    await redis.kill();
    expect((await pending).data?.createPayout).toEqual({
      replayed: false,
      payout: expectedPayout(gw.sandbox, input, received),
    });
    expect(await calls()).toEqual([post]);
  });
});

describe('a Redis idempotency store that restarts empty', () => {
  it('recovers completed payouts by reference on retry: replayed, never POSTed again', async () => {
    const firstInput = payoutInput();
    const inputs = [firstInput, payoutInput(), payoutInput()];
    for (const input of inputs) await gw.run(PayoutsCreateDocument, { input });
    expect(await calls()).toEqual([post, post, post]);

    await redis.restart();
    for (const input of inputs) {
      const retried = await gw.run(PayoutsCreateDocument, { input });
      expect(retried).toEqual({
        status: 200,
        data: { createPayout: { replayed: true, payout: expectedPayout(gw.sandbox, input, received) } },
      });
      expect(await calls()).toEqual([query(input.transactionReference)]);
    }
    // The recovered result is stored again: the next retry is a plain replay.
    expect((await gw.run(PayoutsCreateDocument, { input: firstInput })).data?.createPayout.replayed).toBe(
      true,
    );
    expect(await calls()).toEqual([]);
  });

  it('refuses completed sales retried after the loss with STORE_UNTRUSTED until records would have expired', async () => {
    const inputs = [saleInput(), saleInput()];
    for (const input of inputs) expect((await createSale(gw, input)).replayed).toBe(false);
    expect(await calls()).toEqual([salePost, salePost]);

    await redis.restart();
    for (const input of inputs) {
      const retried = await gw.run(SalesCreateDocument, { input });
      expect(refusal(retried, { min: day - 60_000, max: day })).toEqual({
        message:
          'The request was not sent to the payment provider: the idempotency store lost records and cannot ' +
          'tell whether this request was carried out before. Retry after retryAfterMs.',
        path: ['createCardOnFileSale'],
        extensions: { code: 'STORE_UNTRUSTED' },
      });
    }
    // New sales too: the store cannot tell a new reference from a lost one.
    expect(
      refusal(await gw.run(SalesCreateDocument, { input: saleInput() }), { min: 0, max: day }).extensions,
    ).toEqual({ code: 'STORE_UNTRUSTED' });
    expect(await calls()).toEqual([]);
  });

  it('answers STORE_UNAVAILABLE while Redis is down and sends nothing; after the restart a new payout waits for the window', async () => {
    await redis.kill();
    const unavailable = {
      message:
        'The request was not sent to the payment provider: the idempotency store is unavailable. Try again later.',
      extensions: { code: 'STORE_UNAVAILABLE' },
    };
    const payout = payoutInput();
    const down = refusal(await gw.run(PayoutsCreateDocument, { input: payout }));
    expect(down).toEqual({ ...unavailable, path: ['createPayout'] });
    const sale = refusal(await gw.run(SalesCreateDocument, { input: saleInput() }));
    expect(sale).toEqual({ ...unavailable, path: ['createCardOnFileSale'] });
    expect(await calls()).toEqual([]);

    await redis.restart();
    // A payout whose record may have been lost could still be in flight: the provider's "absent" proves
    // nothing until the window after the loss has passed. Nothing is sent meanwhile.
    const early = await gw.run(PayoutsCreateDocument, { input: payout });
    const early2 = refusal(early, { min: 0, max: 700 });
    expect(early2.extensions).toEqual({ code: 'STORE_UNTRUSTED' });
    expect(await calls()).toEqual([query(payout.transactionReference)]);

    await sleep(Number(early.errors?.[0]?.extensions?.retryAfterMs) + 50);
    const sent = await gw.run(PayoutsCreateDocument, { input: payout });
    expect(sent.data?.createPayout).toEqual({
      replayed: false,
      payout: expectedPayout(gw.sandbox, payout, received),
    });
    expect(await calls()).toEqual([query(payout.transactionReference), post]);
  });
});
