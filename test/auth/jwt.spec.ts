import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccountsByEntityDocument } from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { bodyOf } from '../support/requestIds.ts';
import { forbiddenArgument, noCredential, runAs, unauthenticated } from './support.ts';

const secret = 'jwt-test-secret-0123456789abcdefghijklmnop';
const issuer = 'https://auth.shop.example/';
const audience = 'payments-gateway';
const key = new TextEncoder().encode(secret);
const now = () => Math.floor(Date.now() / 1000);

interface TokenOptions {
  readonly claims?: Record<string, unknown>;
  readonly alg?: string;
  readonly signWith?: Uint8Array;
  readonly iss?: string;
  readonly aud?: string;
  readonly exp?: number | undefined;
}

/** A token as the shop's identity provider would issue it; options make it wrong in one way. */
function token(options: TokenOptions = {}): Promise<string> {
  const jwt = new SignJWT({ entities: ['7Z1UAK'], ...options.claims })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject('dashboard-user')
    .setIssuer(options.iss ?? issuer)
    .setAudience(options.aud ?? audience)
    .setIssuedAt();
  const exp = 'exp' in options ? options.exp : now() + 300;
  if (exp !== undefined) jwt.setExpirationTime(exp);
  return jwt.sign(options.signWith ?? key);
}

const logLines: string[] = [];
const gw = setUpTestGateway({
  env: { JWT_SECRET: secret, JWT_ISSUER: issuer, JWT_AUDIENCE: audience, LOG_LEVEL: 'info' },
  logLines,
});

const accounts = (bearer: string, entity = '7Z1UAK') =>
  runAs(gw, `Bearer ${bearer}`, AccountsByEntityDocument, { entity });

describe('bearer JWTs (HS256 shared secret)', () => {
  it('lets a valid token act for the entities of its claim, logged under its subject', async () => {
    const result = await accounts(await token());
    expect(result.errors).toBeUndefined();
    expect(result.data?.accounts).toHaveLength(3);
    expect(describeCalls(await gw.upstreamCalls())).toEqual(['GET /accounts/balance/?entity=7Z1UAK']);
    const line = logLines.map((l) => JSON.parse(l) as Record<string, unknown>).at(-1);
    expect(line).toMatchObject({ msg: 'graphql operation', caller: 'jwt:dashboard-user' });
  });

  it('refuses a valid token for an entity its claim does not list, without calling the provider', async () => {
    const result = await accounts(await token(), '4A9XZP');
    expect(result.errors).toEqual([forbiddenArgument('entity', ['accounts'])]);
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('lets a token whose claim names entities of the provider examples (and identifier punctuation) act for them', async () => {
    const bearer = await token({ claims: { entities: ['default', 'MindPalaceLtd', 'Mind-Palace_Ltd.2'] } });
    const result = await accounts(bearer, 'MindPalaceLtd');
    expect(result.errors).toBeUndefined();
    const expected = gw.sandbox.state.world.accountsOf('MindPalaceLtd').map((a) => a.accountNumber);
    expect(expected).toHaveLength(2);
    expect(result.data?.accounts?.map((a) => a.accountNumber)).toEqual(expected);
    expect(describeCalls(await gw.upstreamCalls())).toEqual(['GET /accounts/balance/?entity=MindPalaceLtd']);
  });

  it('accepts a token expired within the clock tolerance (30 s)', async () => {
    const result = await accounts(await token({ exp: now() - 10 }));
    expect(result.errors).toBeUndefined();
  });

  it('refuses an expired token with 401 and says so, so the client refreshes it', async () => {
    const res = await fetch(gw.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${await token({ exp: now() - 60 })}`,
      },
      body: JSON.stringify({ query: '{ accounts(entity: "7Z1UAK") { accountNumber } }' }),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    expect(await bodyOf(res)).toEqual(unauthenticated('The bearer token has expired.'));
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  const other = new TextEncoder().encode('another-secret-0123456789abcdefghijklmnop');
  it.each([
    ['a bad signature', () => token({ signWith: other })],
    ['the wrong audience', () => token({ aud: 'another-api' })],
    ['the wrong issuer', () => token({ iss: 'https://evil.example/' })],
    ['no expiry', () => token({ exp: undefined })],
    ['an algorithm other than the pinned HS256', () => token({ alg: 'HS512' })],
    ['no signature (alg none)', async () => new UnsecuredJWT({ entities: ['7Z1UAK'], sub: 'x' }).encode()],
    ['a wildcard in the entities claim', () => token({ claims: { entities: ['*'] } })],
    ['an entities claim that is not a list', () => token({ claims: { entities: '7Z1UAK' } })],
  ])('refuses a token with %s: 401 before anything runs', async (_, make) => {
    const result = await accounts(await make());
    expect(result).toEqual({ status: 401, ...unauthenticated(noCredential) });
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});
