import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/identity/globalId.ts';
import { payoutNotKnown } from '../auth/support.ts';
import {
  type CreatePayoutInput,
  PayoutsCreateDocument,
  PayoutsUpdatedDocument,
} from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway, type TestGateway } from '../support/gateway.ts';
import { fastAccessInput, locationOfId, payoutInput, testEntity } from '../support/payouts.ts';
import { withAnyRequestId } from '../support/requestIds.ts';
import { eventsOf, subscribe } from '../support/stream.ts';

const minute = 60_000;
const hour = 60 * minute;
const ownKey = 'own-key-0123456789abcdefghij';
const otherKey = 'other-key-0123456789abcdefghij';

/** Creates a fast-access payout (the sandbox's default walk) as `authorization`, with the upstream log cleared. */
async function createFastAccess(
  gw: TestGateway,
  authorization?: string,
  input: CreatePayoutInput = fastAccessInput('Ada Lovelace'),
): Promise<string> {
  const res = await fetch(gw.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify({
      query: PayoutsCreateDocument.toString(),
      variables: { input },
    }),
  });
  const body = (await res.json()) as { data?: { createPayout: { payout: { id: string } } } };
  const id = body.data?.createPayout.payout.id;
  if (id === undefined) throw new Error(`createPayout failed: ${JSON.stringify(body)}`);
  await gw.clearUpstream();
  return id;
}

type Stream = ReturnType<typeof subscribe<unknown, unknown>>;

/** The outcome of the stream's next result, or `end` when the gateway ended the stream. */
async function nextOutcome(stream: Stream): Promise<string> {
  const next = await stream.next();
  if (next.done) return 'end';
  const data = next.value.data as { payoutUpdated?: { outcome: string } } | null | undefined;
  return data?.payoutUpdated?.outcome ?? JSON.stringify(next.value);
}

