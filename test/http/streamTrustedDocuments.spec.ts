import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GraphQLFormattedError } from 'graphql';
import { createClient } from 'graphql-sse';
import { beforeAll, describe, expect, it } from 'vitest';
import { PayoutsCreateDocument } from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { fastAccessInput } from '../support/payouts.ts';
import { bodyOf, checkedRequestIds } from '../support/requestIds.ts';
import { eventsOf } from '../support/stream.ts';

const updated = 'subscription Updated($id: ID!) { payoutUpdated(id: $id) { id outcome } }';
const create = PayoutsCreateDocument.toString();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function writeManifest(entries: Record<string, string>): string {
  const path = join(mkdtempSync(join(tmpdir(), 'trusted-stream-')), 'persisted-documents.json');
  writeFileSync(path, JSON.stringify(entries));
  return path;
}

const requiredRefusal = {
  errors: [
    {
      message: 'This server runs only trusted documents: send a documentId',
      extensions: { code: 'PERSISTED_DOCUMENT_REQUIRED' },
    },
  ],
};

/** The first `next` event of a GraphQL-over-SSE stream, then the stream is closed. */
async function firstEvent(res: Response): Promise<unknown> {
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before an event: ${text}`);
    text += decoder.decode(value, { stream: true });
    const event = /event: next\ndata: (.*)\n\n/.exec(text);
    if (event?.[1]) {
      await reader.cancel();
      return JSON.parse(event[1]);
    }
  }
}

/** A refusal inside the event stream the request asked for: 200, the errors of its one `next` event, ids checked. */
async function streamRefusalOf(res: Response): Promise<unknown> {
  expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/event-stream; charset=utf-8']);
  const events = eventsOf(await res.text());
  expect(events.map(({ event }) => event)).toEqual(['next', 'complete']);
  return checkedRequestIds(
    events[0]?.data as { errors: GraphQLFormattedError[] },
    res.headers.get('x-request-id'),
  );
}

describe('trusted documents enforced on the stream endpoint', () => {
  let stream: string;
  const gw = setUpTestGateway({
    env: {
      TRUSTED_DOCUMENTS_MANIFEST: writeManifest({ [sha256(updated)]: updated, [sha256(create)]: create }),
      TRUSTED_DOCUMENTS_ENFORCE: 'true',
    },
  });
  beforeAll(() => {
    stream = `${gw.url}/stream`;
  });

  const post = (url: string, body: unknown) =>
    fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: url === stream ? 'text/event-stream' : 'application/json',
      },
      body: JSON.stringify(body),
    });

  it('refuses a raw subscription over POST and GET with the code and words of /graphql, calling nobody', async () => {
    await gw.clearUpstream();
    const posted = await post(stream, { query: updated, variables: { id: 'x' } });
    expect(await streamRefusalOf(posted)).toEqual(requiredRefusal);
    const params = new URLSearchParams({ query: updated, variables: JSON.stringify({ id: 'x' }) });
    const got = await fetch(`${stream}?${params}`, { headers: { accept: 'text/event-stream' } });
    expect(await streamRefusalOf(got)).toEqual(requiredRefusal);
    const graphql = await fetch(gw.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: updated }),
    });
    expect(graphql.status).toBe(400);
    expect(await bodyOf(graphql)).toEqual(requiredRefusal);
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('runs a subscription named by documentId, and by the persisted-query hash, as /graphql runs one', async () => {
    const created = await post(gw.url, {
      documentId: `sha256:${sha256(create)}`,
      variables: { input: fastAccessInput('Ada Lovelace') },
    });
    const id = ((await created.json()) as { data: { createPayout: { payout: { id: string } } } }).data
      .createPayout.payout.id;
    const first = { data: { payoutUpdated: { id, outcome: 'REQUESTED' } } };

    const byId = await post(stream, { documentId: `sha256:${sha256(updated)}`, variables: { id } });
    expect(byId.status).toBe(200);
    expect(byId.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(byId.headers.get('cache-control')).toBe('no-store');
    expect(await firstEvent(byId)).toEqual(first);

    const extensions = { persistedQuery: { version: 1, sha256Hash: sha256(updated) } };
    const params = new URLSearchParams({
      variables: JSON.stringify({ id }),
      extensions: JSON.stringify(extensions),
    });
    const byHash = await fetch(`${stream}?${params}`, { headers: { accept: 'text/event-stream' } });
    expect(byHash.status).toBe(200);
    expect(await firstEvent(byHash)).toEqual(first);
  });

  it('runs a subscription sent by id through graphql-sse\'s own client, which sends `query: ""` beside it', async () => {
    const created = await post(gw.url, {
      documentId: `sha256:${sha256(create)}`,
      variables: { input: fastAccessInput('Ada Lovelace') },
    });
    const id = ((await created.json()) as { data: { createPayout: { payout: { id: string } } } }).data
      .createPayout.payout.id;
    const client = createClient({ url: stream, retryAttempts: 0 });
    // graphql-sse's RequestParams require `query`: a client sending by id gives it empty.
    const results = client.iterate({
      query: '',
      variables: { id },
      extensions: { persistedQuery: { version: 1, sha256Hash: sha256(updated) } },
    });
    const first = await results.next();
    await results.return?.();
    expect(first.value).toEqual({ data: { payoutUpdated: { id, outcome: 'REQUESTED' } } });
  });

  it('refuses an unknown documentId there as /graphql does', async () => {
    const unknown = { documentId: `sha256:${sha256('{ __typename }')}` };
    const res = await post(stream, unknown);
    expect(await streamRefusalOf(res)).toEqual({
      errors: [
        {
          message: 'No trusted document has this documentId',
          extensions: { code: 'PERSISTED_DOCUMENT_NOT_FOUND' },
        },
      ],
    });
  });
});
