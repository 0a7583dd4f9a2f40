import type { RunningSandbox } from '../../src/sandbox/server.ts';
import type { CreateCardOnFileSaleInput, CreatePayoutInput, PayoutOutcome } from '../generated/graphql.ts';
import { entitledPayoutId, locationOfPayoutId } from './payoutIds.ts';

/**
 * Inputs and helpers of the payouts and sales tests. Card numbers are the sandbox's test cards; test values
 * (amounts, card holder names) are in src/sandbox/routes/{payouts,sales}/testValues.ts.
 */

/** An entity of the shape every area accepts (6 letters or digits, no I or O). */
export const testEntity = 'PAY7X2';

/** A Visa credit card issued in the UK (no Canada rule). */
export const ukVisa = '4444333322221111';
/** A Visa card issued in Canada: the provider requires the full billing address for it. */
export const canadianVisa = '4514160123456785';

/** A basic disbursement's answer as the sandbox gives it at once. */
export const receivedOutcome = { outcome: 'REQUEST_RECEIVED', rawOutcome: 'requestReceived' } as const;

/** The provider call that sends a basic disbursement, as `describeCalls` writes it. */
export const basicPayoutPost = 'POST /payouts/basicDisbursement';

/** The provider call that looks a payout up by reference, as `describeCalls` writes it. */
export function payoutQueryCall(reference: string, entity = testEntity): string {
  return `GET /payouts/query?transactionReference=${reference}&entity=${entity}`;
}

/**
 * Short provider deadlines and settle window, so that a lost POST can no longer be in flight
 * {@link shortSettleMs} after it was sent (100 + 300 + 100 ms of deadline, 1.2 s of settle window).
 */
export const shortPayoutDeadlines = {
  UPSTREAM_CONNECT_TIMEOUT_MS: '100',
  UPSTREAM_HEADERS_TIMEOUT_MS: '300',
  UPSTREAM_BODY_TIMEOUT_MS: '100',
  PAYOUT_SETTLE_WINDOW_MS: '1200',
} as const;
export const shortSettleMs = 100 + 300 + 100 + 1200;

let counter = 0;

/** A unique transactionReference per call, so tests never share an idempotency key. */
export function reference(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}`;
}

type Overrides = Partial<CreatePayoutInput>;

/** A valid basic disbursement to a plain card; `overrides` replace whole top-level fields. */
export function payoutInput(overrides: Overrides = {}): CreatePayoutInput {
  return {
    method: 'BASIC_DISBURSEMENT',
    transactionReference: reference('po'),
    entity: testEntity,
    narrative: { line1: 'Sandbox shop', line2: 'Refund 42' },
    value: { amount: '250', currency: 'GBP' },
    instrument: {
      card: {
        cardHolderName: 'Ada Lovelace',
        cardNumber: ukVisa,
        cardExpiryDate: { month: 12, year: 2035 },
        billingAddress: {
          address1: '1 High Street',
          city: 'London',
          postalCode: 'SW1A 1AA',
          countryCode: 'GB',
        },
      },
    },
    ...overrides,
  };
}

/** A fast-access payout to a plain card whose holder name picks the sandbox's outcome. */
export function fastAccessInput(cardHolderName: string, amount = '250'): CreatePayoutInput {
  return payoutInput({
    method: 'FAST_ACCESS',
    value: { amount, currency: 'GBP' },
    instrument: {
      card: { cardHolderName, cardNumber: ukVisa, cardExpiryDate: { month: 12, year: 2035 } },
    },
  });
}

/** A valid card-on-file sale; `overrides` replace whole top-level fields. */
export function saleInput(overrides: Partial<CreateCardOnFileSaleInput> = {}): CreateCardOnFileSaleInput {
  return {
    transactionReference: reference('sale'),
    merchant: { entity: testEntity },
    value: { amount: '1999', currency: 'GBP' },
    narrative: { line1: 'Sandbox shop' },
    paymentInstrument: {
      cardHolderName: 'Ada Lovelace',
      cardNumber: ukVisa,
      cardExpiryDate: { month: 12, year: 2035 },
      billingAddress: { address1: '1 High Street', postalCode: 'SW1A 1AA', countryCode: 'GB' },
      cvc: '123',
      href: 'https://tokens.example/cards/c-1',
      tokenHref: 'https://tokens.example/tokens/t-1',
    },
    ...overrides,
  };
}

/** The upstream path of a payout's global id (its location), for asserting the calls made. */
export function locationOfId(id: string): string {
  return locationOfPayoutId(id);
}

/**
 * What a payout's fields must be, read from the sandbox's own record of it (its random location, receivedAt) and
 * from what was sent: every path (createPayout, payout, node, payoutByReference, payoutUpdated) answers the same.
 */
export function expectedPayout(
  sandbox: RunningSandbox,
  input: Pick<CreatePayoutInput, 'transactionReference' | 'entity' | 'method' | 'value' | 'instrument'>,
  outcome: { outcome: PayoutOutcome; rawOutcome: string; updateAvailable?: boolean },
) {
  const record = sandbox.state.payouts.findByReference(input.entity, input.transactionReference);
  if (!record) throw new Error('the sandbox has no such payout');
  return {
    id: entitledPayoutId(`/payouts/${record.id}`, input.entity, input.transactionReference),
    transactionReference: input.transactionReference,
    entity: input.entity,
    method: input.method,
    amount: expectedAmount(input.value),
    card: expectedCard(input.instrument),
    outcome: outcome.outcome,
    rawOutcome: outcome.rawOutcome,
    receivedAt: record.receivedAt.toISOString(),
    updateAvailable: outcome.updateAvailable ?? false,
  };
}

/** `Payout.amount` for the test amounts (GBP only: two decimals, written out by hand so the test stays independent). */
function expectedAmount(value: CreatePayoutInput['value']) {
  if (value.currency !== 'GBP') throw new Error('expectedAmount knows GBP only');
  const minor = String(value.amount).padStart(3, '0');
  return {
    amount: `${minor.slice(0, -2)}.${minor.slice(-2)}`,
    currency: 'GBP',
    minorUnits: String(value.amount),
  };
}

function expectedCard(instrument: CreatePayoutInput['instrument']) {
  if (instrument.card) {
    const digits = instrument.card.cardNumber;
    return { instrument: 'CARD', bin: digits.slice(0, 6), last4: digits.slice(-4) };
  }
  if (instrument.tokenizedCard) return { instrument: 'TOKENIZED_CARD', bin: null, last4: null };
  if (instrument.networkToken) {
    return { instrument: 'NETWORK_TOKEN', bin: null, last4: instrument.networkToken.tokenNumber.slice(-4) };
  }
  if (instrument.walletNetworkToken) {
    return {
      instrument: 'WALLET_NETWORK_TOKEN',
      bin: null,
      last4: instrument.walletNetworkToken.dpan.slice(-4),
    };
  }
  throw new Error('no instrument');
}
