import { describe, expect, it } from 'vitest';
import {
  DocumentedAuthenticateDocument,
  DocumentedCardBinDocument,
  DocumentedPayoutByReferenceDocument,
  DocumentedPayoutDocument,
  DocumentedSaleDocument,
} from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { payoutInput, reference, saleInput, ukVisa } from '../support/payouts.ts';
import { cardInput } from '../support/threeDs.ts';

/**
 * The "done when": a payout, a sale, a 3DS authentication and a BIN lookup written as the provider
 * documents them (entity `default` or `MindPalaceLtd`, a plain-card sale without token hrefs) go through GraphQL
 * to the sandbox and succeed, and the provider gets exactly the documented request.
 */
const gw = setUpTestGateway();

/** The sandbox logs card-like numbers as on a receipt: first six and last four digits. */
const maskedUkVisa = '444433******1111';

describe('payouts for entities of the provider examples', () => {
  it('pays out for entity default, sending merchant.entity as given', async () => {
    const input = payoutInput({ entity: 'default', narrative: { line1: 'Default shop' } });
    const result = await gw.run(DocumentedPayoutDocument, { input });
    expect(result).toEqual({
      status: 200,
      data: {
        createPayout: {
          replayed: false,
          payout: {
            transactionReference: input.transactionReference,
            entity: 'default',
            method: 'BASIC_DISBURSEMENT',
            outcome: 'REQUEST_RECEIVED',
            rawOutcome: 'requestReceived',
          },
        },
      },
    });
    const calls = await gw.upstreamCalls();
    expect(describeCalls(calls)).toEqual(['POST /payouts/basicDisbursement']);
    expect(calls[0]?.body).toEqual({
      transactionReference: input.transactionReference,
      merchant: { entity: 'default' },
      instruction: {
        narrative: { line1: 'Default shop' },
        value: { amount: 250, currency: 'GBP' },
        payoutInstrument: {
          type: 'card/plain',
          cardHolderName: 'Ada Lovelace',
          cardNumber: maskedUkVisa,
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
  });

  it('recovers a MindPalaceLtd payout by reference through the query the provider documents', async () => {
    const input = payoutInput({ entity: 'MindPalaceLtd', method: 'FAST_ACCESS' });
    expect((await gw.run(DocumentedPayoutDocument, { input })).errors).toBeUndefined();
    await gw.clearUpstream();
    const result = await gw.run(DocumentedPayoutByReferenceDocument, {
      transactionReference: input.transactionReference,
      entity: 'MindPalaceLtd',
    });
    expect(result).toEqual({
      status: 200,
      data: {
        payoutByReference: {
          transactionReference: input.transactionReference,
          entity: 'MindPalaceLtd',
          outcome: 'REQUESTED',
          rawOutcome: 'requested',
        },
      },
    });
    const query = new URLSearchParams({
      transactionReference: input.transactionReference,
      entity: 'MindPalaceLtd',
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([`GET /payouts/query?${query.toString()}`]);
  });
});

describe('a plain-card sale as the provider documents it', () => {
  it('charges a plain card for entity default without href or tokenHref, and sends neither', async () => {
    const base = saleInput();
    const { href: _href, tokenHref: _tokenHref, ...plainCard } = base.paymentInstrument;
    const input = { ...base, merchant: { entity: 'default' }, paymentInstrument: plainCard };
    const result = await gw.run(DocumentedSaleDocument, { input });
    expect(result).toEqual({
      status: 200,
      data: {
        createCardOnFileSale: {
          replayed: false,
          sale: {
            transactionReference: input.transactionReference,
            outcome: 'AUTHORIZED',
            rawOutcome: 'authorized',
          },
        },
      },
    });
    const calls = await gw.upstreamCalls();
    expect(describeCalls(calls)).toEqual(['POST /payments/sales/migrateCardOnFile']);
    expect(calls[0]?.body).toEqual({
      transactionReference: input.transactionReference,
      merchant: { entity: 'default' },
      instruction: {
        value: { amount: 1999, currency: 'GBP' },
        narrative: { line1: 'Sandbox shop' },
        paymentInstrument: {
          type: 'card/plain',
          cardHolderName: 'Ada Lovelace',
          cardExpiryDate: { month: 12, year: 2035 },
          cardNumber: maskedUkVisa,
          billingAddress: { address1: '1 High Street', postalCode: 'SW1A 1AA', countryCode: 'GB' },
          cvc: '***',
        },
      },
    });
  });
});

describe('3DS authentication and BIN lookup for entity default', () => {
  it('authenticates a card for entity default', async () => {
    const input = cardInput('3ds2-frictionless-identified', {
      transactionReference: reference('3ds'),
      merchant: { entity: 'default' },
    });
    const result = await gw.run(DocumentedAuthenticateDocument, { input });
    expect(result).toEqual({
      status: 200,
      data: {
        authenticate3ds: {
          outcome: 'AUTHENTICATED',
          rawOutcome: 'authenticated',
          transactionReference: input.transactionReference,
        },
      },
    });
    const calls = await gw.upstreamCalls();
    expect(describeCalls(calls)).toEqual(['POST /verifications/customers/3ds/authentication']);
    expect(calls[0]?.body).toMatchObject({ merchant: { entity: 'default' } });
  });

  it('authenticates a Google Pay wallet token named by the caller for entity default, sent as card/wallet+googlepay', async () => {
    const walletToken = '{"signature":"sig","protocolVersion":"ECv2","signedMessage":"opaque"}';
    const input = cardInput('any', {
      transactionReference: reference('3ds-wallet'),
      merchant: { entity: 'default' },
      paymentInstrument: { walletToken: { wallet: 'GOOGLE_PAY', walletToken } },
    });
    const result = await gw.run(DocumentedAuthenticateDocument, { input });
    expect(result).toEqual({
      status: 200,
      data: {
        authenticate3ds: {
          outcome: 'ALREADY_AUTHENTICATED',
          rawOutcome: 'alreadyAuthenticated',
          transactionReference: input.transactionReference,
        },
      },
    });
    const calls = await gw.upstreamCalls();
    expect(describeCalls(calls)).toEqual(['POST /verifications/customers/3ds/authentication']);
    expect(calls[0]?.body).toMatchObject({
      merchant: { entity: 'default' },
      instruction: { paymentInstrument: { type: 'card/wallet+googlepay', walletToken: '***' } },
    });
  });

  it('looks up the BIN of a card for entity default', async () => {
    const result = await gw.run(DocumentedCardBinDocument, {
      input: { entity: 'default', by: { cardNumber: '4917610000000000' } },
    });
    expect(result).toEqual({
      status: 200,
      data: {
        cardBin: {
          bin: '491761',
          binLength: 6,
          issuerName: 'SANDBOX BANK PLC',
          countryCode: 'GB',
          currency: 'GBP',
        },
      },
    });
    const calls = await gw.upstreamCalls();
    expect(describeCalls(calls)).toEqual(['POST /api/cardBin/panLookup']);
    expect(calls[0]?.body).toEqual({ merchant: { entity: 'default' }, cardNumber: '491761******0000' });
  });

  it.each([
    ['a wildcard', '*'],
    ['33 characters', 'E'.repeat(33)],
  ])(
    'refuses %s as the entity of a 3DS authentication and a BIN lookup before the network',
    async (_, entity) => {
      const rule = 'must be 1 to 32 letters, digits, ".", "_" or "-"';
      const auth = await gw.run(DocumentedAuthenticateDocument, {
        input: cardInput('3ds2-frictionless-identified', { merchant: { entity } }),
      });
      const bin = await gw.run(DocumentedCardBinDocument, { input: { entity, by: { cardNumber: ukVisa } } });
      expect([auth, bin].map((r) => r.errors?.map((e) => e.extensions))).toEqual([
        [
          {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ path: 'input.merchant.entity', rule: 'INVALID_FORMAT', message: rule }],
          },
        ],
        [
          {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ path: 'input.entity', rule: 'INVALID_FORMAT', message: rule }],
          },
        ],
      ]);
      expect(await gw.upstreamCalls()).toEqual([]);
    },
  );
});
