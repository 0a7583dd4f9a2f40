import type { ProviderAccount, ProviderApi } from './providerApi.ts';

/**
 * The hand-written schema and resolvers of the naive baselines (Apollo Server in naiveGateway.ts, Mercurius in
 * mercuriusGateway.ts): just the fields the benchmark's scenarios select, amounts mapped from JSON.parse's numbers,
 * no caller auth, no limits, no DataLoader. Both servers run exactly these, so what differs is the server and how
 * it calls the provider.
 */
export const typeDefs = /* GraphQL */ `
  scalar Date
  scalar DateTime
  scalar Decimal
  interface Node { id: ID! }
  type Money { amount: Decimal! currency: String! }
  type AccountBalance { cleared: Money! uncleared: Money! total: Money! }
  type StatementItem { amount: Money! timestamp: DateTime! }
  type StatementItemEdge { node: StatementItem! }
  type StatementItemConnection { totalCount: Int! edges: [StatementItemEdge!]! }
  type Account implements Node {
    id: ID!
    accountNumber: String!
    currency: String!
    entity: String
    balance: AccountBalance!
    statement(from: DateTime!, to: DateTime!, first: Int): StatementItemConnection
  }
  type PaymentItem { paymentId: String! ubr: String source: Money }
  type PaymentItemEdge { node: PaymentItem! }
  type PaymentItemConnection { totalCount: Int! edges: [PaymentItemEdge!]! }
  input PaymentItemFilter { entity: String! startDate: Date! endDate: Date! }
  enum PayoutMethod { BASIC_DISBURSEMENT FAST_ACCESS }
  input NarrativeInput { line1: String! line2: String }
  input MinorUnitsAmountInput { minorUnits: Decimal! currency: String! }
  input CardExpiryDateInput { month: Int! year: Int! }
  input AddressInput { address1: String city: String postalCode: String! countryCode: String! }
  input PayoutCardInput { cardHolderName: String cardNumber: String! cardExpiryDate: CardExpiryDateInput! billingAddress: AddressInput }
  input PayoutInstrumentInput { card: PayoutCardInput! }
  input CreatePayoutInput {
    method: PayoutMethod!
    transactionReference: String!
    entity: String!
    narrative: NarrativeInput!
    value: MinorUnitsAmountInput!
    instrument: PayoutInstrumentInput!
  }
  type Payout { transactionReference: String outcome: String! }
  type CreatePayoutPayload { payout: Payout! replayed: Boolean! }
  input SaleMerchantInput { entity: String! }
  input SalePaymentInstrumentInput { cardHolderName: String! cardNumber: String! cardExpiryDate: CardExpiryDateInput! billingAddress: AddressInput cvc: String }
  input CreateCardOnFileSaleInput {
    transactionReference: String!
    merchant: SaleMerchantInput!
    value: MinorUnitsAmountInput!
    narrative: NarrativeInput!
    paymentInstrument: SalePaymentInstrumentInput!
  }
  type Sale { outcome: String! issuerAuthorizationCode: String }
  type CreateCardOnFileSalePayload { sale: Sale! replayed: Boolean! }
  type Query {
    account(accountNumber: String!): Account
    accounts(entity: String!): [Account!]
    paymentItems(filter: PaymentItemFilter!, first: Int): PaymentItemConnection
    nodes(ids: [ID!]!): [Node]!
  }
  type Mutation {
    createPayout(input: CreatePayoutInput!): CreatePayoutPayload!
    createCardOnFileSale(input: CreateCardOnFileSaleInput!): CreateCardOnFileSalePayload!
  }
`;

/** What the resolvers need: the provider's endpoints, and how a payment is run once (or not). */
export interface Context {
  readonly api: ProviderApi;
  readonly once: Once;
}

/** Runs a payment's provider call, at most once per key when a record is kept; `replayed` when it was not run. */
export type Once = <T>(key: string, call: () => Promise<T>) => Promise<{ response: T; replayed: boolean }>;

/** No record: every request calls the provider. */
export const everyTime: Once = (_key, call) => call().then((response) => ({ response, replayed: false }));

interface PayoutInput {
  transactionReference: string;
  entity: string;
  narrative: { line1: string; line2?: string };
  value: { minorUnits: string; currency: string };
  instrument: { card: Record<string, unknown> };
}

