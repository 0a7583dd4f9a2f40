import { describe, expect, it } from 'vitest';
import { redactedQuery, routeTemplate } from '../../../../src/features/tracing/routeTemplate.ts';

describe('routeTemplate', () => {
  it('keeps the provider paths that carry nothing of the caller', () => {
    expect(
      [
        '/payouts/fastAccess',
        '/payouts/query',
        '/payouts/events',
        '/accounts/statements/',
        '/accounts/balance/',
        '/api/cardBin/panLookup',
        '/payments/sales/migrateCardOnFile',
        '/verifications/customers/3ds/authentication',
      ].map(routeTemplate),
    ).toEqual([
      '/payouts/fastAccess',
      '/payouts/query',
      '/payouts/events',
      '/accounts/statements/',
      '/accounts/balance/',
      '/api/cardBin/panLookup',
      '/payments/sales/migrateCardOnFile',
      '/verifications/customers/3ds/authentication',
    ]);
  });

  it('replaces account numbers, payment ids, UBRs and provider links by a placeholder', () => {
    expect(
      [
        '/accounts/balance//QS7M0UKCLFL8MODV',
        '/payouts/events/id/PID-123',
        '/payouts/events/UBR-9',
        '/payouts/3f1c0e/details',
        '/verifications/customers/3ds/verification/abc',
        '/somewhere/else',
      ].map(routeTemplate),
    ).toEqual([
      '/accounts/balance//{accountNumber}',
      '/payouts/events/id/{paymentId}',
      '/payouts/events/{ubr}',
      '/payouts/{payoutLink}',
      '/verifications/{link}',
      '/{link}',
    ]);
  });
});

describe('redactedQuery', () => {
  it('keeps the parameter names and redacts every value', () => {
    expect(redactedQuery('?transactionReference=ref-1&entity=7Z1UAK&entity=X')).toBe(
      'transactionReference=REDACTED&entity=REDACTED&entity=REDACTED',
    );
    expect(redactedQuery('')).toBe('');
  });
});
