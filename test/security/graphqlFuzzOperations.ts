import { payoutInput, saleInput, testEntity } from '../support/payouts.ts';
import { cardInput, entity as threeDsEntity } from '../support/threeDs.ts';

/**
 * Every root field and mutation of the schema, each with a valid variables object for the gateway fuzz test to
 * start its edits from. The selections leave out fields that repeat the input (references, ids sent), so that
 * any number sent that comes back is an echo.
 */

/** One operation and valid variables for it. */
export interface Operation {
  readonly name: string;
  readonly document: string;
  /** Fresh valid variables (a new transactionReference each time where there is one). */
  readonly variables: () => Record<string, unknown>;
  /** Where the card numbers sit in the variables. */
  readonly cardPaths?: readonly (readonly string[])[];
}

/** Values the sandbox and gateway issued, read once the gateway runs. */
export interface Known {
  readonly payoutId: string;
  readonly challengeTransaction: string;
  readonly challengeReference: string;
  readonly itemsFilter: { readonly entity: string; readonly startDate: string; readonly endDate: string };
  readonly itemsCursor: string;
  readonly range: { readonly from: string; readonly to: string };
  readonly statementCursor: string;
  readonly accountNumber: string;
  readonly accountEntity: string;
  readonly ubr: string;
  readonly paymentId: string;
  readonly accountId: string;
  readonly itemId: string;
}

/** The mutations, with inputs that use most optional fields so that edits reach them. */
export function mutations(known: Known): Operation[] {
  return [
    {
      name: 'createPayout',
      document:
        'mutation($input: CreatePayoutInput!) { createPayout(input: $input) { replayed payout { id outcome rawOutcome } } }',
      variables: () => ({ input: payoutInput() }),
      cardPaths: [['input', 'instrument', 'card', 'cardNumber']],
    },
    {
      name: 'createPayout (network token, fast access)',
      document:
        'mutation($input: CreatePayoutInput!) { createPayout(input: $input) { replayed payout { outcome } } }',
      variables: () => ({
        input: payoutInput({
          method: 'FAST_ACCESS',
          instrument: {
            networkToken: {
              cardHolderName: 'APPROVED',
              tokenNumber: '4444333322221111',
              expiryDate: { month: 1, year: 2030 },
            },
          },
        }),
      }),
      cardPaths: [['input', 'instrument', 'networkToken', 'tokenNumber']],
    },
    {
      name: 'createCardOnFileSale',
      document:
        'mutation($input: CreateCardOnFileSaleInput!) { createCardOnFileSale(input: $input) { replayed sale { outcome rawOutcome card { bin last4Digits } riskFactors { type risk } } } }',
      variables: () => ({
        input: saleInput({
          channel: 'MOTO',
          debtRepayment: false,
          customer: { authentication: { eci: '05', type: 'v2', version: '2.1.0' } },
        }),
      }),
      cardPaths: [
        ['input', 'paymentInstrument', 'cardNumber'],
        ['input', 'paymentInstrument', 'cvc'],
      ],
    },
    {
      name: 'authenticate3ds',
      document:
        'mutation($input: Authenticate3dsInput!) { authenticate3ds(input: $input) { outcome rawOutcome canRetry authentication { eci eciLevel } challenge { reference expiresAt } } }',
      variables: () => ({ input: fullAuthentication() }),
      cardPaths: [['input', 'paymentInstrument', 'card', 'cardNumber']],
    },
    {
      name: 'verify3ds',
      document:
        'mutation($input: Verify3dsInput!) { verify3ds(input: $input) { outcome rawOutcome canRetry authentication { eci } } }',
      variables: () => ({
        input: {
          transactionReference: known.challengeTransaction,
          entity: threeDsEntity,
          challengeReference: known.challengeReference,
        },
      }),
    },
  ];
}

let authentications = 0;

