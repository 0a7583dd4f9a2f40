import { describe, expect, it } from 'vitest';
import {
  type PaymentItemFilter,
  VocabularyCardBinDocument,
  VocabularyPaymentItemAmountsDocument,
  VocabularySaleCardDocument,
} from '../generated/graphql.ts';
import { badInput, dayBeforeAnchor, errorsOf } from '../support/accounts.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { saleInput } from '../support/payouts.ts';
import { salePost } from '../support/sales.ts';

const gw = setUpTestGateway();

/** 30 days ending the day before the world's anchor, for the sandbox's first entity. */
function monthFilter(): PaymentItemFilter {
  const world = gw.sandbox.state.world;
  const entity = world.entities[0]?.id ?? '';
  return { entity, startDate: dayBeforeAnchor(world, 31), endDate: dayBeforeAnchor(world, 1) };
}

/** The payment item search call of a month filter with these amount parameters, page 1 of 50. */
function searchCall(filter: PaymentItemFilter, amounts: Record<string, string>) {
  const { entity, startDate, endDate } = filter;
  const query = { entity, startDate, endDate, ...amounts, pageNumber: '1', pageSize: '50' };
  return { method: 'GET', path: '/payouts/events', query };
}

async function searchCalls() {
  const calls = await gw.upstreamCalls();
  return calls.map(({ method, path, query }) => ({ method, path, query }));
}

describe('one vocabulary', () => {
  it('searches payment items by source and target MoneyFilters exactly as by the deprecated amount fields', async () => {
    const base = monthFilter();
    const from = Date.parse(`${base.startDate}T00:00:00Z`);
    const sample = gw.sandbox.state.world
      .paymentItems(base.entity)
      .find((item) => Date.parse(item.paymentDatetime) >= from + 86_400_000);
    if (!sample) throw new Error('no items');
    const amounts = {
      sourceCurrency: sample.sourceCurrency,
      sourceAmount: sample.sourceAmount,
      targetCurrency: sample.targetCurrency,
    };
    const old = await gw.run(VocabularyPaymentItemAmountsDocument, {
      filter: { ...base, ...amounts },
      first: 50,
    });
    const oldCalls = await searchCalls();
    await gw.clearUpstream();
    const current = await gw.run(VocabularyPaymentItemAmountsDocument, {
      filter: {
        ...base,
        source: { amount: sample.sourceAmount, currency: sample.sourceCurrency },
        target: { currency: sample.targetCurrency },
      },
      first: 50,
    });
    expect(old.errors).toBeUndefined();
    expect(current).toEqual(old);
    expect(current.data?.paymentItems?.edges.map((e) => e.node.paymentId)).toContain(sample.paymentId);
    expect(current.data?.paymentItems?.edges[0]?.node.source).toEqual({
      amount: sample.sourceAmount,
      currency: sample.sourceCurrency,
    });
    // One provider call, the same parameters either way: the cursors above are the same, and valid in both.
    expect(await searchCalls()).toEqual([searchCall(base, amounts)]);
    expect(oldCalls).toEqual([searchCall(base, amounts)]);
  });

  it('refuses an amount given both as a MoneyFilter and by its deprecated field, without calling the provider', async () => {
    const result = await gw.run(VocabularyPaymentItemAmountsDocument, {
      filter: {
        ...monthFilter(),
        source: { amount: '10.50' },
        sourceAmount: '10.50',
        target: { currency: 'EUR' },
        targetCurrency: 'GBP',
      },
    });
    expect(result.data).toEqual({ paymentItems: null });
    expect(errorsOf(result)).toEqual([
      badInput(
        ['paymentItems'],
        [
          {
            path: 'filter.source.amount',
            rule: 'NOT_ALLOWED',
            message: 'must not be given together with sourceAmount',
          },
          {
            path: 'filter.target.currency',
            rule: 'NOT_ALLOWED',
            message: 'must not be given together with targetCurrency',
          },
        ],
      ),
    ]);
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it("refuses a MoneyFilter amount the search's rule refuses, at its own path", async () => {
    const result = await gw.run(VocabularyPaymentItemAmountsDocument, {
      filter: { ...monthFilter(), source: { amount: '0.001' } },
    });
    expect(errorsOf(result).map((e) => e.extensions)).toEqual([
      {
        code: 'BAD_USER_INPUT',
        fieldErrors: [expect.objectContaining({ path: 'filter.source.amount', rule: 'INVALID_FORMAT' })],
      },
    ]);
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it("answers a sale card's last4 and brands with the values of last4Digits and brand", async () => {
    const result = await gw.run(VocabularySaleCardDocument, { input: saleInput() });
    expect(result).toEqual({
      status: 200,
      data: {
        createCardOnFileSale: {
          sale: { card: { last4: '1111', last4Digits: '1111', brands: ['visa'], brand: 'visa' } },
        },
      },
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([salePost]);
  });

  it("answers a card BIN's brands with the list of brand", async () => {
    const entity = gw.sandbox.state.world.entities[0]?.id ?? '';
    const result = await gw.run(VocabularyCardBinDocument, {
      input: { entity, by: { cardNumber: '4917610000000000' } },
    });
    expect(result).toEqual({ status: 200, data: { cardBin: { brands: ['visa'], brand: ['visa'] } } });
    expect(describeCalls(await gw.upstreamCalls())).toEqual(['POST /api/cardBin/panLookup']);
  });
});
