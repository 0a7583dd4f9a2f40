import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApolloClient, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { describe, expect, it } from 'vitest';
import { PayoutsCreateDocument, PayoutsUpdatedDocument } from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway, type TestGateway } from '../support/gateway.ts';
import { fastAccessInput, locationOfId, testEntity } from '../support/payouts.ts';
import { subscribe } from '../support/stream.ts';

const minute = 60_000;
const hour = 60 * minute;
const ownKey = 'own-key-0123456789abcdefghij';
const otherKey = 'other-key-0123456789abcdefghij';
/** What Apollo Client 4's HttpLink sends as Accept for a subscription. */
const apolloSubscriptionAccept =
  'multipart/mixed;boundary=graphql;subscriptionSpec=1.0,application/graphql-response+json,application/json;q=0.9';

/** Creates a fast-access payout as `key`'s caller, with the upstream log cleared after. */
async function createFastAccess(gw: TestGateway, key?: string): Promise<string> {
  const res = await fetch(gw.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify({
      query: PayoutsCreateDocument.toString(),
      variables: { input: fastAccessInput('Ada Lovelace') },
    }),
  });
  const body = (await res.json()) as { data?: { createPayout: { payout: { id: string } } } };
  const id = body.data?.createPayout.payout.id;
  if (id === undefined) throw new Error(`createPayout failed: ${JSON.stringify(body)}`);
  await gw.clearUpstream();
  return id;
}

/** Apollo Client with nothing but its HttpLink, as its docs set it up: subscriptions go over multipart HTTP. */
function apollo(gw: TestGateway, key?: string, hash?: string) {
  const http = new HttpLink({ uri: gw.url, headers: key ? { authorization: `Bearer ${key}` } : {} });
  // By hash as the client preset's `__meta__.hash` gives it (docs/frontend.md); the test's documents carry none.
  const link = hash ? new PersistedQueryLink({ generateHash: () => hash }).concat(http) : http;
  return new ApolloClient({ cache: new InMemoryCache(), link });
}

/** The test's subscription document, parsed as Apollo Client takes one (test documents are typed strings). */
const payoutUpdated = gql(PayoutsUpdatedDocument.toString());

interface Watched {
  /** Resolves with the next emitted result, or `end` once the gateway ended the stream. */
  next(): Promise<unknown>;
  stop(): void;
}

/** Subscribes through Apollo Client and hands out what it emits, in order. */
function watch(client: ApolloClient, id: string): Watched {
  const queue: unknown[] = [];
  const waiting: ((value: unknown) => void)[] = [];
  const push = (value: unknown) => {
    const take = waiting.shift();
    if (take) take(value);
    else queue.push(value);
  };
  const subscription = client.subscribe({ query: payoutUpdated, variables: { id } }).subscribe({
    next: ({ data, error }) => push(error ? { error: error.message } : data),
    error: (err: unknown) => push({ failed: String(err) }),
    complete: () => push('end'),
  });
  return {
    next: () =>
      queue.length > 0 ? Promise.resolve(queue.shift()) : new Promise((resolve) => waiting.push(resolve)),
    stop: () => subscription.unsubscribe(),
  };
}

const updated = (id: string, outcome: string, rawOutcome: string) => ({
  payoutUpdated: { __typename: 'Payout', id, outcome, rawOutcome, method: 'FAST_ACCESS' },
});

