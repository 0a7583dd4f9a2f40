import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { startTestGateway } from '../support/gateway.ts';
import { durableRecords } from '../support/production.ts';

const key = 'key-0123456789abcdefghijklmnop';
const refusal = (problem: string) => `Invalid configuration:\n  - ${problem}`;

describe('open access (no authentication configured)', () => {
  it('refuses to start in production without authentication', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ...durableRecords, ALLOW_PRODUCTION_SANDBOX: 'true' }),
    ).toThrow(
      refusal(
        'authentication is required in production: set API_KEYS or JWT_SECRET/JWT_PUBLIC_KEY/JWT_JWKS_URL',
      ),
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ALLOW_OPEN_ACCESS: 'true', ...durableRecords }),
    ).toThrow('authentication is required in production');
  });

  it('refuses a non-loopback HOST without authentication unless ALLOW_OPEN_ACCESS=true', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(
      refusal(
        'HOST 0.0.0.0 is not loopback and no authentication is configured: set API_KEYS or ' +
          'JWT_SECRET/JWT_PUBLIC_KEY/JWT_JWKS_URL, or set ALLOW_OPEN_ACCESS=true',
      ),
    );
    expect(loadConfig({ HOST: '0.0.0.0', ALLOW_OPEN_ACCESS: 'true' }).openAccess).toBe(true);
  });

  it('runs open on loopback outside production, and with a credential anywhere', () => {
    for (const HOST of ['127.0.0.1', '::1', 'localhost']) expect(loadConfig({ HOST }).openAccess).toBe(true);
    const production = loadConfig({
      NODE_ENV: 'production',
      ...durableRecords,
      ALLOW_PRODUCTION_SANDBOX: 'true',
      HOST: '0.0.0.0',
      API_KEYS: `shop:${key}:7Z1UAK`,
    });
    expect(production.openAccess).toBe(false);
  });

  it('says so at start with a warning log line', async () => {
    const lines: string[] = [];
    const gw = await startTestGateway({ LOG_LEVEL: 'warn' }, lines);
    await gw.close();
    expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'open access: no API_KEYS or JWT configured, every caller may act for every merchant entity',
      }),
    );
  });
});

describe('JWT configuration', () => {
  it('requires issuer and audience, one key source, and lists every problem without a key', () => {
    const secret = 'secret-0123456789abcdefghijklmnopqrstuv';
    expect(() => loadConfig({ JWT_SECRET: secret, JWT_JWKS_URL: 'https://idp.example/jwks' })).toThrow(
      [
        'Invalid configuration:',
        '  - set only one of JWT_SECRET, JWT_PUBLIC_KEY and JWT_JWKS_URL',
        '  - JWT_ISSUER and JWT_AUDIENCE are required with JWT',
      ].join('\n'),
    );
    expect(() => loadConfig({ JWT_PUBLIC_KEY: 'not a pem', JWT_ISSUER: 'i', JWT_AUDIENCE: 'a' })).toThrow(
      refusal('JWT_PUBLIC_KEY is not a PEM public key'),
    );
    expect(() =>
      loadConfig({ JWT_JWKS_URL: 'http://idp.example/jwks', JWT_ISSUER: 'i', JWT_AUDIENCE: 'a' }),
    ).toThrow(refusal('JWT_JWKS_URL must use https'));
  });

  it('pins the algorithm to the public key type', () => {
    const pemOf = (type: 'rsa' | 'ed25519') =>
      generateKeyPairSync(type as 'rsa', { modulusLength: 2048 }).publicKey.export({
        type: 'spki',
        format: 'pem',
      });
    const base = { JWT_ISSUER: 'i', JWT_AUDIENCE: 'a' };
    expect(loadConfig({ ...base, JWT_PUBLIC_KEY: String(pemOf('rsa')) }).auth.jwt?.algorithms).toEqual([
      'RS256',
    ]);
    expect(loadConfig({ ...base, JWT_PUBLIC_KEY: String(pemOf('ed25519')) }).auth.jwt?.algorithms).toEqual([
      'EdDSA',
      'Ed25519',
    ]);
  });
});