describe('payoutUpdated (GraphQL over SSE), polling fast', () => {
  const gw = setUpTestGateway({ env: { PAYOUT_WATCH_INTERVALS_MS: '20,20,20' } });

  it('sends the current outcome, then each change as the sandbox clock moves, and ends at DISBURSED', async () => {
    const id = await createFastAccess(gw);
    const stream = subscribe(gw, PayoutsUpdatedDocument, { id });
    const first = await stream.next();
    expect(first.value).toEqual({
      data: { payoutUpdated: { id, outcome: 'REQUESTED', rawOutcome: 'requested', method: 'FAST_ACCESS' } },
    });
    const seen: string[] = [];
    for (const advance of [minute, 4 * minute, 24 * hour]) {
      await gw.advanceClock(advance);
      seen.push(await nextOutcome(stream));
    }
    expect(seen).toEqual(['PENDING', 'APPROVED', 'DISBURSED']);
    expect(await nextOutcome(stream)).toBe('end');
    // Only reads of that payout reached the provider: the same path as `payout(id)`.
    const calls = new Set(describeCalls(await gw.upstreamCalls()));
    expect([...calls]).toEqual([`GET ${locationOfId(id)}`]);
  });

  it("ends a basic disbursement's stream at REQUEST_RECEIVED: the provider reports nothing after it", async () => {
    const id = await createFastAccess(gw, undefined, payoutInput());
    const stream = subscribe(gw, PayoutsUpdatedDocument, { id });
    expect((await stream.next()).value).toEqual({
      data: {
        payoutUpdated: {
          id,
          outcome: 'REQUEST_RECEIVED',
          rawOutcome: 'requestReceived',
          method: 'BASIC_DISBURSEMENT',
        },
      },
    });
    expect(await nextOutcome(stream)).toBe('end');
  });

  it('gives two watchers of one payout the same walk', async () => {
    const id = await createFastAccess(gw);
    const streams = [
      subscribe(gw, PayoutsUpdatedDocument, { id }),
      subscribe(gw, PayoutsUpdatedDocument, { id }),
    ];
    const walks: string[][] = [[], []];
    const step = async () => {
      const outcomes = await Promise.all(streams.map(nextOutcome));
      for (const [i, outcome] of outcomes.entries()) walks[i]?.push(outcome);
    };
    await step();
    for (const advance of [minute, 4 * minute, 24 * hour]) {
      await gw.advanceClock(advance);
      await step();
    }
    await step();
    const walk = ['REQUESTED', 'PENDING', 'APPROVED', 'DISBURSED', 'end'];
    expect(walks).toEqual([walk, walk]);
  });

  it('refuses a subscription sent to /graphql with 400, naming the stream endpoint', async () => {
    const id = toGlobalId('Payout', '/payouts/w1_never');
    await gw.clearUpstream();
    const result = await gw.run(PayoutsUpdatedDocument, { id });
    expect(result).toEqual({
      status: 400,
      errors: [
        {
          message:
            'Subscriptions are served over Server-Sent Events at /graphql/stream, and at /graphql over multipart HTTP (Accept: multipart/mixed;subscriptionSpec="1.0", as Apollo Client\'s HttpLink sends).',
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('refuses a query on the stream endpoint: subscriptions only', async () => {
    const res = await fetch(`${gw.url}/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.status).toBe(200);
    const events = eventsOf(await res.text());
    expect(events).toEqual([
      {
        event: 'next',
        data: {
          errors: [
            {
              message:
                'Only subscriptions are served at /graphql/stream; send queries and mutations to /graphql.',
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', requestId: res.headers.get('x-request-id') },
            },
          ],
        },
      },
      { event: 'complete', data: null },
    ]);
  });
});

describe('payoutUpdated, one poller per payout', () => {
  // No tick within the test: every provider call is the first poll.
  const gw = setUpTestGateway({ env: { PAYOUT_WATCH_INTERVALS_MS: '3600000,3600000,3600000' } });

  it('reads the payout from the provider once for two watchers', async () => {
    const id = await createFastAccess(gw);
    const first = subscribe(gw, PayoutsUpdatedDocument, { id });
    const second = subscribe(gw, PayoutsUpdatedDocument, { id });
    expect(await Promise.all([nextOutcome(first), nextOutcome(second)])).toEqual(['REQUESTED', 'REQUESTED']);
    expect(describeCalls(await gw.upstreamCalls())).toEqual([`GET ${locationOfId(id)}`]);
    await Promise.all([first.return?.(), second.return?.()]);
  });
});

describe('payoutUpdated, authorization', () => {
  const gw = setUpTestGateway({
    env: {
      API_KEYS: `own:${ownKey}:${testEntity},other:${otherKey}:4A9XZP`,
      PAYOUT_WATCH_INTERVALS_MS: '20,20,20',
    },
  });

  it('refuses a payout of another entity with FORBIDDEN before anything is polled', async () => {
    const id = await createFastAccess(gw, `Bearer ${ownKey}`);
    const stream = subscribe(gw, PayoutsUpdatedDocument, { id }, `Bearer ${otherKey}`);
    const result = await stream.next();
    expect(JSON.parse(JSON.stringify(result.value))).toEqual({
      errors: [withAnyRequestId(payoutNotKnown('id', ['payoutUpdated']))],
    });
    expect(await nextOutcome(stream)).toBe('end');
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('refuses a caller without a credential with UNAUTHENTICATED', async () => {
    const stream = subscribe(gw, PayoutsUpdatedDocument, { id: 'x' });
    const result = await stream.next();
    const errors = (result.value as { errors?: { extensions?: { code?: unknown } }[] }).errors;
    expect(errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    expect(await nextOutcome(stream)).toBe('end');
  });

  it('refuses an id that is not a payout id with BAD_USER_INPUT', async () => {
    const stream = subscribe(
      gw,
      PayoutsUpdatedDocument,
      { id: toGlobalId('Account', '1') },
      `Bearer ${ownKey}`,
    );
    const result = await stream.next();
    const errors = (result.value as { errors?: { extensions?: unknown }[] }).errors;
    expect(errors?.map((e) => e.extensions)).toEqual([
      {
        code: 'BAD_USER_INPUT',
        requestId: expect.any(String),
        fieldErrors: [{ path: 'id', rule: 'INVALID_ID', message: 'is not a payout id issued by this API' }],
      },
    ]);
  });
});
