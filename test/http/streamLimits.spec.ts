import type { GraphQLFormattedError } from 'graphql';
import { createClient } from 'graphql-sse';
import { describe, expect, it } from 'vitest';
import { runAs } from '../auth/support.ts';
import { PayoutsCreateDocument, PayoutsUpdatedDocument } from '../generated/graphql.ts';
import { setUpTestGateway, type TestGateway } from '../support/gateway.ts';
import { fastAccessInput, testEntity } from '../support/payouts.ts';
import { bodyOf, checkedRequestIds } from '../support/requestIds.ts';
import { eventsOf, subscribe } from '../support/stream.ts';

const ownKey = 'own-key-0123456789abcdefghij';
const otherKey = 'other-key-0123456789abcdefghij';
const keys = `own:${ownKey}:${testEntity},other:${otherKey}:${testEntity}`;
const minute = 60_000;
const hour = 60 * minute;

/**
 * What an endpoint answered: status, the headers a client acts on, and the JSON body; for an event stream, the
 * result its one `next` event held (checked to be followed by `complete` and nothing else).
 */
async function answerOf(res: Response) {
  const head = {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    wwwAuthenticate: res.headers.get('www-authenticate'),
  };
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    return { ...head, body: (await bodyOf(res)) as { errors?: unknown[]; extensions?: unknown } };
  }
  const events = eventsOf(await res.text());
  expect(events.map(({ event }) => event)).toEqual(['next', 'complete']);
  const result = events[0]?.data as { errors: GraphQLFormattedError[]; extensions?: unknown };
  return { ...head, body: checkedRequestIds(result, res.headers.get('x-request-id')) };
}

