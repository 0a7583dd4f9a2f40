import { describe, expect, it } from 'vitest';
import { PaymentItemsSearchDocument } from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';

/**
 * Every row of the payment item search's error table (spec, "Errors"), answered by the provider, reaches the
 * caller with its status, customCode and message under the documented code.
 */
const rows: Array<[status: number, customCode: string | null, message: string, code: string]> = [
  [400, 'SPAB01', 'There was an error in the request', 'UPSTREAM_REJECTED'],
  [400, 'SPAV01', 'An API version is required, but was not specified.', 'UPSTREAM_REJECTED'],
  [400, 'SPAB05', 'entity must be 6 characters long and not contain I or O', 'UPSTREAM_REJECTED'],
  [401, 'SPAE11X', 'Unauthorized request', 'UNAUTHENTICATED'],
  [401, 'SPAU02', 'Unauthorized', 'UNAUTHENTICATED'],
  [401, 'SPAU03', 'Unauthorized', 'UNAUTHENTICATED'],
  [401, 'SPAU06A', 'Unauthorized request', 'UNAUTHENTICATED'],
  [401, 'SPAU07A', 'Unauthorized request', 'UNAUTHENTICATED'],
  [401, 'SPAU10', 'Authentication failed', 'UNAUTHENTICATED'],
  [401, 'SPAU07B', 'Authentication failed', 'UNAUTHENTICATED'],
  [401, 'SPAU14', 'Unauthorized', 'UNAUTHENTICATED'],
  [403, 'SPAF18', 'Authorisation failed for this domain', 'FORBIDDEN'],
  [404, 'SPAN16', 'Unable to find external consumer data', 'UPSTREAM_REJECTED'],
  [404, 'SPAN19', 'Payment not found', 'UPSTREAM_REJECTED'],
  [415, null, 'Unsupported Media Type', 'UPSTREAM_REJECTED'],
  [500, 'SPAE11C', 'Unexpected Issue. Please try again', 'UPSTREAM_UNAVAILABLE'],
  [500, 'SPAU04', 'Unexpected issue', 'UPSTREAM_UNAVAILABLE'],
];

const messages: Record<string, (status: number, customCode: string | null) => string> = {
  UPSTREAM_REJECTED: (status, customCode) =>
    `The payment provider rejected the request (HTTP ${status}${customCode ? ` ${customCode}` : ''}).`,
  UNAUTHENTICATED: () => 'The payment provider did not accept the credentials.',
  FORBIDDEN: () => 'The credentials are not entitled to this request.',
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
