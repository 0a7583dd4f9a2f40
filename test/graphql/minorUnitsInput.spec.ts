import { describe, expect, it } from 'vitest';
import {
  type CreatePayoutInput,
  PayoutsCreateDocument,
  SalesCreateDocument,
  ThreeDsAuthenticateDocument,
} from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { payoutInput, saleInput } from '../support/payouts.ts';
import { createSale, salePost, takeCalls } from '../support/sales.ts';
import { cardInput } from '../support/threeDs.ts';

/**
 * Minor-units inputs are named for what they hold: `minorUnits` beside the deprecated `amount` (which outputs use
 * for major units). Exactly one of the two; the same rules; the same request and idempotency fingerprint.
 */

const gw = setUpTestGateway();

const inMinorUnits = { minorUnits: '250', currency: 'GBP' } as const;

async function bodies(): Promise<unknown[]> {
  return (await gw.upstreamCalls()).map((call) => call.body);
}

describe('MinorUnitsAmountInput.minorUnits', () => {
  it('pays out 2.50 GBP for minorUnits "250": the provider gets amount 250, the payout answers Money 2.50', async () => {
    const input = payoutInput({ value: inMinorUnits });
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createPayout.payout.amount).toEqual({
      amount: '2.50',
      currency: 'GBP',
      minorUnits: '250',
    });
    const [body] = (await bodies()) as { instruction: { value: unknown } }[];
    expect(body?.instruction.value).toEqual({ amount: 250, currency: 'GBP' });
  });

  it('replays a payout written with amount when it is repeated with minorUnits: one fingerprint, one POST', async () => {
    const input = payoutInput({ value: { amount: '250', currency: 'GBP' } });
    const first = await gw.run(PayoutsCreateDocument, { input });
    const again = await gw.run(PayoutsCreateDocument, { input: { ...input, value: inMinorUnits } });
    expect(again.data?.createPayout).toEqual({ ...first.data?.createPayout, replayed: true });
    expect((await gw.upstreamCalls()).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /payouts/basicDisbursement',
    ]);
  });

  it('replays a sale written with minorUnits when it is repeated with amount', async () => {
    const input = saleInput({ value: { minorUnits: '1999', currency: 'GBP' } });
    const first = await createSale(gw, input);
    const again = await createSale(gw, { ...input, value: { amount: '1999', currency: 'GBP' } });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await takeCalls(gw)).toEqual([salePost]);
  });

  it('authenticates 3DS for minorUnits, gift cards included: the provider gets the same amounts', async () => {
    const input = cardInput('Frictionless', {
      value: inMinorUnits,
      riskData: {
        transaction: { giftCardsPurchase: { totalValue: { minorUnits: '5000', currency: 'GBP' } } },
      },
    });
    const result = await gw.run(ThreeDsAuthenticateDocument, { input });
    expect(result.errors).toBeUndefined();
    const [body] = (await bodies()) as {
      instruction: { value: unknown };
      riskData: { transaction: { giftCardsPurchase: unknown } };
    }[];
    expect(body?.instruction.value).toEqual({ amount: 250, currency: 'GBP' });
    expect(body?.riskData.transaction.giftCardsPurchase).toEqual({
      totalValue: { amount: 5000, currency: 'GBP' },
    });
  });
});

describe('exactly one of minorUnits and amount, before any provider call', () => {
  async function expectRefused(value: CreatePayoutInput['value'], fieldErrors: unknown[]) {
    const result = await gw.run(PayoutsCreateDocument, { input: payoutInput({ value }) });
    expect(result).toEqual({
      status: 200,
      data: null,
      errors: [
        {
          message: 'The input is invalid.',
          locations: [{ line: 3, column: 3 }],
          path: ['createPayout'],
          extensions: { code: 'BAD_USER_INPUT', fieldErrors },
        },
      ],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  }

  it('refuses both', async () => {
    await expectRefused({ minorUnits: '250', amount: '250', currency: 'GBP' }, [
      {
        path: 'input.value.minorUnits',
        rule: 'EXACTLY_ONE',
        message: 'set exactly one of minorUnits and amount (deprecated), not both',
      },
    ]);
  });

  it('refuses neither', async () => {
    await expectRefused({ currency: 'GBP' }, [
      {
        path: 'input.value.minorUnits',
        rule: 'EXACTLY_ONE',
        message: 'set exactly one of minorUnits and amount (deprecated)',
      },
    ]);
  });

  it('applies the amount rules to minorUnits: a fraction is out of range', async () => {
    await expectRefused({ minorUnits: '2.50', currency: 'GBP' }, [
      {
        path: 'input.value.minorUnits',
        rule: 'OUT_OF_RANGE',
        message: 'must be a positive whole number of minor units, at most 9007199254740991',
      },
    ]);
  });

  it('refuses both on a sale and on a 3DS gift card total, without calling the provider', async () => {
    const sale = await gw.run(SalesCreateDocument, {
      input: saleInput({ value: { minorUnits: '1', amount: '1', currency: 'GBP' } }),
    });
    expect(sale.errors?.[0]?.extensions?.fieldErrors).toEqual([
      {
        path: 'input.value.minorUnits',
        rule: 'EXACTLY_ONE',
        message: 'set exactly one of minorUnits and amount (deprecated), not both',
      },
    ]);
    const gift = cardInput('x', {
      riskData: {
        transaction: { giftCardsPurchase: { totalValue: { minorUnits: '1', amount: '1', currency: 'GBP' } } },
      },
    });
    const threeDs = await gw.run(ThreeDsAuthenticateDocument, { input: gift });
    expect(threeDs.errors?.[0]?.extensions?.fieldErrors).toEqual([
      {
        path: 'input.riskData.transaction.giftCardsPurchase.totalValue.minorUnits',
        rule: 'EXACTLY_ONE',
        message: 'set exactly one of minorUnits and amount (deprecated), not both',
      },
    ]);
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});
