import { afterEach, describe, expect, it } from 'vitest';
import { UpstreamClient, type UpstreamOptions } from '../../src/datasources/upstream/client.ts';
import { UpstreamError } from '../../src/datasources/upstream/errors.ts';
import { closedPort, type FakeHandler, sendHtml, sendJson, startFakeUpstream } from './fakeUpstream.ts';

const options = (baseUrl: string): UpstreamOptions => ({
  baseUrl,
  username: 'merchant',
  password: 's3cret',
  mediaVendor: 'acme',
  connections: 4,
  connectTimeoutMs: 1_000,
  headersTimeoutMs: 300,
  bodyTimeoutMs: 300,
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function setup(handler: FakeHandler, prefix = '') {
  const upstream = await startFakeUpstream(handler);
  const client = new UpstreamClient(options(upstream.url + prefix));
  cleanups.push(() => client.close(), upstream.close);
  return { upstream, client };
}

async function failure(promise: Promise<unknown>): Promise<UpstreamError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof UpstreamError)) throw new Error(`expected an UpstreamError, got ${String(err)}`);
  return err;
}

describe('UpstreamClient', () => {
  it('sends Basic credentials, the Accept type and the path under the base prefix, double slash kept', async () => {
    const { upstream, client } = await setup((_req, res) => sendJson(res, 200, '{"ok":true}'), '/v1');
    const res = await client.get('/accounts/balance//AB12', {
      query: { entity: 'A B&C', pageSize: 5, missing: undefined },
      accept: client.mediaTypes.json,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(upstream.seen.map((r) => [r.method, r.url, r.headers.authorization, r.headers.accept])).toEqual([
      [
        'GET',
        '/v1/accounts/balance//AB12?entity=A+B%26C&pageSize=5',
        `Basic ${Buffer.from('merchant:s3cret').toString('base64')}`,
        'application/json',
      ],
    ]);
  });

  it('posts a JSON body with its Content-Type and parses an 18-digit decimal exactly', async () => {
    const { upstream, client } = await setup((_req, res) =>
      sendJson(res, 201, '{"amount": 1234567890123456.78, "count": 3}'),
    );
    const type = client.mediaTypes.paymentsRequest;
    const res = await client.post(
      '/payments/sales/migrateCardOnFile',
      { a: 1 },
      { contentType: type, accept: type },
    );
    expect(res.body).toEqual({ amount: '1234567890123456.78', count: 3 });
    expect(upstream.seen.map((r) => [r.method, r.headers['content-type'], r.body])).toEqual([
      ['POST', 'application/vnd.acme.payments-v5+json', '{"a":1}'],
    ]);
  });

  it('returns error responses with their parsed body, and no body when an error page is not JSON', async () => {
    const { client } = await setup((req, res) =>
      req.url === '/html'
        ? sendHtml(res, 502, '<h1>Bad gateway</h1>')
        : sendJson(res, 400, '{"httpStatusCode":400,"customCode":"SPAB01","message":"x"}'),
    );
    const accept = client.mediaTypes.json;
    expect((await client.get('/json', { accept })).body).toEqual({
      httpStatusCode: 400,
      customCode: 'SPAB01',
      message: 'x',
    });
    const html = await client.get('/html', { accept });
    expect([html.status, html.body]).toEqual([502, undefined]);
  });

  it('treats a successful answer that is not JSON as a contract violation', async () => {
    const { client } = await setup((_req, res) => sendJson(res, 200, '{"truncated":'));
    const err = await failure(client.get('/x', { accept: 'application/json' }));
    expect([err.kind, err.status, err.message]).toEqual([
      'contractViolation',
      200,
      'Upstream answered HTTP 200 with a body that is not JSON',
    ]);
  });

  it('follows links on its own origin, absolute or as a path', async () => {
    const { upstream, client } = await setup((_req, res) => sendJson(res, 200, '{}'));
    await client.getUrl(`${upstream.url}/payouts/abc?x=1`, { accept: 'application/json' });
    await client.getUrl('/payouts/def', { accept: 'application/json' });
    expect(upstream.seen.map((r) => r.url)).toEqual(['/payouts/abc?x=1', '/payouts/def']);
    expect(client.locationOf(`${upstream.url}/payouts/abc`)).toBe('/payouts/abc');
  });

  it('refuses to follow a link to another origin, without sending anything', async () => {
    const { upstream, client } = await setup((_req, res) => sendJson(res, 200, '{}'));
    for (const href of ['https://elsewhere.example/payouts/abc', '//elsewhere.example/payouts/abc']) {
      const err = await failure(client.getUrl(href, { accept: 'application/json' }));
      expect([err.kind, err.message]).toEqual([
        'contractViolation',
        'Upstream link points to another origin',
      ]);
    }
    expect(upstream.seen).toEqual([]);
  });

  it('reports a GET whose answer never comes as unavailable', async () => {
    const { client } = await setup(() => {});
    const err = await failure(client.get('/slow', { accept: 'application/json' }));
    expect([err.kind, err.message]).toEqual(['unavailable', 'Upstream unavailable: UND_ERR_HEADERS_TIMEOUT']);
  });

  it('reports a POST whose answer never comes as outcome unknown, sent exactly once', async () => {
    const { upstream, client } = await setup(() => {});
    const err = await failure(client.post('/payouts/fastAccess', {}, { contentType: 'a/b', accept: 'a/b' }));
    expect([err.kind, err.message]).toEqual([
      'outcomeUnknown',
      'Upstream outcome unknown: UND_ERR_HEADERS_TIMEOUT after the request was sent',
    ]);
    expect(upstream.seen.length).toBe(1);
  });

  it('ends a call whose body keeps trickling in past the overall deadline, a GET unavailable, a POST unknown', async () => {
    // Headers at once, then a chunk every 100 ms: neither the headers nor the body timeout (300 ms) ever fires, only
    // the deadline (connect + headers + body: 1.6 s), shared by the two calls started together.
    const timers: NodeJS.Timeout[] = [];
    const { upstream, client } = await setup((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
      timers.push(setInterval(() => res.write('1,'), 100));
    });
    cleanups.push(async () => {
      for (const timer of timers) clearInterval(timer);
    });
    const [read, payout] = await Promise.all([
      failure(client.get('/trickle', { accept: 'application/json' })),
      failure(client.post('/payouts/fastAccess', {}, { contentType: 'a/b', accept: 'a/b' })),
    ]);
    expect([read.kind, read.message]).toEqual(['unavailable', 'Upstream unavailable: deadline passed']);
    expect([payout.kind, payout.message]).toEqual([
      'outcomeUnknown',
      'Upstream outcome unknown: deadline passed',
    ]);
    expect(upstream.seen.map((r) => r.method)).toEqual(['GET', 'POST']);
  });

  it('never retries a POST whose connection was reset: the outcome is unknown', async () => {
    const { upstream, client } = await setup((_req, res) => res.socket?.destroy());
    const err = await failure(client.post('/payouts/fastAccess', {}, { contentType: 'a/b', accept: 'a/b' }));
    expect([err.kind, err.message]).toEqual([
      'outcomeUnknown',
      'Upstream outcome unknown: UND_ERR_SOCKET after the request was sent',
    ]);
    expect(upstream.seen.length).toBe(1);
  });

  it('retries a GET once when the connection was reset', async () => {
    const { upstream, client } = await setup((_req, res, index) =>
      index === 0 ? res.socket?.destroy() : sendJson(res, 200, '{"n":2}'),
    );
    const res = await client.get('/accounts/balance/', { accept: 'application/json' });
    expect(res.body).toEqual({ n: 2 });
    expect(upstream.seen.length).toBe(2);
  });

  it('gives up on a GET after the retry also fails', async () => {
    const { upstream, client } = await setup((_req, res) => res.socket?.destroy());
    const err = await failure(client.get('/accounts/balance/', { accept: 'application/json' }));
    expect([err.kind, err.message]).toEqual(['unavailable', 'Upstream unavailable: UND_ERR_SOCKET']);
    expect(upstream.seen.length).toBe(2);
  });

  it('reports a refused connection as unavailable even for a POST: it never reached the provider', async () => {
    const client = new UpstreamClient(options(`http://127.0.0.1:${await closedPort()}`));
    cleanups.push(() => client.close());
    const err = await failure(client.post('/payouts/fastAccess', {}, { contentType: 'a/b', accept: 'a/b' }));
    expect([err.kind, err.message]).toEqual(['unavailable', 'Upstream unavailable: ECONNREFUSED']);
  });

  it('puts neither credentials nor the request body into error messages', async () => {
    const { client } = await setup((_req, res) => res.socket?.destroy());
    const err = await failure(
      client.post(
        '/payouts/basicDisbursement',
        { cardNumber: '4444333322221111' },
        {
          contentType: 'a/b',
          accept: 'a/b',
        },
      ),
    );
    expect(JSON.stringify({ message: err.message, stack: err.stack })).not.toMatch(/4444333322221111|s3cret/);
  });
});
