import { describe, expect, it } from 'vitest';
import { isPayoutLocation } from '../../../../src/resolvers/payouts/location.ts';

describe('payout locations inside global ids', () => {
  it.each([
    '/payouts/Ab3_x-9.~',
    '/v1/payouts/abc',
    '/payouts/eyJrIjoiazNhYjYzMiJ9%3D',
    '/payouts/p/2024/abc',
    '/payouts/abc?version=2',
  ])('accepts the opaque resource %s', (location) => {
    expect(isPayoutLocation(location)).toBe(true);
  });

  it.each([
    '/payouts/query',
    '/payouts/query?transactionReference=x&entity=y',
    '/payouts/events/PN123456',
    '/payouts/basicDisbursement',
    '/payouts/fastAccess',
    '/payouts/../accounts/balance/',
    '/payouts/%2e%2e/accounts',
    '/payouts/a//b',
    '/payouts/',
    '/accounts/balance//QS7M0UKCLFL8MODV',
    'https://elsewhere.example/payouts/abc',
  ])('refuses %s', (location) => {
    expect(isPayoutLocation(location)).toBe(false);
  });
});
