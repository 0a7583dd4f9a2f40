import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { callerOf, parseApiKeys } from '../../src/http/callerAuth.ts';
import { startTestGateway, type TestGateway } from '../support/gateway.ts';

const dashboardKey = 'dash-0123456789abcdefghijklmn';
const checkoutKey = 'chk-0123456789abcdefghijklmnop';

describe('caller authentication with API keys', () => {
  const logLines: string[] = [];
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway(
      { API_KEYS: `dashboard:${dashboardKey},checkout:${checkoutKey}`, LOG_LEVEL: 'info' },
      logLines,
    );
  });
  afterAll(() => gw.close());

  const post = (authorization?: string) =>
    fetch(gw.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ query: '{ accounts(entity: "7Z1UAK") { accountNumber } }' }),
    });

  it.each([
    ['no Authorization header', undefined],
    ['an unknown key', 'Bearer not-a-key-of-ours-0123456789'],
    ['a key in the wrong scheme', `Basic ${dashboardKey}`],
  ])('refuses a request with %s with 401 before anything runs', async (_, authorization) => {
    await gw.clearUpstream();
    const res = await post(authorization);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(await res.json()).toEqual({
      errors: [
        {
          message: 'A valid API key is required: send it as "Authorization: Bearer <key>".',
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('lets a known key in and logs the caller by name, never the key', async () => {
    const res = await post(`Bearer ${checkoutKey}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { accounts: unknown[] } };
    expect(body.data.accounts).toHaveLength(3);
    const operationLog = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).at(-1);
    expect(operationLog).toMatchObject({ msg: 'graphql operation', caller: 'checkout' });
    expect(logLines.join('\n')).not.toContain(checkoutKey);
  });
});

describe('API key parsing and matching', () => {
  it('matches a bearer secret to its caller name, and nothing else', () => {
    const { keys } = parseApiKeys(`dashboard:${dashboardKey}`);
    expect(callerOf(`Bearer ${dashboardKey}`, keys)).toBe('dashboard');
    expect(callerOf(`bearer   ${dashboardKey}`, keys)).toBe('dashboard');
    expect(callerOf(`Bearer ${dashboardKey}x`, keys)).toBeUndefined();
    expect(callerOf(undefined, keys)).toBeUndefined();
  });

  it('refuses to start with malformed entries or short secrets, naming each problem but no secret', () => {
    expect(() => loadConfig({ API_KEYS: 'dashboard:short,:nameless-secret-0123456789abcdef' })).toThrow(
      [
        'Invalid configuration:',
        '  - API_KEYS entry 1 (dashboard): the secret must have at least 24 characters',
        '  - API_KEYS entry 2: expected name:secret with a name of 1-32 letters, digits, - or _',
      ].join('\n'),
    );
  });
});