function fullAuthentication() {
  authentications += 1;
  return cardInput('3ds2-frictionless-identified', {
    transactionReference: `fuzz-3ds-${authentications}`,
    deviceData: {
      acceptHeader: 'text/html',
      userAgentHeader: 'Mozilla/5.0 (test)',
      ipAddress: '192.0.2.10',
      browserColorDepth: 24,
      timeZone: -60,
    },
    challenge: {
      windowSize: 'SIZE_250X400',
      preference: 'NO_PREFERENCE',
      returnUrl: 'https://shop.example/3ds/return',
    },
    riskData: {
      account: { type: 'REGISTERED_USER', email: 'jane@example.org', history: { createdAt: '2020-01-31' } },
      transaction: {
        firstName: 'Jane',
        history: { attemptsLastDay: 1 },
        giftCardsPurchase: { totalValue: { amount: '5000', currency: 'GBP' }, quantity: 2 },
      },
      shipping: {
        method: 'DIGITAL',
        address: { address1: '1 High Street', postalCode: 'SW1A 1AA', city: 'London', countryCode: 'GB' },
      },
    },
  });
}

/** The root query fields, with real cursors and ids. */
export function queries(known: Known): Operation[] {
  const { itemsFilter: filter, range, accountNumber: n } = known;
  return [
    {
      name: 'cardBin',
      document:
        'query($input: CardBinInput!) { cardBin(input: $input) { brand bin fundingType issuerName } }',
      variables: () => ({ input: { entity: testEntity, by: { cardNumber: '4917610000000000' } } }),
      cardPaths: [['input', 'by', 'cardNumber']],
    },
    {
      name: 'paymentItems',
      document:
        'query($filter: PaymentItemFilter!, $first: Int, $after: String, $last: Int, $before: String) { paymentItems(filter: $filter, first: $first, after: $after, last: $last, before: $before) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id paymentId } } } }',
      variables: () => ({ filter, first: 3, after: known.itemsCursor }),
    },
    {
      name: 'paymentItems (backward)',
      document:
        'query($filter: PaymentItemFilter!, $last: Int, $before: String) { paymentItems(filter: $filter, last: $last, before: $before) { totalCount edges { cursor } } }',
      variables: () => ({ filter, last: 2, before: known.itemsCursor }),
    },
    {
      name: 'paymentItemsByUbr and paymentItem',
      document:
        'query($ubr: String!, $first: Int, $paymentId: UUID!) { paymentItemsByUbr(ubr: $ubr, first: $first) { totalCount edges { node { paymentId } } } paymentItem(paymentId: $paymentId) { paymentState } }',
      variables: () => ({ ubr: known.ubr, first: 5, paymentId: known.paymentId }),
    },
    {
      name: 'account statement',
      document:
        'query($n: String!, $from: DateTime!, $to: DateTime!, $first: Int, $after: String, $last: Int, $before: String) { account(accountNumber: $n) { name balance { total { amount } } statement(from: $from, to: $to, first: $first, after: $after, last: $last, before: $before) { totalCount pageInfo { hasPreviousPage startCursor } edges { cursor node { statementItemId } } } } }',
      variables: () => ({ n, ...range, first: 4, after: known.statementCursor }),
    },
    {
      name: 'account statement (backward)',
      document:
        'query($n: String!, $from: DateTime!, $to: DateTime!, $last: Int, $before: String) { account(accountNumber: $n) { statement(from: $from, to: $to, last: $last, before: $before) { totalCount edges { cursor } } } }',
      variables: () => ({ n, ...range, last: 3, before: known.statementCursor }),
    },
    {
      name: 'accounts',
      document:
        'query($entity: String!) { accounts(entity: $entity) { currency balance { cleared { amount } } } }',
      variables: () => ({ entity: known.accountEntity }),
    },
    {
      name: 'payout and payoutByReference',
      document:
        'query($id: ID!, $ref: String!, $entity: String!) { payout(id: $id) { outcome } payoutByReference(transactionReference: $ref, entity: $entity) { outcome } }',
      variables: () => ({ id: known.payoutId, ref: 'fuzz-unknown', entity: testEntity }),
    },
    {
      name: 'node and nodes',
      document:
        'query($id: ID!, $ids: [ID!]!) { node(id: $id) { __typename } nodes(ids: $ids) { __typename ... on Account { currency } } }',
      variables: () => ({ id: known.accountId, ids: [known.itemId, known.payoutId, known.accountId] }),
    },
  ];
}
