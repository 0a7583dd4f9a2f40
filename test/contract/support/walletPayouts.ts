import type { CreatePayoutInput } from '../../generated/graphql.ts';

/**
 * The provider's documented wallet payouts (spec area B, `card/networkToken+<wallet_b>pay`, filled with `applepay`
 * as the provider's examples fill it): a basic disbursement, a fast-access payout and the wallet guide's example.
 * Every one of them sends the device account number's expiry as `cardExpiryDate`, the name the card's expiry has
 * everywhere else in the spec; none sends `expiryDate` (that is the plain network token's field). The spec's
 * tables give the fields (`dpan`, "basic disbursement only"); the field name of the expiry comes from the
 * provider's examples, which the spec does not reproduce.
 */

const dpan = '4444333322221111';
const expiry = { month: 5, year: 2035 };
const address = {
  address1: '221B Baker Street',
  city: 'London',
  postalCode: 'NW1 6XE',
  countryCode: 'GB',
};

interface DocumentedWalletPayout {
  /** What the documentation calls the example. */
  readonly name: string;
  readonly method: CreatePayoutInput['method'];
  readonly path: '/payouts/basicDisbursement' | '/payouts/fastAccess';
  /** The documented request body, for `transactionReference`. */
  readonly body: (transactionReference: string) => {
    transactionReference: string;
    merchant: { entity: string };
    instruction: {
      narrative: { line1: string; line2?: string };
      value: { amount: number; currency: string };
      payoutInstrument: {
        type: string;
        cardHolderName?: string;
        dpan: string;
        cardExpiryDate: { month: number; year: number };
        billingAddress?: typeof address;
      };
    };
  };
  /** The provider's documented answer to it. */
  readonly outcome: string;
}

export const documentedWalletPayouts: readonly DocumentedWalletPayout[] = [
  {
    name: 'basic disbursement to a wallet',
    method: 'BASIC_DISBURSEMENT',
    path: '/payouts/basicDisbursement',
    outcome: 'requestReceived',
    body: (transactionReference) => ({
      transactionReference,
      merchant: { entity: 'default' },
      instruction: {
        narrative: { line1: 'MindPalaceLtd', line2: 'Refund 1234' },
        value: { amount: 250, currency: 'GBP' },
        payoutInstrument: {
          type: 'card/networkToken+applepay',
          cardHolderName: 'Sherlock Holmes',
          dpan,
          cardExpiryDate: expiry,
          billingAddress: address,
        },
      },
    }),
  },
  {
    name: 'fast-access payout to a wallet',
    method: 'FAST_ACCESS',
    path: '/payouts/fastAccess',
    outcome: 'requested',
    body: (transactionReference) => ({
      transactionReference,
      merchant: { entity: 'default' },
      instruction: {
        narrative: { line1: 'MindPalaceLtd' },
        value: { amount: 1000, currency: 'GBP' },
        payoutInstrument: {
          type: 'card/networkToken+applepay',
          cardHolderName: 'Sherlock Holmes',
          dpan,
          cardExpiryDate: expiry,
          billingAddress: address,
        },
      },
    }),
  },
  {
    name: "the wallet guide's payout",
    method: 'BASIC_DISBURSEMENT',
    path: '/payouts/basicDisbursement',
    outcome: 'requestReceived',
    body: (transactionReference) => ({
      transactionReference,
      merchant: { entity: 'MindPalaceLtd' },
      instruction: {
        narrative: { line1: 'Mind Palace' },
        value: { amount: 5000, currency: 'EUR' },
        payoutInstrument: {
          type: 'card/networkToken+applepay',
          dpan,
          cardExpiryDate: { month: 1, year: 2030 },
        },
      },
    }),
  },
];

/** The GraphQL input a frontend writes for a documented wallet payout body. */
export function walletPayoutInput(
  method: CreatePayoutInput['method'],
  body: ReturnType<DocumentedWalletPayout['body']>,
): CreatePayoutInput {
  const { narrative, value, payoutInstrument } = body.instruction;
  const { cardHolderName, billingAddress, cardExpiryDate } = payoutInstrument;
  return {
    method,
    transactionReference: body.transactionReference,
    entity: body.merchant.entity,
    narrative,
    value: { minorUnits: String(value.amount), currency: value.currency },
    instrument: {
      walletNetworkToken: {
        wallet: 'APPLE_PAY',
        dpan: payoutInstrument.dpan,
        expiryDate: cardExpiryDate,
        ...(cardHolderName === undefined ? {} : { cardHolderName }),
        ...(billingAddress === undefined ? {} : { billingAddress }),
      },
    },
  };
}
