import { describe, expect, it } from 'vitest';
import { apiKeyOf, bearerToken, parseApiKeys } from '../../src/auth/apiKeys.ts';
import { loadConfig } from '../../src/config.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { bodyOf } from '../support/requestIds.ts';

const dashboardKey = 'dash-0123456789abcdefghijklmn';
const checkoutKey = 'chk-0123456789abcdefghijklmnop';

describe('caller authentication with API keys', () => {
  const logLines: string[] = [];
  const gw = setUpTestGateway({
    env: {
      API_KEYS: `dashboard:${dashboardKey}:7Z1UAK,checkout:${checkoutKey}:7Z1UAK|4A9XZP`,
      LOG_LEVEL: 'info',
    },
    logLines,
  });

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
    expect(await bodyOf(res)).toEqual({
      errors: [
        {
          message:
            'A valid credential is required: send an API key or a JWT as "Authorization: Bearer <credential>".',
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('lets a known key in and logs the caller by name, never the key', async () => {
    const res = await post(`Bearer ${checkoutKey}`);
    expect(res.status).toBe(200);
    const body = (await bodyOf(res)) as { data: { accounts: unknown[] } };
    expect(body.data.accounts).toHaveLength(3);
    const operationLog = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).at(-1);
    expect(operationLog).toMatchObject({ msg: 'graphql operation', caller: 'checkout' });
    expect(logLines.join('\n')).not.toContain(checkoutKey);
  });
});

describe('an API key whose name looks like a card number', () => {
  // A valid Luhn Visa test number: a card number under any version of the card-number rule.
  const cardLikeName = '4111111111111111';
  const logLines: string[] = [];
  const gw = setUpTestGateway({
    env: { API_KEYS: `${cardLikeName}:${dashboardKey}:7Z1UAK`, LOG_LEVEL: 'info' },
    logLines,
  });

  it('is logged masked as the caller on every line of its request, never as the number', async () => {
    const res = await fetch(gw.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${dashboardKey}` },
      body: JSON.stringify({ query: '{ accounts(entity: "7Z1UAK") { accountNumber } }' }),
    });
    expect(res.status).toBe(200);
    const lines = logLines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.filter((line) => line.msg === 'graphql operation')).toEqual([
      expect.objectContaining({ caller: '[redacted]', operationName: null, errorCodes: [] }),
    ]);
    expect(logLines.join('\n')).not.toContain(cardLikeName);
  });
});

describe('API key parsing and matching', () => {
  it('reads the bearer secret, and matches it to its key and nothing else', () => {
    const { keys } = parseApiKeys(`dashboard:${dashboardKey}:7Z1UAK`);
    expect(bearerToken(`Bearer ${dashboardKey}`)).toBe(dashboardKey);
    expect(bearerToken(`bearer   ${dashboardKey}`)).toBe(dashboardKey);
    expect(bearerToken(undefined)).toBeUndefined();
    expect(apiKeyOf(dashboardKey, keys)?.name).toBe('dashboard');
    expect(apiKeyOf(`${dashboardKey}x`, keys)).toBeUndefined();
  });

  it('refuses to start with malformed entries or short secrets, naming each problem but no secret', () => {
    expect(() =>
      loadConfig({ API_KEYS: 'dashboard:short:7Z1UAK,:nameless-secret-0123456789abcdef:7Z1UAK' }),
    ).toThrow(
      [
        'Invalid configuration:',
        '  - API_KEYS entry 1 (dashboard): the secret must have at least 24 characters',
        '  - API_KEYS entry 2: expected name:secret:ENTITY1|ENTITY2 with a name of 1-32 letters, digits, - or _',
      ].join('\n'),
    );
  });

  it('maps each key to its entities, a secret may hold colons, and the list follows the last colon', () => {
    const { keys, problems } = parseApiKeys(`a:${dashboardKey}:7Z1UAK| 4A9XZP ,b:x:${checkoutKey}:PAY7X2`);
    expect(problems).toEqual([]);
    expect(keys).toEqual([
      { name: 'a', secret: dashboardKey, entities: ['7Z1UAK', '4A9XZP'] },
      { name: 'b', secret: `x:${checkoutKey}`, entities: ['PAY7X2'] },
    ]);
  });

  it('accepts the entities the schema accepts: default, MindPalaceLtd, dots, dashes and underscores', () => {
    const { keys, problems } = parseApiKeys(`docs:${dashboardKey}:default|MindPalaceLtd|Mind-Palace_Ltd.2`);
    expect(problems).toEqual([]);
    expect(keys).toEqual([
      { name: 'docs', secret: dashboardKey, entities: ['default', 'MindPalaceLtd', 'Mind-Palace_Ltd.2'] },
    ]);
  });

  it('refuses the old name:secret form, a wildcard and an empty entity list, without naming the secret', () => {
    const problems = parseApiKeys(
      `old:${dashboardKey},star:${dashboardKey}:*,none:${dashboardKey}:`,
    ).problems;
    expect(problems).toEqual([
      'API_KEYS entry 1 (old): list the merchant entities it may act for, as name:secret:ENTITY1|ENTITY2',
      'API_KEYS entry 2 (star): entity 1 must be 1 to 32 letters, digits, ".", "_" or "-" (there is no wildcard)',
      'API_KEYS entry 3 (none): entity 1 must be 1 to 32 letters, digits, ".", "_" or "-" (there is no wildcard)',
    ]);
    expect(problems.join('\n')).not.toContain(dashboardKey);
  });
});
