import { paths } from '../../src/contract/index.ts';
import type { Route } from '../../src/sandbox/http/types.ts';
import { challengePaths, walletAuthenticatePath } from '../../src/sandbox/routes/threeDs/routePaths.ts';

/** Valid requests of every route, filled with identifiers of the sandbox's world, for the robustness probes. */

/** Real identifiers of the sandbox's world, so that some requests name things that exist. */
export interface Known {
  readonly entity: string;
  readonly accountNumber: string;
  readonly ubr: string;
  readonly paymentId: string;
}

/** The route's path with its parameters filled with values the world holds. */
export function exactPath(route: Route, known: Known): string {
  const values: Record<string, string> = {
    accountNumber: known.accountNumber,
    ubr: known.ubr,
    paymentId: known.paymentId,
    resource: 'robustness',
  };
  return route.pattern
    .split('/')
    .map((p) => (p.startsWith(':') ? (values[p.slice(1).replace('*', '')] ?? 'x') : p))
    .join('/');
}

const futureYear = new Date().getUTCFullYear() + 3;

/**
 * A valid request of each POST route, as the route's own tests send it; the shaped-body property breaks them field
 * by field. Routes without a body (GETs) have none.
 */
export function templateFor(route: Route, known: Known): Record<string, unknown> | undefined {
  const merchant = { entity: known.entity };
  const card = {
    type: 'card/plain',
    cardHolderName: 'APPROVED',
    cardNumber: '4444333322221111',
    cardExpiryDate: { month: 12, year: futureYear },
  };
  switch (route.pattern) {
    case paths.payoutsBasicDisbursement:
    case paths.payoutsFastAccess:
      return {
        transactionReference: 'robustness-payout',
        merchant,
        instruction: {
          narrative: { line1: 'Sandbox Merchant', line2: 'Refund 42' },
          value: { amount: 2500, currency: 'GBP' },
          payoutInstrument: card,
        },
      };
    case paths.threeDsAuthenticate:
    case walletAuthenticatePath:
      return {
        transactionReference: 'robustness-3ds',
        merchant,
        instruction: {
          paymentInstrument: { ...card, type: 'card/front', cardHolderName: '3ds2-challenge-identified' },
          value: { currency: 'EUR', amount: 100 },
        },
        deviceData: { acceptHeader: '*/*', userAgentHeader: 'Robustness/1.0', ipAddress: '192.0.2.10' },
        challenge: { returnUrl: 'https://merchant.example/return', windowSize: '390x400' },
      };
    case paths.threeDsVerify:
      return { transactionReference: 'robustness-3ds', merchant, challenge: { reference: 'robustness-ref' } };
    case paths.cardBinLookup:
      return { merchant, cardNumber: '4444333322221111' };
    case paths.cardOnFileSale:
      return {
        transactionReference: 'robustness-sale',
        merchant,
        instruction: {
          value: { amount: 1250, currency: 'GBP' },
          narrative: { line1: 'Sandbox Shop' },
          paymentInstrument: {
            ...card,
            cvc: '123',
            billingAddress: {
              address1: '1 Main Street',
              postalCode: 'SW1A 1AA',
              countryCode: 'GB',
              city: 'London',
            },
          },
        },
      };
    case challengePaths.page:
    case challengePaths.complete:
      return { JWT: 'eyJhbGciOiJIUzI1NiJ9.eyJyZWZlcmVuY2UiOiJ4In0.c2ln', decision: 'pass' };
    case '/_sandbox/clock':
      return { advanceMs: 1000 };
    case '/_sandbox/faults':
      return { area: 'cardBin', latencyMs: 0, remaining: 1 };
    default:
      return route.method === 'POST' ? {} : undefined;
  }
}
