import { urqlGateway } from './client.ts';
import type { GatewayClient } from './gateway.ts';
import { BalancesDocument } from './gql/graphql.ts';
import { createPayout, followPayout, payoutByReference } from './payouts.ts';
import { pageStatement } from './statement.ts';
import { authenticate } from './threeDs.ts';

/**
 * A transaction reference as teams write them: an order number of the day and the moment, in milliseconds, that
 * makes it unique (`ORD-20261128-1795878245123`). Dates and timestamps are not card numbers, whatever their digits.
 */
export const orderReference = (now: Date): string =>
  `ORD-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${now.getTime()}`;

/** What the example needs to know about where it runs. */
export interface ExampleOptions {
  /** The gateway's GraphQL URL. */
  readonly url: string;
  /** Headers sent with every request (the caller's API key or bearer token). */
  readonly headers?: Record<string, string>;
  /** The merchant entity whose accounts are read and in whose name the payout and the authentication are made. */
  readonly entity: string;
  /** The statement range to page through: RFC 3339 date-times at most 31 days apart. */
  readonly statement: { readonly from: string; readonly to: string };
  /** Prefix of the transaction references, unique per run (a reference is an idempotency key). */
  readonly reference: string;
  /** Waits between payout polls; a browser uses a timer. */
  readonly wait: (ms: number) => Promise<void>;
  /** The GraphQL client the flows run on: urql (client.ts) by default, or Apollo Client (apolloClient.ts). */
  readonly client?: (url: string, headers: Record<string, string>) => GatewayClient;
}

/**
 * The example's whole journey, each step through typed operations: balances, a statement paged forward and back,
 * a payout followed to its final outcome and fetched again by reference, a frictionless 3-D Secure authentication.
 * Throws on the first error. Returns what it saw, which the runner prints and the test compares.
 */
export async function runExample(options: ExampleOptions) {
  const { entity, reference, wait } = options;
  const client = (options.client ?? urqlGateway)(options.url, options.headers ?? {});

  const balances = await client.query(BalancesDocument, { entity });
  const accounts = balances.accounts ?? [];
  const account = accounts[0];
  if (!account) throw new Error(`entity ${entity} has no accounts`);

  const statement = await pageStatement(
    client,
    { accountNumber: account.accountNumber, ...options.statement },
    5,
  );

  const created = await createPayout(client, {
    method: 'FAST_ACCESS',
    transactionReference: `${reference}-payout`,
    entity,
    narrative: { line1: 'Typed client example' },
    value: { minorUnits: '250', currency: 'GBP' },
    instrument: {
      card: {
        cardHolderName: 'Ada Lovelace',
        cardNumber: '4444333322221111',
        cardExpiryDate: { month: 12, year: 2035 },
        billingAddress: {
          address1: '1 High Street',
          city: 'London',
          postalCode: 'SW1A 1AA',
          countryCode: 'GB',
        },
      },
    },
  });
  const outcomes = await followPayout(client, created.payout.id, wait);
  const again = await payoutByReference(client, `${reference}-payout`, entity);

  const threeDs = await authenticate(client, {
    transactionReference: `${reference}-3ds`,
    merchant: { entity },
    paymentInstrument: {
      card: {
        cardHolderName: '3ds2-frictionless-identified',
        cardNumber: '5555555555554444',
        cardExpiryDate: { month: 12, year: 2035 },
      },
    },
    value: { minorUnits: '1999', currency: 'GBP' },
    deviceData: { acceptHeader: 'text/html', userAgentHeader: 'Mozilla/5.0 (typed client example)' },
    challenge: { returnUrl: 'https://shop.example/3ds/return' },
  });

  return {
    accounts: accounts.map((a) => ({ accountNumber: a.accountNumber, total: a.balance?.total ?? null })),
    statement: {
      accountNumber: account.accountNumber,
      totalCount: statement.first.totalCount,
      first: statement.first.ids,
      second: statement.second.ids,
      back: statement.back.ids,
    },
    payout: { created: created.payout, outcomes, byReference: again },
    threeDs,
  };
}
