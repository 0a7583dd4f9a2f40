import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { startTestGateway, type TestGateway } from '../support/gateway.ts';
import { bodyOf } from '../support/requestIds.ts';

const app = 'http://localhost:5173';
const other = 'https://evil.example';

const preflight = (url: string, origin: string) =>
  fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, authorization',
    },
  });

const corsHeaders = (res: Response) =>
  Object.fromEntries(
    [...res.headers].filter(([name]) => name.startsWith('access-control-') || name === 'vary'),
  );

describe('CORS for the configured origins', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({
      CORS_ORIGINS: `${app}, https://app.example.com`,
      CORS_MAX_AGE_SECONDS: '300',
    });
  });
  afterAll(() => gw.close());

  it('answers an allowed origin’s preflight with the methods, headers and max-age, without credentials', async () => {
    const res = await preflight(gw.url, app);
    expect(res.status).toBe(204);
    expect(corsHeaders(res)).toEqual({
      'access-control-allow-origin': app,
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers':
        'accept, authorization, content-type, x-request-id, apollo-require-preflight, x-apollo-operation-name, ' +
        'graphql-client-name, graphql-client-version',
      'access-control-max-age': '300',
      vary: 'Origin',
    });
  });

  it('lets an allowed origin read the answer of a query and its request id', async () => {
    const res = await fetch(gw.url, {
      method: 'POST',
      headers: { origin: app, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(res.status).toBe(200);
    expect(corsHeaders(res)).toEqual({
      'access-control-allow-origin': app,
      'access-control-expose-headers': 'x-request-id, retry-after, www-authenticate',
      vary: 'Origin',
    });
    expect(await bodyOf(res)).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a disallowed origin’s preflight with 403 and gives its requests no CORS header', async () => {
    const refused = await preflight(gw.url, other);
    expect(refused.status).toBe(403);
    expect(corsHeaders(refused)).toEqual({ vary: 'Origin' });
    expect(await bodyOf(refused)).toEqual({
      errors: [
        { message: 'This origin may not call the API', extensions: { code: 'CORS_ORIGIN_NOT_ALLOWED' } },
      ],
    });

    const res = await fetch(`${gw.url}?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { origin: other, accept: 'application/json' },
    });
    expect(corsHeaders(res)).toEqual({ vary: 'Origin' });
  });

  it('refuses a POST that a form on any site could send (no JSON content type), so no preflight is skipped', async () => {
    for (const headers of [{ 'content-type': 'text/plain' }, {}] as Record<string, string>[]) {
      const res = await fetch(gw.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(res.status).toBe(400);
      expect(await bodyOf(res)).toEqual({
        errors: [
          {
            message: 'Send GraphQL operations as JSON (Content-Type: application/json)',
            extensions: { code: 'BAD_REQUEST' },
          },
        ],
      });
    }
  });
});

describe('CORS credentials', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway({ CORS_ORIGINS: app, CORS_CREDENTIALS: 'true' });
  });
  afterAll(() => gw.close());

  it('allows credentials only where configured', async () => {
    const res = await preflight(gw.url, app);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-origin')).toBe(app);
  });
});

describe('CORS settings', () => {
  const base = { NODE_ENV: 'test' };

  it('allows no origin by default in production and test, and the Vite dev-server origins in development', () => {
    const production = loadConfig({
      ...base,
      NODE_ENV: 'production',
      API_KEYS: 'web:0123456789abcdef0123456789abcdef:E1',
    });
    expect(production.browser.cors.origins).toEqual([]);
    expect(loadConfig(base).browser.cors.origins).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'development' }).browser.cors.origins).toEqual([
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
    expect(loadConfig({ NODE_ENV: 'development', CORS_ORIGINS: '' }).browser.cors.origins).toEqual([]);
  });

  it('refuses a wildcard or an origin with a path', () => {
    for (const CORS_ORIGINS of ['*', 'https://app.example.com/', 'app.example.com']) {
      expect(() => loadConfig({ ...base, CORS_ORIGINS })).toThrow(/CORS_ORIGINS: must list exact origins/);
    }
  });
});
