import type {
  Authenticate3dsInput,
  CreateCardOnFileSaleInput,
  CreatePayoutInput,
} from '../../generated/graphql.ts';

/**
 * GraphQL inputs of the contract suite, written as a frontend would, and the provider request bodies the spec
 * says they become (area tables B, A and G). Card numbers are the card schemes' published test numbers.
 */

export const entity = 'PAY7X2';
export const visa = '4444333322221111';

let counter = 0;
/** A unique transactionReference, so no two tests share an idempotency key. */
export function reference(prefix: string): string {
  counter += 1;
  return `${prefix}-contract-${process.pid}-${counter}`;
}

const address = {
  address1: '1 High Street',
  city: 'London',
  postalCode: 'SW1A 1AA',
  countryCode: 'GB',
};

/** A basic disbursement to a plain card. */
export function plainCardPayout(transactionReference: string): CreatePayoutInput {
  return {
    method: 'BASIC_DISBURSEMENT',
    transactionReference,
    entity,
    narrative: { line1: 'Contract shop', line2: 'Refund 42' },
    value: { amount: '250', currency: 'GBP' },
    instrument: {
      card: {
        cardHolderName: 'Ada Lovelace',
        cardNumber: visa,
        cardExpiryDate: { month: 12, year: 2035 },
        billingAddress: address,
      },
    },
  };
}

/** The spec's payout request (area B) for {@link plainCardPayout}. */
export function plainCardPayoutBody(transactionReference: string) {
  return {
    transactionReference,
    merchant: { entity },
    instruction: {
      narrative: { line1: 'Contract shop', line2: 'Refund 42' },
      value: { amount: 250, currency: 'GBP' },
      payoutInstrument: {
        type: 'card/plain',
        cardHolderName: 'Ada Lovelace',
        cardNumber: visa,
        cardExpiryDate: { month: 12, year: 2035 },
        billingAddress: address,
      },
    },
  };
}

/** A 3DS authentication of a plain card with the device data the spec requires. */
export function cardAuthentication(transactionReference: string): Authenticate3dsInput {
  return {
    transactionReference,
    merchant: { entity },
    paymentInstrument: {
      card: { cardHolderName: 'Ada Lovelace', cardNumber: visa, cardExpiryDate: { month: 12, year: 2035 } },
    },
    value: { amount: '1999', currency: 'EUR' },
    deviceData: { acceptHeader: 'text/html', userAgentHeader: 'Mozilla/5.0 (contract)' },
    challenge: { returnUrl: 'https://shop.example/3ds/return' },
  };
}

/** The spec's authentication request (area A) for {@link cardAuthentication}. */
export function cardAuthenticationBody(transactionReference: string) {
  return {
    transactionReference,
    merchant: { entity },
    instruction: {
      paymentInstrument: {
        type: 'card/front',
        cardHolderName: 'Ada Lovelace',
        cardNumber: visa,
        cardExpiryDate: { month: 12, year: 2035 },
      },
      value: { amount: 1999, currency: 'EUR' },
    },
    deviceData: { acceptHeader: 'text/html', userAgentHeader: 'Mozilla/5.0 (contract)' },
    challenge: { returnUrl: 'https://shop.example/3ds/return' },
  };
}

/** A customer-initiated card-on-file sale with every token href. */
export function cardOnFileSale(transactionReference: string): CreateCardOnFileSaleInput {
  return {
    transactionReference,
    merchant: { entity },
    value: { amount: '4200', currency: 'GBP' },
    narrative: { line1: 'Contract shop' },
    paymentInstrument: {
      cardHolderName: 'Ada Lovelace',
      cardNumber: visa,
      cardExpiryDate: { month: 12, year: 2035 },
      billingAddress: { postalCode: 'SW1A 1AA', countryCode: 'GB' },
      href: 'https://provider.example/tokens/T1',
      tokenHref: 'https://provider.example/tokens/T1/token',
    },
  };
}

/** The spec's card-on-file sale request (area G, payments v5) for {@link cardOnFileSale}. */
export function saleBody(transactionReference: string) {
  return {
    transactionReference,
    merchant: { entity },
    instruction: {
      value: { amount: 4200, currency: 'GBP' },
      narrative: { line1: 'Contract shop' },
      paymentInstrument: {
        type: 'card/plain',
        cardHolderName: 'Ada Lovelace',
        cardExpiryDate: { month: 12, year: 2035 },
        cardNumber: visa,
        billingAddress: { postalCode: 'SW1A 1AA', countryCode: 'GB' },
        href: 'https://provider.example/tokens/T1',
        tokenHref: 'https://provider.example/tokens/T1/token',
      },
    },
  };
}
