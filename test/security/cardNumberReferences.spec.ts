import { describe, expect, it } from 'vitest';
import {
  PaymentItemsSearchDocument,
  PayoutsByReferenceDocument,
  PayoutsCreateDocument,
  SalesCreateDocument,
  ThreeDsAuthenticateDocument,
  ThreeDsVerifyDocument,
} from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { payoutInput, saleInput, testEntity, ukVisa } from '../support/payouts.ts';
import { cardInput } from '../support/threeDs.ts';

/**
 * Text a caller chooses outside the card fields (references, narratives, names, entities) is echoed and stored,
 * so one holding a card number is refused before the provider with rule `CARD_NUMBER` (issue 14, section 2).
 */
const rule = 'CARD_NUMBER';
const message =
  'must not hold a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme): send card numbers in card fields only';
const refused = (path: string) => ({ path, rule, message });

const gw = setUpTestGateway();

/** The whole answer of a refused root field, checked with no provider call and no digit of a card echoed. */
async function expectRefused(
  result: unknown,
  field: string,
  fieldErrors: ReturnType<typeof refused>[],
  data: unknown = null,
) {
  expect(result).toEqual({
    status: 200,
    data,
    errors: [
      {
        message: 'The input is invalid.',
        locations: [{ line: expect.any(Number), column: 3 }],
        path: [field],
        extensions: { code: 'BAD_USER_INPUT', fieldErrors },
      },
    ],
  });
  expect(await gw.upstreamCalls()).toEqual([]);
  expect(JSON.stringify(result)).not.toMatch(/4444|5555|3782/);
}

describe('a card number in caller text outside the card fields', () => {
  it.each([
    ['plain', '4444333322221111'],
    ['grouped with spaces', 'order 4444 3333 2222 1111'],
    ['grouped with dashes', '5555-5555-5555-4444'],
    ['an Amex grouping', 'ref-3782 822463 10005'],
    ['a 19-digit Maestro in 4-4-4-4-3', 'pay 6799-9901-0000-0000-019'],
    ['glued to an order number with a date', 'ORD-20261128-4444333322221111'],
  ])(
    'refuses a payout reference holding a card number (%s) before the provider',
    async (_name, reference) => {
      const result = await gw.run(PayoutsCreateDocument, {
        input: payoutInput({ transactionReference: reference }),
      });
      await expectRefused(result, 'createPayout', [refused('input.transactionReference')]);
    },
  );

  it('refuses a payout whose narrative lines and card holder name hold card numbers, naming each field', async () => {
    const input = payoutInput({
      narrative: { line1: 'card 4444 3333 2222 1111', line2: 'ref 5555-5555-5555-4444' },
      instrument: {
        card: {
          cardHolderName: 'Ada 4444.3333.2222.1111',
          cardNumber: ukVisa,
          cardExpiryDate: { month: 12, year: 2035 },
        },
      },
    });
    const result = await gw.run(PayoutsCreateDocument, { input });
    await expectRefused(result, 'createPayout', [
      refused('input.narrative.line1'),
      refused('input.narrative.line2'),
      refused('input.instrument.card.cardHolderName'),
    ]);
  });

  it('refuses a payout to an entity that is a card number', async () => {
    const result = await gw.run(PayoutsCreateDocument, {
      input: payoutInput({ entity: '4444333322221111' }),
    });
    await expectRefused(result, 'createPayout', [refused('input.entity')]);
  });

  it('refuses a sale whose reference, narrative and card holder name hold card numbers', async () => {
    const base = saleInput();
    const input = saleInput({
      transactionReference: '4444333322221111',
      narrative: { line1: 'Shop 4444-3333-2222-1111' },
      paymentInstrument: { ...base.paymentInstrument, cardHolderName: '4444 3333 2222 1111' },
    });
    const result = await gw.run(SalesCreateDocument, { input });
    await expectRefused(result, 'createCardOnFileSale', [
      refused('input.transactionReference'),
      refused('input.narrative.line1'),
      refused('input.paymentInstrument.cardHolderName'),
    ]);
  });

  it('refuses a 3DS authentication whose reference, merchant name and customer names hold card numbers', async () => {
    const input = cardInput('Ada 4444 3333 2222 1111', {
      transactionReference: 'order-4444333322221111',
      merchant: { entity: testEntity, overrideName: 'Shop 5555555555554444' },
      riskData: { transaction: { firstName: '4444-3333-2222-1111', lastName: 'Lovelace' } },
    });
    const result = await gw.run(ThreeDsAuthenticateDocument, { input });
    await expectRefused(result, 'authenticate3ds', [
      refused('input.transactionReference'),
      refused('input.merchant.overrideName'),
      refused('input.paymentInstrument.card.cardHolderName'),
      refused('input.riskData.transaction.firstName'),
    ]);
  });

  it('refuses a 3DS verification whose reference holds a card number', async () => {
    const input = {
      transactionReference: '4444333322221111',
      entity: testEntity,
      challengeReference: 'ch-1',
    };
    const result = await gw.run(ThreeDsVerifyDocument, { input });
    await expectRefused(result, 'verify3ds', [refused('input.transactionReference')]);
  });

  it('refuses payoutByReference with a card number as the reference, asking the provider nothing', async () => {
    const result = await gw.run(PayoutsByReferenceDocument, {
      transactionReference: '4444 3333 2222 1111',
      entity: testEntity,
    });
    await expectRefused(result, 'payoutByReference', [refused('transactionReference')], {
      payoutByReference: null,
    });
  });

  it('refuses a payment item search by a reference holding a card number (it would go in a URL)', async () => {
    const filter = {
      entity: testEntity,
      startDate: '2024-01-01',
      endDate: '2024-01-20',
      transactionReference: '4444333322221111',
    };
    const result = await gw.run(PaymentItemsSearchDocument, { filter, first: 1 });
    await expectRefused(result, 'paymentItems', [refused('filter.transactionReference')], {
      paymentItems: null,
    });
  });

  // Issue 21: dates, timestamps and order numbers are not card numbers, however many digits they join up to.
  it.each([
    'ORD-20261128-000042',
    'INV-2026-11-28-0042',
    'typed-client-1764331200000',
    'ORD-20261128-1764331200000',
    'po 2026-11-28T15:04:05.123Z',
  ])(
    'accepts the payout reference %s, sends it to the provider and finds the payout by it',
    async (reference) => {
      const result = await gw.run(PayoutsCreateDocument, {
        input: payoutInput({ transactionReference: reference }),
      });
      expect(result.errors).toBeUndefined();
      expect(result.data?.createPayout.payout.transactionReference).toBe(reference);
      const calls = await gw.upstreamCalls();
      expect(describeCalls(calls)).toEqual(['POST /payouts/basicDisbursement']);
      expect(calls[0]?.body).toMatchObject({ transactionReference: reference });

      const found = await gw.run(PayoutsByReferenceDocument, {
        transactionReference: reference,
        entity: testEntity,
      });
      expect(found.errors).toBeUndefined();
      expect(found.data?.payoutByReference?.transactionReference).toBe(reference);
    },
  );
});