interface SaleInput {
  transactionReference: string;
  merchant: { entity: string };
  value: { minorUnits: string; currency: string };
  narrative: { line1: string; line2?: string };
  paymentInstrument: Record<string, unknown>;
}

// requestReceived -> REQUEST_RECEIVED, as the gateway's enums name the provider's outcomes.
const enumName = (outcome: string) => outcome.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

const money = (amount: number, currency: string) => ({ amount: String(amount), currency });

function accountView(a: ProviderAccount) {
  return {
    ...a,
    balance: {
      cleared: money(a.clearedBalance, a.currency),
      uncleared: money(a.unclearedBalance, a.currency),
      total: money(a.balance, a.currency),
    },
  };
}

async function account(api: ProviderApi, accountNumber: string) {
  const body = await api.balance(accountNumber);
  const found = body.accounts[0];
  return found ? accountView({ ...found, entity: body.entity }) : null;
}

export const resolvers = {
  Node: { __resolveType: () => 'Account' },
  Account: {
    id: (a: ProviderAccount) => Buffer.from(`Account:${a.accountNumber}`).toString('base64url'),
    statement: async (
      a: ProviderAccount,
      args: { from: string; to: string; first?: number },
      { api }: Context,
    ) => {
      const body = await api.statement(a.accountNumber, args.from, args.to, args.first ?? 20);
      return {
        totalCount: body.totalNumberOfRecords,
        edges: body.accountStatementItems.map((i) => ({
          node: { amount: money(i.amount, body.currency), timestamp: i.timestamp },
        })),
      };
    },
  },
  Query: {
    account: (_: unknown, args: { accountNumber: string }, { api }: Context) =>
      account(api, args.accountNumber),
    accounts: async (_: unknown, args: { entity: string }, { api }: Context) =>
      (await api.entityBalances(args.entity)).accounts.map(accountView),
    paymentItems: async (
      _: unknown,
      args: { filter: { entity: string; startDate: string; endDate: string }; first?: number },
      { api }: Context,
    ) => {
      const { entity, startDate, endDate } = args.filter;
      const body = await api.paymentItems(entity, startDate, endDate, args.first ?? 20);
      return {
        totalCount: body.pagination.totalNumberOfRecords,
        edges: body.items.map((i) => ({
          node: {
            ...i,
            source: i.sourceAmount === undefined ? null : money(i.sourceAmount, i.sourceCurrency ?? ''),
          },
        })),
      };
    },
    nodes: (_: unknown, args: { ids: string[] }, { api }: Context) =>
      args.ids.map((id) => {
        const [type, key] = Buffer.from(id, 'base64url').toString('utf8').split(':');
        return type === 'Account' && key ? account(api, key) : null;
      }),
  },
  Mutation: {
    createPayout: async (_: unknown, { input }: { input: PayoutInput }, { api, once }: Context) => {
      const { response, replayed } = await once(`payout:${input.entity}:${input.transactionReference}`, () =>
        api.createPayout({
          transactionReference: input.transactionReference,
          merchant: { entity: input.entity },
          instruction: {
            narrative: input.narrative,
            value: { amount: Number(input.value.minorUnits), currency: input.value.currency },
            payoutInstrument: { type: 'card/plain', ...input.instrument.card },
          },
        }),
      );
      const outcome = enumName(response.outcome);
      return { replayed, payout: { transactionReference: input.transactionReference, outcome } };
    },
    createCardOnFileSale: async (_: unknown, { input }: { input: SaleInput }, { api, once }: Context) => {
      const { response, replayed } = await once(
        `sale:${input.merchant.entity}:${input.transactionReference}`,
        () =>
          api.createSale({
            transactionReference: input.transactionReference,
            merchant: input.merchant,
            instruction: {
              value: { amount: Number(input.value.minorUnits), currency: input.value.currency },
              narrative: input.narrative,
              paymentInstrument: { type: 'card/plain', ...input.paymentInstrument },
            },
          }),
      );
      return {
        replayed,
        sale: {
          outcome: enumName(response.outcome),
          issuerAuthorizationCode: response.issuer?.authorizationCode,
        },
      };
    },
  },
};