describe("payoutUpdated over multipart HTTP at /graphql, with Apollo Client's plain HttpLink", () => {
  const gw = setUpTestGateway({ env: { PAYOUT_WATCH_INTERVALS_MS: '20,20,20', STREAM_HEARTBEAT_MS: '100' } });

  it('sends the current outcome, then each change, and ends cleanly at DISBURSED, reading only that payout', async () => {
    const id = await createFastAccess(gw);
    const stream = watch(apollo(gw), id);
    expect(await stream.next()).toEqual(updated(id, 'REQUESTED', 'requested'));
    const seen: unknown[] = [];
    for (const advance of [minute, 4 * minute, 24 * hour]) {
      await gw.advanceClock(advance);
      seen.push(await stream.next());
    }
    expect(seen).toEqual([
      updated(id, 'PENDING', 'pending'),
      updated(id, 'APPROVED', 'approved'),
      updated(id, 'DISBURSED', 'disbursed'),
    ]);
    expect(await stream.next()).toBe('end');
    expect([...new Set(describeCalls(await gw.upstreamCalls()))]).toEqual([`GET ${locationOfId(id)}`]);
  });

  it('gives a multipart watcher and an SSE watcher of one payout the same walk', async () => {
    const id = await createFastAccess(gw);
    const multipart = watch(apollo(gw), id);
    const sse = subscribe(gw, PayoutsUpdatedDocument, { id });
    const outcomeOf = (value: unknown) =>
      (value as { payoutUpdated?: { outcome?: string } } | 'end') === 'end'
        ? 'end'
        : ((value as { payoutUpdated: { outcome: string } }).payoutUpdated.outcome ?? 'none');
    const step = async () => {
      const [a, b] = await Promise.all([multipart.next(), sse.next()]);
      return [outcomeOf(a), b.done ? 'end' : outcomeOf(b.value.data)];
    };
    const walks = [await step()];
    for (const advance of [minute, 4 * minute, 24 * hour]) {
      await gw.advanceClock(advance);
      walks.push(await step());
    }
    walks.push(await step());
    expect(walks).toEqual([
      ['REQUESTED', 'REQUESTED'],
      ['PENDING', 'PENDING'],
      ['APPROVED', 'APPROVED'],
      ['DISBURSED', 'DISBURSED'],
      ['end', 'end'],
    ]);
  });

  it('is multipart/mixed with subscriptionSpec 1.0, a {} heartbeat while nothing happens, {payload} parts', async () => {
    const id = await createFastAccess(gw);
    const controller = new AbortController();
    const res = await fetch(gw.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: apolloSubscriptionAccept },
      body: JSON.stringify({ query: PayoutsUpdatedDocument.toString(), variables: { id } }),
      signal: controller.signal,
    });
    expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
      200,
      'multipart/mixed;boundary="graphql";subscriptionSpec="1.0"',
      'no-store',
    ]);
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    let text = '';
    const decoder = new TextDecoder();
    const part = '\r\n--graphql\r\ncontent-type: application/json; charset=utf-8\r\n\r\n';
    while (text.split(`${part}{}`).length < 3) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    controller.abort();
    const first = JSON.stringify({
      payload: {
        data: { payoutUpdated: { id, outcome: 'REQUESTED', rawOutcome: 'requested', method: 'FAST_ACCESS' } },
      },
    });
    expect(text.startsWith(`${part}${first}${part}{}${part}{}`)).toBe(true);
  });
});

describe('multipart subscriptions are admitted as the SSE stream admits them', () => {
  const gw = setUpTestGateway({
    env: { API_KEYS: `own:${ownKey}:${testEntity},other:${otherKey}:4A9XZP`, STREAM_HEARTBEAT_MS: '100' },
  });

  it("answers the payout's caller, refuses another entity's caller with FORBIDDEN and no credential with 401", async () => {
    const id = await createFastAccess(gw, ownKey);
    const own = watch(apollo(gw, ownKey), id);
    expect(await own.next()).toEqual(updated(id, 'REQUESTED', 'requested'));
    own.stop();
    const other = watch(apollo(gw, otherKey), id);
    expect(await other.next()).toEqual({ error: expect.stringContaining('No payout this caller may read') });
    const anonymous = watch(apollo(gw), id);
    expect(await anonymous.next()).toEqual({
      error:
        'A valid credential is required: send an API key or a JWT as "Authorization: Bearer <credential>".',
    });
    // Only the owner's stream read the payout; the refusals called nobody.
    expect([...new Set(describeCalls(await gw.upstreamCalls()))]).toEqual([`GET ${locationOfId(id)}`]);
  });
});

describe('multipart subscriptions with trusted documents enforced', () => {
  // As the client preset writes it into the manifest, `__typename` included (docs/frontend.md).
  const subscription =
    'subscription PayoutsUpdated($id: ID!) { payoutUpdated(id: $id) { __typename id outcome rawOutcome method } }';
  const create = PayoutsCreateDocument.toString();
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const manifest = join(mkdtempSync(join(tmpdir(), 'trusted-multipart-')), 'persisted-documents.json');
  writeFileSync(manifest, JSON.stringify({ [sha256(subscription)]: subscription, [sha256(create)]: create }));
  const gw = setUpTestGateway({
    env: {
      TRUSTED_DOCUMENTS_MANIFEST: manifest,
      TRUSTED_DOCUMENTS_ENFORCE: 'true',
      STREAM_HEARTBEAT_MS: '100',
    },
  });

  it('runs a subscription sent by its hash and refuses it sent as text', async () => {
    const res = await fetch(gw.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        documentId: `sha256:${sha256(create)}`,
        variables: { input: fastAccessInput('Ada Lovelace') },
      }),
    });
    const id = ((await res.json()) as { data: { createPayout: { payout: { id: string } } } }).data
      .createPayout.payout.id;
    const hashed = watch(apollo(gw, undefined, sha256(subscription)), id);
    expect(await hashed.next()).toEqual(updated(id, 'REQUESTED', 'requested'));
    hashed.stop();
    const raw = watch(apollo(gw), id);
    expect(await raw.next()).toEqual({ error: 'This server runs only trusted documents: send a documentId' });
  });
});
