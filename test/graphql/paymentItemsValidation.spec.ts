import { describe, expect, it } from 'vitest';
import { type PaymentItemFilter, PaymentItemsSearchIdsDocument } from '../generated/graphql.ts';
import { badInput, dayBeforeAnchor, errorsOf } from '../support/accounts.ts';
import { setUpTestGateway } from '../support/gateway.ts';

const gw = setUpTestGateway();

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

function valid(): PaymentItemFilter {
  const world = gw.sandbox.state.world;
  return {
    entity: world.entities[0]?.id ?? '',
    startDate: dayBeforeAnchor(world, 20),
    endDate: dayBeforeAnchor(world, 10),
  };
}

async function refused(
  change: Partial<PaymentItemFilter>,
  fieldErrors: { path: string; rule: string; message: string }[],
  paging: { first?: number } = {},
) {
  const result = await gw.run(PaymentItemsSearchIdsDocument, {
    filter: { ...valid(), ...change },
    ...paging,
  });
  expect(result.data).toEqual({ paymentItems: null });
  expect(errorsOf(result)).toEqual([badInput(['paymentItems'], fieldErrors)]);
  expect(await gw.upstreamCalls()).toEqual([]);
}

const ENTITY = 'must be 6 letters or digits, without I or O';

describe('paymentItems filter validation (before any provider call)', () => {
  it.each([
    ['five characters', 'ABC12'],
    ['seven characters', 'ABC1234'],
    ['the letter I', 'ABCI12'],
    ['the letter o', 'ABCo12'],
    ['a symbol', 'ABC-12'],
    // The spec's 6-character rule belongs to the search: entities the other areas take are refused here.
    ['the shape of the provider example default', 'default'],
    ['the shape of the provider example MindPalaceLtd', 'MindPalaceLtd'],
  ])('refuses an entity with %s', async (_case, entity) => {
    await refused({ entity }, [{ path: 'filter.entity', rule: 'INVALID_FORMAT', message: ENTITY }]);
  });

  it('refuses an empty entity', async () => {
    await refused({ entity: '' }, [{ path: 'filter.entity', rule: 'BLANK', message: 'must not be empty' }]);
  });

  it('refuses dates that are not before today', async () => {
    await refused({ startDate: today(), endDate: today() }, [
      { path: 'filter.startDate', rule: 'OUT_OF_RANGE', message: 'must be before today' },
      { path: 'filter.endDate', rule: 'OUT_OF_RANGE', message: 'must be before today' },
      { path: 'filter.startDate', rule: 'OUT_OF_RANGE', message: 'must be before endDate' },
    ]);
  });

  it('refuses a start date equal to or after the end date', async () => {
    await refused({ startDate: daysAgo(5), endDate: daysAgo(5) }, [
      { path: 'filter.startDate', rule: 'OUT_OF_RANGE', message: 'must be before endDate' },
    ]);
    await refused({ startDate: daysAgo(4), endDate: daysAgo(5) }, [
      { path: 'filter.startDate', rule: 'OUT_OF_RANGE', message: 'must be before endDate' },
    ]);
  });

  it('refuses a span of more than 366 days and accepts exactly 366', async () => {
    await refused({ startDate: daysAgo(368), endDate: daysAgo(1) }, [
      { path: 'filter.startDate', rule: 'OUT_OF_RANGE', message: 'must be at most 366 days before endDate' },
    ]);
    const result = await gw.run(PaymentItemsSearchIdsDocument, {
      filter: { ...valid(), startDate: daysAgo(367), endDate: daysAgo(1) },
      first: 0,
    });
    expect(result.errors).toBeUndefined();
  });

  it('refuses a start date not after 0001-01-01', async () => {
    await refused({ startDate: '0001-01-01', endDate: '0001-01-20' }, [
      { path: 'filter.startDate', rule: 'OUT_OF_RANGE', message: 'must be after 0001-01-01' },
    ]);
  });

  it.each([
    ['payeeName', 140],
    ['narrative', 50],
    ['transactionReference', 50],
    ['beneficiaryAccountNumber', 50],
  ] as const)('refuses a %s longer than %i characters', async (field, max) => {
    // Letters: a run of digits this long would also hold a card number (rule CARD_NUMBER).
    await refused({ [field]: 'x'.repeat(max + 1) }, [
      { path: `filter.${field}`, rule: 'TOO_LONG', message: `must be at most ${max} characters long` },
    ]);
  });

  it('refuses an IBAN as beneficiary account number', async () => {
    await refused({ beneficiaryAccountNumber: 'GB82WEST12345698765432' }, [
      { path: 'filter.beneficiaryAccountNumber', rule: 'NOT_ALLOWED', message: 'must not be an IBAN' },
    ]);
  });

  it.each([
    ['three decimals', '1.234', 'INVALID_FORMAT'],
    ['a sign', '-5.00', 'INVALID_FORMAT'],
    ['twenty characters', '12345678901234567.00', 'TOO_LONG'],
  ])('refuses amounts with %s', async (_case, amount, rule) => {
    const message = 'must be a decimal number of 1 to 19 characters with at most 2 decimal places';
    await refused({ sourceAmount: amount, targetAmount: amount }, [
      { path: 'filter.sourceAmount', rule, message },
      { path: 'filter.targetAmount', rule, message },
    ]);
  });

  it('accepts a 19-character amount with two decimals and empty text filters', async () => {
    const result = await gw.run(PaymentItemsSearchIdsDocument, {
      filter: { ...valid(), sourceAmount: '1234567890123456.78', payeeName: '', narrative: null },
      first: 1,
    });
    expect(result.errors).toBeUndefined();
    const [call] = await gw.upstreamCalls();
    expect(call?.query).toEqual({
      ...valid(),
      sourceAmount: '1234567890123456.78',
      pageNumber: '1',
      pageSize: '1',
    });
  });

  it('names every broken rule of the filter and the paging arguments at once', async () => {
    await refused(
      {
        entity: 'ABCIO1',
        startDate: daysAgo(400),
        endDate: daysAgo(2),
        narrative: 'n'.repeat(51),
        sourceAmount: '0.001',
      },
      [
        { path: 'filter.entity', rule: 'INVALID_FORMAT', message: ENTITY },
        { path: 'filter.narrative', rule: 'TOO_LONG', message: 'must be at most 50 characters long' },
        {
          path: 'filter.sourceAmount',
          rule: 'INVALID_FORMAT',
          message: 'must be a decimal number of 1 to 19 characters with at most 2 decimal places',
        },
        {
          path: 'filter.startDate',
          rule: 'OUT_OF_RANGE',
          message: 'must be at most 366 days before endDate',
        },
        { path: 'first', rule: 'OUT_OF_RANGE', message: 'must be at most 100' },
      ],
      { first: 101 },
    );
  });
});
