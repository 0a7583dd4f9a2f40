import { describe, expect, it } from 'vitest';
import { PaymentItemsSearchDocument } from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';

/**
 * Every row of the payment item search's error table (spec, "Errors"), answered by the provider, reaches the
 * caller with its status, customCode and message under the documented code: the provider refusing the gateway's
 * own credentials (401) or entitlements (403) in codes of their own, never the caller's UNAUTHENTICATED/FORBIDDEN.
 */
const rows: Array<[status: number, customCode: string | null, message: string, code: string]> = [
  [400, 'SPAB01', 'There was an error in the request', 'UPSTREAM_REJECTED'],
  [400, 'SPAV01', 'An API version is required, but was not specified.', 'UPSTREAM_REJECTED'],
  [400, 'SPAB05', 'entity must be 6 characters long and not contain I or O', 'UPSTREAM_REJECTED'],
  [401, 'SPAE11X', 'Unauthorized request', 'UPSTREAM_CREDENTIALS_REJECTED'],
  [401, 'SPAU02', 'Unauthorized', 'UPSTREAM_CREDENTIALS_REJECTED'],
  [401, 'SPAU03', 'Unauthorized', 'UPSTREAM_CREDENTIALS_REJECTED'],
  [401, 'SPAU06A', 'Unauthorized request', 'UPSTREAM_CREDENTIALS_REJECTED'],
  [401, 'SPAU07A', 'Unauthorized request', 'UPSTREAM_CREDENTIALS_REJECTED'],
  [401, 'SPAU10', 'Authentication failed', 'UPSTREAM_CREDENTIALS_REJECTED'],
  [401, 'SPAU07B', 'Authentication failed', 'UPSTREAM_CREDENTIALS_REJECTED'],
  [401, 'SPAU14', 'Unauthorized', 'UPSTREAM_CREDENTIALS_REJECTED'],
  [403, 'SPAF18', 'Authorisation failed for this domain', 'UPSTREAM_NOT_ENTITLED'],
  [404, 'SPAN16', 'Unable to find external consumer data', 'UPSTREAM_REJECTED'],
  [404, 'SPAN19', 'Payment not found', 'UPSTREAM_REJECTED'],
  [415, null, 'Unsupported Media Type', 'UPSTREAM_REJECTED'],
  [500, 'SPAE11C', 'Unexpected Issue. Please try again', 'UPSTREAM_UNAVAILABLE'],
  [500, 'SPAU04', 'Unexpected issue', 'UPSTREAM_UNAVAILABLE'],
];

const messages: Record<string, (status: number, customCode: string | null) => string> = {
  UPSTREAM_REJECTED: (status, customCode) =>
    `The payment provider rejected the request (HTTP ${status}${customCode ? ` ${customCode}` : ''}).`,
  UPSTREAM_CREDENTIALS_REJECTED: () =>
    "The payment provider refused this gateway's credentials; nothing was sent. Try again later; the operator has been told.",
  UPSTREAM_NOT_ENTITLED: () =>
    'The payment provider says this gateway is not entitled to this request; nothing was done. The operator has been told.',
  UPSTREAM_UNAVAILABLE: () => 'The payment provider is unavailable. Try again later.',
};

describe('provider error codes of the payment item search', () => {
  const gw = setUpTestGateway();

  it.each(rows)(
    'maps HTTP %i %s to its GraphQL error with the provider details',
    async (status, customCode, message, code) => {
      await gw.armFault({ area: 'paymentItems', status, customCode, message, remaining: 1 });
      const filter = { entity: '7Z1UAK', startDate: '2026-11-01', endDate: '2026-11-20' };
      const result = await gw.run(PaymentItemsSearchDocument, { filter, first: 1 });
      expect(result.data).toEqual({ paymentItems: null });
      expect(result.errors).toEqual([
        {
          message: messages[code]?.(status, customCode),
          locations: [{ line: 3, column: 3 }],
          path: ['paymentItems'],
          extensions: {
            code,
            upstream: { status, ...(customCode ? { customCode } : {}), message },
          },
        },
      ]);
    },
  );
});
