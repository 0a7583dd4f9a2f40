import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { durableRecords } from '../support/production.ts';
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
  const gw = setUpTestGateway({
    env: {
      CORS_ORIGINS: `${app}, https://app.example.com`,
    },
  });

  it('answers an allowed origin’s preflight with the methods, headers and max-age, without credentials', async () => {
    const res = await preflight(gw.url, app);
    expect(res.status).toBe(204);
    expect(corsHeaders(res)).toEqual({
      'access-control-allow-origin': app,
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers':
        'accept, authorization, content-type, x-request-id, apollo-require-preflight, x-apollo-operation-name, ' +
        'graphql-client-name, graphql-client-version',
      'access-control-max-age': '600',
      vary: 'Accept, Authorization, Origin',
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
      vary: 'Accept, Authorization, Origin',
    });
    expect(await bodyOf(res)).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a disallowed origin’s preflight with 403 and gives its requests no CORS header', async () => {
    const refused = await preflight(gw.url, other);
    expect(refused.status).toBe(403);
    expect(corsHeaders(refused)).toEqual({ vary: 'Accept, Authorization, Origin' });
    expect(await bodyOf(refused)).toEqual({
      errors: [
        { message: 'This origin may not call the API', extensions: { code: 'CORS_ORIGIN_NOT_ALLOWED' } },
      ],
    });

    const res = await fetch(`${gw.url}?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { origin: other, accept: 'application/json' },
    });
    expect(corsHeaders(res)).toEqual({ vary: 'Accept, Authorization, Origin' });
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

/** The gateway's warn lines about refused origins, as logged. */
const refusalLines = (logLines: readonly string[]) =>
  logLines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'CORS: refused an origin')
    .map(({ level, origin, setting, hint }) => ({ level, origin, setting, hint }));

const refusalLine = (origin: string) => ({
  level: 40,
  origin,
  setting: 'CORS_ORIGINS',
  hint: `add ${origin} to CORS_ORIGINS (comma-separated) to let its pages call the API`,
});

describe('CORS in development', () => {
  const logLines: string[] = [];
  const gw = setUpTestGateway({ env: { NODE_ENV: 'development', LOG_LEVEL: 'warn' }, logLines });
  beforeEach(() => {
    logLines.length = 0;
  });

  it('allows pages on loopback origins on any port, not only the Vite dev server’s', async () => {
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:8080',
      'http://[::1]:5173',
      'http://localhost',
    ]) {
      const res = await preflight(gw.url, origin);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const res = await fetch(gw.url, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(corsHeaders(res)).toEqual({
      'access-control-allow-origin': 'http://localhost:3000',
      'access-control-expose-headers': 'x-request-id, retry-after, www-authenticate',
      vary: 'Accept, Authorization, Origin',
    });
    expect(refusalLines(logLines)).toEqual([]);
  });

  it('still refuses other origins, even one whose name starts like a loopback one, logging each once', async () => {
    for (const origin of [
      'http://localhost.evil.example:3000',
      'https://app.example.com',
      'https://app.example.com',
    ]) {
      const res = await preflight(gw.url, origin);
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect(refusalLines(logLines)).toEqual([
      refusalLine('http://localhost.evil.example:3000'),
      refusalLine('https://app.example.com'),
    ]);
  });
});

describe('refused origins in the log', () => {
  const logLines: string[] = [];
  const gw = setUpTestGateway({ env: { CORS_ORIGINS: app, LOG_LEVEL: 'warn' }, logLines });

  it('logs a refused origin once at warn with the setting to change, and never its own origin or an allowed one', async () => {
    const query = `${gw.url}?query=${encodeURIComponent('{ __typename }')}`;
    await fetch(query, { headers: { origin: other, accept: 'application/json' } });
    await preflight(gw.url, other);
    await fetch(query, { headers: { origin: other, accept: 'application/json' } });
    // A page the gateway serves itself (GraphiQL) sends its own origin on a POST: same-origin, nothing refused.
    await fetch(gw.url, {
      method: 'POST',
      headers: { origin: new URL(gw.url).origin, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    await preflight(gw.url, app);
    expect(refusalLines(logLines)).toEqual([refusalLine(other)]);
  });
});

describe('CORS credentials', () => {
  const gw = setUpTestGateway({ env: { CORS_ORIGINS: app, CORS_CREDENTIALS: 'true' } });

  it('allows credentials only where configured', async () => {
    const res = await preflight(gw.url, app);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-origin')).toBe(app);
  });
});

describe('CORS settings', () => {
  const base = { NODE_ENV: 'test' };

  it('allows no origin by default in production and test, and loopback origins on any port in development', () => {
    const production = loadConfig({
      ...base,
      NODE_ENV: 'production',
      ...durableRecords,
      ALLOW_PRODUCTION_SANDBOX: 'true',
      API_KEYS: 'web:0123456789abcdef0123456789abcdef:E1',
    });
    expect(production.cors.origins).toEqual([]);
    expect(loadConfig(base).cors.origins).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'development' }).cors).toEqual({
      origins: [],
      loopback: true,
      credentials: false,
    });
    expect(loadConfig(base).cors.loopback).toBe(false);
    expect(production.cors.loopback).toBe(false);
  });

  it('refuses a wildcard or an origin with a path', () => {
    for (const CORS_ORIGINS of ['*', 'https://app.example.com/', 'app.example.com']) {
      expect(() => loadConfig({ ...base, CORS_ORIGINS })).toThrow(/CORS_ORIGINS: must list exact origins/);
    }
  });
});
