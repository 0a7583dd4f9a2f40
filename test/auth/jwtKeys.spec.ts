import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CryptoKey,
  exportJWK,
  exportSPKI,
  type GenerateKeyPairResult,
  generateKeyPair,
  SignJWT,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountsByEntityDocument } from '../generated/graphql.ts';
import { setUpTestGateway, startTestGatewayForTest, type TestGateway } from '../support/gateway.ts';
import { noCredential, runAs, unauthenticated } from './support.ts';

const issuer = 'https://auth.shop.example/';
const audience = 'payments-gateway';

function sign(key: CryptoKey | Uint8Array, alg: string, claims: Record<string, unknown>, kid?: string) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg, ...(kid ? { kid } : {}) })
    .setSubject('checkout-service')
    .setIssuer(issuer)
    .setAudience(audience)
    .setExpirationTime('5m')
    .sign(key);
}

const accounts = (gw: TestGateway, bearer: string) =>
  runAs(gw, `Bearer ${bearer}`, AccountsByEntityDocument, { entity: '7Z1UAK' });

describe('bearer JWTs verified with a PEM public key (ES256)', () => {
  let keys: GenerateKeyPairResult;
  let pem: string;
  beforeAll(async () => {
    keys = await generateKeyPair('ES256', { extractable: true });
    pem = await exportSPKI(keys.publicKey);
  });
  const gw = setUpTestGateway({
    env: () => ({ JWT_PUBLIC_KEY: pem, JWT_ISSUER: issuer, JWT_AUDIENCE: audience }),
  });

  it('accepts a token signed by the private key', async () => {
    const result = await accounts(gw, await sign(keys.privateKey, 'ES256', { entities: ['7Z1UAK'] }));
    expect(result.errors).toBeUndefined();
    expect(result.data?.accounts).toHaveLength(3);
  });

  it('refuses a token signed by another key, or signed HS256 with the public key as its secret', async () => {
    const stranger = await generateKeyPair('ES256');
    const forged = await sign(stranger.privateKey, 'ES256', { entities: ['7Z1UAK'] });
    const confused = await sign(new TextEncoder().encode(pem), 'HS256', { entities: ['7Z1UAK'] });
    await gw.clearUpstream();
    expect(await accounts(gw, forged)).toEqual({ status: 401, ...unauthenticated(noCredential) });
    expect(await accounts(gw, confused)).toEqual({ status: 401, ...unauthenticated(noCredential) });
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});

describe('bearer JWTs verified with a JWKS (RS256), entities under a configured claim name', () => {
  const claim = 'https://pay.example/entities';
  let jwks: Server;
  let keys: GenerateKeyPairResult;
  let jwksRequests = 0;
  beforeAll(async () => {
    keys = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
    jwks = createServer((_req, res) => {
      jwksRequests += 1;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => jwks.close(resolve)));
  const gw = setUpTestGateway({
    env: () => ({
      JWT_JWKS_URL: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/.well-known/jwks.json`,
      JWT_ISSUER: issuer,
      JWT_AUDIENCE: audience,
      JWT_ENTITIES_CLAIM: claim,
    }),
  });

  it('accepts a token signed by a key of the set, fetching the set once', async () => {
    const bearer = await sign(keys.privateKey, 'RS256', { [claim]: ['7Z1UAK'] }, 'key-1');
    expect((await accounts(gw, bearer)).data?.accounts).toHaveLength(3);
    expect((await accounts(gw, bearer)).data?.accounts).toHaveLength(3);
    expect(jwksRequests).toBe(1);
  });

  it('refuses a token signed by a key outside the set, and one with entities under the default claim', async () => {
    const stranger = await generateKeyPair('RS256');
    const forged = await sign(stranger.privateKey, 'RS256', { [claim]: ['7Z1UAK'] }, 'key-1');
    const defaultClaim = await sign(keys.privateKey, 'RS256', { entities: ['7Z1UAK'] }, 'key-1');
    await gw.clearUpstream();
    expect(await accounts(gw, forged)).toEqual({ status: 401, ...unauthenticated(noCredential) });
    expect(await accounts(gw, defaultClaim)).toEqual({ status: 401, ...unauthenticated(noCredential) });
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});

describe('bearer JWTs while the JWKS cannot be fetched', () => {
  it('refuses with 401 saying to try again, and logs a warning without the token', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const lines: string[] = [];
    const gw = await startTestGatewayForTest(
      {
        JWT_JWKS_URL: `http://127.0.0.1:${port}/jwks.json`,
        JWT_ISSUER: issuer,
        JWT_AUDIENCE: audience,
        LOG_LEVEL: 'warn',
      },
      lines,
    );
    const keys = await generateKeyPair('RS256');
    const bearer = await sign(keys.privateKey, 'RS256', { entities: ['7Z1UAK'] }, 'key-1');
    expect(await accounts(gw, bearer)).toEqual({
      status: 401,
      ...unauthenticated('The bearer token could not be verified now; try again.'),
    });
    expect(await gw.upstreamCalls()).toEqual([]);
    expect(lines.join('\n')).toContain('a bearer token could not be verified: the JWKS is unreachable');
    expect(lines.join('\n')).not.toContain(bearer);
  });
});
