import { readFileSync } from 'node:fs';
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { setUpTestGateway, startTestGatewayForTest } from '../support/gateway.ts';
import { bodyOf } from '../support/requestIds.ts';
import { packageVersion } from '../support/version.ts';

describe('the gateway HTTP layer', () => {
  // A low depth limit, so a real operation of our schema is too deep.
  const gw = setUpTestGateway({ env: { MAX_QUERY_DEPTH: '3' } });

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(gw.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('refuses operations sent with other methods than GET and POST', async () => {
    const res = await fetch(`${gw.url}?query=${encodeURIComponent('{ __typename }')}`, {
      method: 'PUT',
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
    expect(await bodyOf(res)).toEqual({
      errors: [
        {
          message: 'Send GraphQL operations with POST (queries also with GET)',
          extensions: { code: 'METHOD_NOT_ALLOWED' },
        },
      ],
    });
  });

  it('answers a path it does not serve with a 404 that has a code and the request id', async () => {
    const res = await fetch(new URL('/nope', gw.url));
    expect([res.status, res.headers.get('content-type')]).toEqual([404, 'application/json; charset=utf-8']);
    // bodyOf checks that every error quotes the answer's x-request-id.
    expect(res.headers.get('x-request-id')).toMatch(/\S/);
    expect(await bodyOf(res)).toEqual({
      errors: [
        {
          message: 'Nothing is served at this path; the GraphQL API is at /graphql.',
          extensions: { code: 'NOT_FOUND' },
        },
      ],
    });
  });

  it('serves the printed schema at /schema.graphql for codegen: schema.graphql below its header', async () => {
    const res = await fetch(new URL('/schema.graphql', gw.url));
    const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/plain; charset=utf-8']);
    const served = await res.text();
    expect(served).toBe(committed.slice(committed.indexOf('\n\n') + 2));
    expect(buildSchema(served).getQueryType()?.name).toBe('Query');
  });

  it('serves GraphiQL to a browser at the GraphQL URL', async () => {
    const res = await fetch(gw.url, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).toMatch(/<script src="\/graphiql\/\d+\.\d+\.\d+\/graphiql\.js"><\/script>/);
    expect(html).not.toMatch(/https?:\/\//);
    // The one inline script runs by its per-response nonce; nothing else inline, nothing from elsewhere.
    const nonce = /<script nonce="([A-Za-z0-9+/=]{24})">/.exec(html)?.[1];
    expect(res.headers.get('content-security-policy')).toBe(
      `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self' 'unsafe-inline'; ` +
        "img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; " +
        "frame-ancestors 'none'",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const again = await (await fetch(gw.url, { headers: { accept: 'text/html' } })).text();
    expect(/<script nonce="([^"]+)">/.exec(again)?.[1]).not.toBe(nonce);
  });

  it('answers with the request id its log lines carry, keeping a harmless one the caller sent', async () => {
    const mine = await post(JSON.stringify({ query: '{ __typename }' }), {
      'x-request-id': 'checkout-42.a_b',
    });
    expect(mine.headers.get('x-request-id')).toBe('checkout-42.a_b');
    const odd = await post(JSON.stringify({ query: '{ __typename }' }), {
      'x-request-id': 'no spaces allowed',
    });
    expect(odd.headers.get('x-request-id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('answers a health check', async () => {
    const res = await fetch(new URL('/healthz', gw.url));
    expect(await bodyOf(res)).toEqual({ status: 'ok', version: packageVersion });
  });

  it('answers a body over 1 MiB with 413 and closes the connection', async () => {
    const res = await post(JSON.stringify({ query: '{ __typename }', pad: 'x'.repeat(1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    expect(await bodyOf(res)).toEqual({
      errors: [{ message: 'Request body too large', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('answers absurdly nested variables with 400 before parsing them', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const res = await post(`{"query":"{ __typename }","variables":{"x":${deep}}}`);
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toEqual({
      errors: [{ message: 'Request body is nested too deeply', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await post('{"query": ');
    expect(res.status).toBe(400);
    expect(await bodyOf(res)).toEqual({
      errors: [{ message: 'Request body is not valid JSON', extensions: { code: 'BAD_REQUEST' } }],
    });
  });

  it('rejects an operation deeper than the configured limit as an invalid document, calling nobody', async () => {
    await gw.clearUpstream();
    const res = await gw.run('{ accounts(entity: "7Z1UAK") { balance { total { amount } } } }');
    expect(res.status).toBe(400);
    expect(res.errors).toEqual([
      {
        message: 'Query depth limit of 3 exceeded, found 4.',
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});

describe('the printed schema where introspection is off', () => {
  it('is not served: it says everything introspection would', async () => {
    const gw = await startTestGatewayForTest({ INTROSPECTION: 'false' });
    const res = await fetch(new URL('/schema.graphql', gw.url));
    expect(res.status).toBe(404);
  });
});
