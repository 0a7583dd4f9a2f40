import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';

const base = { NODE_ENV: 'test' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ ...base, ...env });
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('media settings of the provider areas (config)', () => {
  it('defaults to the documented types, payouts v3 and the BIN version header, for the configured vendor', () => {
    expect(loadConfig({ ...base, UPSTREAM_MEDIA_VENDOR: 'acme' }).upstream.media).toEqual({
      threeDs: {
        contentType: 'application/vnd.acme.verifications.customers-v2.hal+json',
        accept: 'application/vnd.acme.verifications.customers-v2.hal+json',
        headers: {},
      },
      payouts: {
        contentType: 'application/vnd.acme.payouts-v3+json',
        accept: 'application/vnd.acme.payouts-v3+json',
        headers: {},
      },
      paymentItems: {
        contentType: 'application/vnd.acme.account-payouts-v2+json',
        accept: 'application/vnd.acme.account-payouts-v2+json',
        headers: {},
      },
      statements: {
        contentType: 'application/vnd.acme.accounts.statements-v1+json',
        accept: 'application/vnd.acme.accounts.statements-v1+json',
        headers: {},
      },
      balances: {
        contentType: 'application/vnd.acme.accounts.balance-v1+json',
        accept: 'application/vnd.acme.accounts.balance-v1+json',
        headers: {},
      },
      cardBin: {
        contentType: 'application/json',
        accept: 'application/json',
        headers: { 'WP-Api-Version': '1' },
      },
      sales: {
        contentType: 'application/vnd.acme.payments-v5+json',
        accept: 'application/vnd.acme.payments-v5.hal+json',
        headers: {},
      },
    });
  });

  it('takes the payouts version and the BIN version header from the environment', () => {
    const { upstream } = loadConfig({
      ...base,
      UPSTREAM_PAYOUTS_VERSION: '2',
      UPSTREAM_CARD_BIN_VERSION_HEADER: 'Provider-Api-Version: 2',
    });
    expect(upstream.payoutsVersion).toBe(2);
    expect(upstream.media.payouts.contentType).toBe('application/vnd.provider.payouts-v2+json');
    expect(upstream.media.cardBin.headers).toEqual({ 'Provider-Api-Version': '2' });
  });

  it('turns the BIN version header off when set empty', () => {
    expect(
      loadConfig({ ...base, UPSTREAM_CARD_BIN_VERSION_HEADER: '' }).upstream.media.cardBin.headers,
    ).toEqual({});
  });

  it('lists every bad media setting at once, naming the variable and the rule', () => {
    expect(
      problemsOf({
        UPSTREAM_PAYOUTS_VERSION: '5',
        UPSTREAM_CARD_BIN_VERSION_HEADER: 'Api-Version 1',
      }),
    ).toEqual([
      'UPSTREAM_PAYOUTS_VERSION: must be one of 1, 2, 3, 4',
      'UPSTREAM_CARD_BIN_VERSION_HEADER: must be "Name: value" (printable ASCII), or empty for none',
    ]);
  });

  it('refuses a BIN version header naming a header the client sets itself', () => {
    expect(problemsOf({ UPSTREAM_CARD_BIN_VERSION_HEADER: 'Authorization: Basic c2VjcmV0' })).toEqual([
      'UPSTREAM_CARD_BIN_VERSION_HEADER: must not name a header the client sets itself (authorization, accept, content-type, content-length, host, connection, transfer-encoding)',
    ]);
  });
});