/** POSTs an operation to /graphql (`path` '') or /graphql/stream (`path` '/stream'). */
function post(
  gw: TestGateway,
  path: '' | '/stream',
  query: string,
  variables: unknown,
  authorization?: string,
) {
  return fetch(`${gw.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: path === '' ? 'application/json' : 'text/event-stream',
      ...(authorization === undefined ? {} : { authorization }),
    },
    body: JSON.stringify({ query, variables }),
  });
}

/** A fast-access payout created as `authorization`; its global id. */
async function createPayout(gw: TestGateway, authorization: string): Promise<string> {
  const created = await runAs(gw, authorization, PayoutsCreateDocument, {
    input: fastAccessInput('Ada Lovelace'),
  });
  const id = created.data?.createPayout.payout.id;
  if (id === undefined) throw new Error(`createPayout failed: ${JSON.stringify(created)}`);
  return id;
}

/** The points left in the caller's budget, as a cheap query (cost 1) reports them after paying. */
async function remainingAfterQuery(gw: TestGateway, authorization: string): Promise<number> {
  const answer = await answerOf(await post(gw, '', '{ __typename }', {}, authorization));
  return (answer.body.extensions as { rateLimit: { remaining: number } }).rateLimit.remaining;
}

type Stream = ReturnType<typeof subscribe<unknown, unknown>>;

async function nextOutcome(stream: Stream): Promise<string> {
  const next = await stream.next();
  if (next.done) return 'end';
  const data = next.value.data as { payoutUpdated?: { outcome: string } } | null | undefined;
  return data?.payoutUpdated?.outcome ?? JSON.stringify(next.value);
}

describe('the stream endpoint admits a subscription as /graphql admits an operation', () => {
  const gw = setUpTestGateway({ env: { API_KEYS: keys, MAX_QUERY_DEPTH: '2', MAX_QUERY_COST: '100' } });

  it('refuses a caller without a credential with the error of /graphql, inside the event stream it asked for', async () => {
    const query = PayoutsUpdatedDocument.toString();
    await gw.clearUpstream();
    const stream = await answerOf(await post(gw, '/stream', query, { id: 'x' }));
    const graphql = await answerOf(await post(gw, '', '{ __typename }', {}));
    expect(stream).toEqual({
      status: 200,
      retryAfter: null,
      wwwAuthenticate: 'Bearer',
      body: {
        errors: [
          {
            message:
              'A valid credential is required: send an API key or a JWT as "Authorization: Bearer <credential>".',
            extensions: { code: 'UNAUTHENTICATED' },
          },
        ],
      },
    });
    expect(graphql).toEqual({ ...stream, status: 401 });
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('refuses with the status of /graphql a request that asks for JSON, not for an event stream', async () => {
    const res = await fetch(`${gw.url}/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: PayoutsUpdatedDocument.toString(), variables: { id: 'x' } }),
    });
    expect(await answerOf(res)).toEqual({
      status: 401,
      retryAfter: null,
      wwwAuthenticate: 'Bearer',
      body: {
        errors: [
          { message: expect.stringMatching(/^A valid credential/), extensions: { code: 'UNAUTHENTICATED' } },
        ],
      },
    });
  });

  it("stops graphql-sse's standard client at once with the code, whatever its retryAttempts", async () => {
    const connections: boolean[] = [];
    const client = createClient({
      url: `${gw.url}/stream`,
      // The default retryAttempts (5); no wait between them, so that a retried refusal shows at once.
      retry: async () => {},
      on: { connecting: (reconnecting) => connections.push(reconnecting) },
    });
    const results: unknown[] = [];
    for await (const result of client.iterate({
      query: PayoutsUpdatedDocument.toString(),
      variables: { id: 'x' },
    }))
      results.push(result);
    client.dispose();
    expect(connections).toEqual([false]);
    expect(results).toEqual([
      {
        errors: [
          {
            message:
              'A valid credential is required: send an API key or a JWT as "Authorization: Bearer <credential>".',
            extensions: { code: 'UNAUTHENTICATED', requestId: expect.any(String) },
          },
        ],
      },
    ]);
  });

  it('refuses a subscription deeper than MAX_QUERY_DEPTH with the error of /graphql', async () => {
    const deep = 'subscription ($id: ID!) { payoutUpdated(id: $id) { amount { currency } } }';
    const stream = await answerOf(await post(gw, '/stream', deep, { id: 'x' }, `Bearer ${ownKey}`));
    const graphql = await answerOf(await post(gw, '', deep, { id: 'x' }, `Bearer ${ownKey}`));
    expect(stream).toEqual({
      status: 200,
      retryAfter: null,
      wwwAuthenticate: null,
      body: {
        errors: [
          {
            message: 'Query depth limit of 2 exceeded, found 3.',
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          },
        ],
      },
    });
    expect(stream.body.errors).toEqual(graphql.body.errors);
    expect(graphql.status).toBe(400);
  });

  it('refuses a subscription costlier than MAX_QUERY_COST with the error of /graphql', async () => {
    // Within the depth limit (2: payoutUpdated and its scalars): one scalar asked 80 times, each one counted.
    const costly = `subscription ($id: ID!) { payoutUpdated(id: $id) { ${'id '.repeat(80)}} }`;
    const stream = await answerOf(await post(gw, '/stream', costly, { id: 'x' }, `Bearer ${ownKey}`));
    const graphql = await answerOf(await post(gw, '', costly, { id: 'x' }, `Bearer ${ownKey}`));
    expect(stream.status).toBe(200);
    expect(stream.body.errors).toEqual([
      {
        message: expect.stringMatching(/^Query Cost limit of 100 exceeded, found \d+\.$/),
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
    expect(stream.body.errors).toEqual(graphql.body.errors);
  });
});

describe('the caps on open streams (STREAM_MAX_PER_CALLER=2, STREAM_MAX_TOTAL=3)', () => {
  const gw = setUpTestGateway({
    env: {
      API_KEYS: keys,
      STREAM_MAX_PER_CALLER: '2',
      STREAM_MAX_TOTAL: '3',
      PAYOUT_WATCH_INTERVALS_MS: '20,20,20',
    },
  });

  it('refuses a caller its third stream and the process its fourth, and admits again once streams end', async () => {
    const ownPayout = await createPayout(gw, `Bearer ${ownKey}`);
    const own = [1, 2].map(() =>
      subscribe(gw, PayoutsUpdatedDocument, { id: ownPayout }, `Bearer ${ownKey}`),
    );
    expect(await Promise.all(own.map(nextOutcome))).toEqual(['REQUESTED', 'REQUESTED']);

    const query = PayoutsUpdatedDocument.toString();
    const third = await answerOf(await post(gw, '/stream', query, { id: ownPayout }, `Bearer ${ownKey}`));
    expect(third).toEqual({
      status: 200,
      retryAfter: null,
      wwwAuthenticate: null,
      body: {
        errors: [
          {
            message:
              'This caller already has 2 subscription streams open, the most allowed: close one before opening another.',
            extensions: { code: 'TOO_MANY_STREAMS', scope: 'caller', limit: 2 },
          },
        ],
      },
    });

    // Another caller has room of its own, until the process holds its three.
    const otherPayout = await createPayout(gw, `Bearer ${otherKey}`);
    const other = subscribe(gw, PayoutsUpdatedDocument, { id: otherPayout }, `Bearer ${otherKey}`);
    expect(await nextOutcome(other)).toBe('REQUESTED');
    const fourth = await answerOf(
      await post(gw, '/stream', query, { id: otherPayout }, `Bearer ${otherKey}`),
    );
    expect(fourth).toEqual({
      status: 200,
      retryAfter: '5',
      wwwAuthenticate: null,
      body: {
        errors: [
          {
            message: 'The server holds 3 subscription streams, the most it takes: try again later.',
            extensions: { code: 'TOO_MANY_STREAMS', scope: 'total', limit: 3 },
          },
        ],
      },
    });

    // Every payout reaches its final outcome: the streams end and give their places back.
    const walks = [...own, other].map(async (stream) => {
      const seen: string[] = [];
      for (let outcome = await nextOutcome(stream); outcome !== 'end'; outcome = await nextOutcome(stream))
        seen.push(outcome);
      return seen.at(-1);
    });
    await gw.advanceClock(25 * hour);
    expect(await Promise.all(walks)).toEqual(['DISBURSED', 'DISBURSED', 'DISBURSED']);
    const again = await createPayout(gw, `Bearer ${ownKey}`);
    const reopened = [1, 2].map(() =>
      subscribe(gw, PayoutsUpdatedDocument, { id: again }, `Bearer ${ownKey}`),
    );
    expect(await Promise.all(reopened.map(nextOutcome))).toEqual(['REQUESTED', 'REQUESTED']);
    await Promise.all(reopened.map((stream) => stream.return?.()));
  });
});

describe('the rate limit on stream starts (RATE_LIMIT_POINTS=30)', () => {
  const gw = setUpTestGateway({
    env: {
      API_KEYS: keys,
      RATE_LIMIT_POINTS: '30',
      PAYOUT_WATCH_INTERVALS_MS: '3600000,3600000,3600000',
    },
  });

  it('charges a subscription its cost when it starts, and refuses a caller whose budget is spent', async () => {
    const id = await createPayout(gw, `Bearer ${ownKey}`);
    const remaining = await remainingAfterQuery(gw, `Bearer ${ownKey}`);
    const stream = subscribe(gw, PayoutsUpdatedDocument, { id }, `Bearer ${ownKey}`);
    expect(await nextOutcome(stream)).toBe('REQUESTED');
    // The stream cost 1 (payoutUpdated returns an object; its fields are scalars), the query 1.
    expect(await remainingAfterQuery(gw, `Bearer ${ownKey}`)).toBe(remaining - 2);
    await stream.return?.();

    for (let left = remaining - 2; left > 0; left -= 1) {
      expect((await runAs(gw, `Bearer ${ownKey}`, '{ __typename }')).status).toBe(200);
    }
    await gw.clearUpstream();
    const refused = await answerOf(
      await post(gw, '/stream', PayoutsUpdatedDocument.toString(), { id }, `Bearer ${ownKey}`),
    );
    expect(refused).toEqual({
      status: 200,
      retryAfter: expect.stringMatching(/^\d+$/),
      wwwAuthenticate: null,
      body: {
        errors: [
          {
            message: 'Rate limit exceeded: this operation costs more than the budget left. Try again later.',
            extensions: { code: 'RATE_LIMITED', retryAfterMs: expect.any(Number) },
          },
        ],
      },
    });
    expect(await gw.upstreamCalls()).toEqual([]);
    // Another caller's budget is its own.
    const other = subscribe(gw, PayoutsUpdatedDocument, { id }, `Bearer ${otherKey}`);
    expect(await nextOutcome(other)).toBe('REQUESTED');
    await other.return?.();
  });
});
