import { describe, expect, it } from 'vitest';
import { PaymentItemsSearchIdsDocument } from '../generated/graphql.ts';
import { dayBeforeAnchor } from '../support/accounts.ts';
import { setUpTestGateway } from '../support/gateway.ts';

/**
 * The search's text filters ("alphanumeric", spec area C) and amounts ("decimal with 2 decimal places", 1 to 19)
 * are checked before the network: what callers ordinarily type reaches the provider, amounts written as the
 * provider writes them; what the provider would refuse is `BAD_USER_INPUT` naming the field and its rule, with no
 * provider call (it used to arrive as the provider's refusal, `UPSTREAM_REJECTED`).
 */
const gw = setUpTestGateway();

function range() {
  const world = gw.sandbox.state.world;
  const entity = world.entities[0]?.id ?? '';
  return { entity, startDate: dayBeforeAnchor(world, 31), endDate: dayBeforeAnchor(world, 1) };
}

/** The query parameters of each search the gateway sent, paging left out. */
async function searchesSent() {
  const calls = await gw.upstreamCalls();
  return calls.map((call) => {
    const {
      pageNumber: _page,
      pageSize: _size,
      ...query
    } = Object.fromEntries(new URLSearchParams(call.query));
    return { method: call.method, path: call.path, query };
  });
}

const formatRule = "must hold only letters, digits, spaces and the punctuation . , ' ’ - _ & / ( ) # : + @";

describe('payment item search filters as callers write them', () => {
  it.each([
    ['payeeName', 'Dr Ada King-Lovelace'],
    ['payeeName', "O'Brien & Sons Ltd."],
    ['payeeName', 'Zoë Müller-Łukasiewicz'],
    ['payeeName', 'Acme (UK) Holdings, Inc.'],
    ['narrative', 'Refund #42: order 7/11'],
    ['narrative', 'Payout +fees @ 2026-11-28'],
    ['transactionReference', 'ORD-20261128-000042'],
    ['transactionReference', 'typed_client/1764331200000'],
    ['beneficiaryAccountNumber', '12-34-56 12345678'],
  ])('sends an ordinary %s (%s) to the provider as written', async (field, value) => {
    const filter = { ...range(), [field]: value };
    const result = await gw.run(PaymentItemsSearchIdsDocument, { filter, first: 5 });
    expect(result.errors).toBeUndefined();
    expect(await searchesSent()).toEqual([{ method: 'GET', path: '/payouts/events', query: filter }]);
  });

  it('sends amounts with exactly 2 decimals, as the provider writes them: 12.5 as 12.50, 7 as 7.00', async () => {
    const filter = { ...range(), source: { amount: '12.5' }, target: { amount: '7', currency: 'GBP' } };
    const result = await gw.run(PaymentItemsSearchIdsDocument, { filter, first: 5 });
    expect(result.errors).toBeUndefined();
    const { source: _source, target: _target, ...rest } = filter;
    expect(await searchesSent()).toEqual([
      {
        method: 'GET',
        path: '/payouts/events',
        query: { ...rest, sourceAmount: '12.50', targetCurrency: 'GBP', targetAmount: '7.00' },
      },
    ]);
  });

  it('refuses text the search does not admit and amounts it cannot take, naming each field and rule, without a call', async () => {
    const filter = {
      ...range(),
      payeeName: '<script>alert(1)</script>',
      narrative: 'refund; DROP TABLE',
      transactionReference: 'ref"42"',
      beneficiaryAccountNumber: '100%',
      source: { amount: '1.234' },
      // 17 integer digits: 20 characters once written with 2 decimals.
      targetAmount: '12345678901234567',
    };
    const result = await gw.run(PaymentItemsSearchIdsDocument, { filter, first: 5 });
    expect(result.data).toEqual({ paymentItems: null });
    expect(result.errors?.map(({ path, extensions }) => ({ path, extensions }))).toEqual([
      {
        path: ['paymentItems'],
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: [
            { path: 'filter.payeeName', rule: 'INVALID_FORMAT', message: formatRule },
            { path: 'filter.narrative', rule: 'INVALID_FORMAT', message: formatRule },
            { path: 'filter.transactionReference', rule: 'INVALID_FORMAT', message: formatRule },
            { path: 'filter.beneficiaryAccountNumber', rule: 'INVALID_FORMAT', message: formatRule },
            {
              path: 'filter.source.amount',
              rule: 'INVALID_FORMAT',
              message: 'must be a decimal number of 1 to 19 characters with at most 2 decimal places',
            },
            {
              path: 'filter.targetAmount',
              rule: 'TOO_LONG',
              message: 'must be a decimal number of 1 to 19 characters with at most 2 decimal places',
            },
          ],
        },
      },
    ]);
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});
