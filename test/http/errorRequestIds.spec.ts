import { describe, expect, it } from 'vitest';
import { setUpTestGateway } from '../support/gateway.ts';
import { exchange, parseResponses } from './rawHttp.ts';

const apiKey = 'dash-0123456789abcdefghijklmn';
const authorization = `Bearer ${apiKey}`;

/** Every error body, whoever writes it, quotes the answer's x-request-id as `extensions.requestId`. */
describe('request ids in error bodies', () => {
  const gw = setUpTestGateway({
    env: {
      API_KEYS: `dashboard:${apiKey}:7Z1UAK`,
      CORS_ORIGINS: 'https://shop.example',
    },
  });

  const json = { 'content-type': 'application/json', authorization };
  const cases: ReadonlyArray<readonly [string, string, RequestInit, string]> = [
    [
      'a resolver error',
      '',
      { method: 'POST', headers: json, body: '{"query":"{ payout(id: \\"x\\") { id } }"}' },
      'BAD_USER_INPUT',
    ],
    [
      'a validation error',
      '',
      { method: 'POST', headers: json, body: '{"query":"{ nope }"}' },
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'a parse error over GET',
      '?query=%7B',
      { method: 'GET', headers: { authorization } },
      'GRAPHQL_PARSE_FAILED',
    ],
    [
      'a caller refused before the context exists',
      '',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' },
      'UNAUTHENTICATED',
    ],
    ['a body that is not JSON', '', { method: 'POST', headers: json, body: '{' }, 'BAD_REQUEST'],
    [
      'a method other than GET and POST',
      '',
      { method: 'PUT', headers: json, body: '{}' },
      'METHOD_NOT_ALLOWED',
    ],
    [
      'a mutation over GET',
      '?query=mutation%7B__typename%7D',
      { method: 'GET', headers: { authorization } },
      'METHOD_NOT_ALLOWED',
    ],
    [
      'a preflight from an origin not allowed',
      '',
      {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      },
      'CORS_ORIGIN_NOT_ALLOWED',
    ],
  ];

  it.each(cases)(
    'answers %s with the request id in the body and the header',
    async (_, search, init, code) => {
      const res = await fetch(`${gw.url}${search}`, init);
      const requestId = res.headers.get('x-request-id');
      const body = (await res.json()) as { errors: Array<{ extensions: Record<string, unknown> }> };
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.errors.map((e) => [e.extensions.code, e.extensions.requestId])).toEqual(
        body.errors.map(() => [code, requestId]),
      );
    },
  );

  it("keeps the caller's own harmless x-request-id, in the header and in every error", async () => {
    const res = await fetch(gw.url, {
      method: 'POST',
      headers: { ...json, 'x-request-id': 'ticket-abc.42' },
      body: JSON.stringify({ query: '{ a: payout(id: "x") { id } b: payout(id: "y") { id } }' }),
    });
    const body = (await res.json()) as { errors: Array<{ extensions: Record<string, unknown> }> };
    expect(res.headers.get('x-request-id')).toBe('ticket-abc.42');
    expect(body.errors.map((e) => e.extensions.requestId)).toEqual(['ticket-abc.42', 'ticket-abc.42']);
  });

  it('quotes a fresh id in header and body when the request could not even be parsed', async () => {
    const [answer] = parseResponses(await exchange(gw.url, 'NOT HTTP\r\n\r\n'));
    const body = JSON.parse(answer?.body ?? '{}') as {
      errors: Array<{ extensions: Record<string, unknown> }>;
    };
    expect(answer?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.errors[0]?.extensions).toEqual({
      code: 'BAD_REQUEST',
      requestId: answer?.headers['x-request-id'],
    });
  });
});
