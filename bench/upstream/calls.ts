import { paths } from '../../src/contract/index.ts';
import type { Fixtures } from './fixtures.ts';

/**
 * One provider request, exactly as the gateway sends it (path, query order and encoding), so that the static
 * upstream can answer it from a recording and the direct client and the baselines make the very same request.
 */
export interface UpstreamCall {
  readonly method: 'GET' | 'POST';
  /** Path and query string. */
  readonly path: string;
  readonly accept: string;
  readonly contentType?: string;
  readonly body?: string;
}

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

/** The balances of one account; encoded as the gateway's data source does (the double slash is the provider's). */
export function balanceCall(f: Fixtures, accountNumber: string): UpstreamCall {
  return {
    method: 'GET',
    path: paths.accountBalancePrefix + encodeURIComponent(accountNumber),
    accept: f.media.balances,
  };
}

/** The first statement page of `pageSize` entries over the fixtures' range. */
export function statementCall(f: Fixtures, pageSize: number): UpstreamCall {
  return {
    method: 'GET',
    path: withQuery(paths.accountStatements, {
      accountNumber: f.accountNumber,
      startDate: f.statementFrom,
      endDate: f.statementTo,
      // The gateway's default UPSTREAM_STATEMENT_PAGE_PARAMS, which the bench runs with.
      pageNumber: '1',
      pageSize: String(pageSize),
    }),
    accept: f.media.statements,
  };
}

/** Every account of the fixtures' entity, with balances. */
export function entityBalancesCall(f: Fixtures): UpstreamCall {
  return {
    method: 'GET',
    path: withQuery(paths.accountBalanceByEntity, { entity: f.entity }),
    accept: f.media.balances,
  };
}

/** The first page of `pageSize` payment items of the fixtures' entity and range. */
export function paymentItemsCall(f: Fixtures, pageSize: number): UpstreamCall {
  return {
    method: 'GET',
    path: withQuery(paths.paymentItemsByFilter, {
      entity: f.entity,
      startDate: f.itemsStartDate,
      endDate: f.itemsEndDate,
      pageNumber: '1',
      pageSize: String(pageSize),
    }),
    accept: f.media.accountPayouts,
  };
}

/** The sandbox's UK Visa test card: paid out as `requestReceived`. */
export const benchCardNumber = '4444333322221111';

/** A basic disbursement of 2.50 GBP to the test card, under `reference`. */
export function payoutCall(f: Fixtures, reference: string): UpstreamCall {
  return {
    method: 'POST',
    path: paths.payoutsBasicDisbursement,
    accept: f.media.payouts,
    contentType: f.media.payouts,
    body: JSON.stringify({
      transactionReference: reference,
      merchant: { entity: f.entity },
      instruction: {
        narrative: { line1: 'Bench shop', line2: 'Refund 42' },
        value: { amount: 250, currency: 'GBP' },
        payoutInstrument: {
          type: 'card/plain',
          cardHolderName: 'Ada Lovelace',
          cardNumber: benchCardNumber,
          cardExpiryDate: { month: 12, year: 2035 },
          billingAddress: {
            address1: '1 High Street',
            city: 'London',
            postalCode: 'SW1A 1AA',
            countryCode: 'GB',
          },
        },
      },
    }),
  };
}

/** A card-on-file sale of 19.99 GBP on the test card, under `reference`: authorized. */
export function saleCall(f: Fixtures, reference: string): UpstreamCall {
  return {
    method: 'POST',
    path: paths.cardOnFileSale,
    accept: f.media.paymentsResponse,
    contentType: f.media.paymentsRequest,
    body: JSON.stringify({
      transactionReference: reference,
      merchant: { entity: f.entity },
      instruction: {
        value: { amount: 1999, currency: 'GBP' },
        narrative: { line1: 'Bench shop' },
        paymentInstrument: {
          type: 'card/plain',
          cardHolderName: 'Ada Lovelace',
          cardExpiryDate: { month: 12, year: 2035 },
          cardNumber: benchCardNumber,
          billingAddress: { address1: '1 High Street', postalCode: 'SW1A 1AA', countryCode: 'GB' },
          cvc: '123',
        },
      },
    }),
  };
}

/** Page sizes of the statement (S2) and payment item (S4) scenarios. */
export const pageSizes = { statement: 50, items: 100 } as const;

/** Every GET the scenarios make, for the static upstream to record (the payout and sale POSTs are recorded on their own). */
export function recordedGets(f: Fixtures): UpstreamCall[] {
  return [
    balanceCall(f, f.accountNumber),
    balanceCall(f, f.otherAccountNumber),
    statementCall(f, pageSizes.statement),
    entityBalancesCall(f),
    paymentItemsCall(f, pageSizes.items),
  ];
}
