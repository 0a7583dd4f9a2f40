import { describe, expect, it } from 'vitest';
import { PaymentItemsApi } from '../../src/datasources/paymentItems/api.ts';
import { nullIfNotFound } from '../../src/datasources/upstream/errors.ts';
import { rejectionOf, sandboxPerFile } from './sandboxSupport.ts';

const sb = sandboxPerFile();
const accept = 'application/vnd.provider.account-payouts-v2+json';

function firstItem() {
  const world = sb.sandbox.state.world;
  const entity = world.entities[0]?.id ?? '';
  const item = world.paymentItems(entity)[0];
  if (!item) throw new Error('no payment item');
  return item;
}

describe('PaymentItemsApi against the sandbox', () => {
  it('finds the items of a UBR with the account-payouts media type', async () => {
    const item = firstItem();
    const page = await new PaymentItemsApi(sb.client).byUbr(item.ubr, { pageNumber: 1, pageSize: 50 });
    const expected = sb.sandbox.state.world.paymentItemsByUbr(item.ubr);
    expect(page.items).toEqual(expected);
    expect(page.pagination).toEqual({
      pageNumber: 1,
      pageSize: 50,
      pageCount: 1,
      totalNumberOfRecords: expected.length,
    });
    expect(sb.calls()).toEqual([['GET', `/payouts/events/${item.ubr}?pageNumber=1&pageSize=50`, accept]]);
  });

  it('finds one item by payment id, and a missing one reads as null', async () => {
    const item = firstItem();
    const api = new PaymentItemsApi(sb.client);
    expect((await api.byPaymentId(item.paymentId, { pageNumber: 1, pageSize: 1 })).items).toEqual([item]);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await nullIfNotFound(api.byPaymentId(missing, { pageNumber: 1, pageSize: 1 }))).toBe(null);
  });

  it('searches by entity and dates, sending the filters as query parameters', async () => {
    const item = firstItem();
    const day = item.paymentDatetime.slice(0, 10);
    const next = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    const page = await new PaymentItemsApi(sb.client).search(
      { entity: item.entity, startDate: day, endDate: next, transactionReference: item.transactionReference },
      { pageNumber: 1, pageSize: 10 },
    );
    expect(page.items).toContainEqual(item);
    expect(sb.calls()).toEqual([
      [
        'GET',
        `/payouts/events?entity=${item.entity}&startDate=${day}&endDate=${next}` +
          `&transactionReference=${item.transactionReference}&pageNumber=1&pageSize=10`,
        accept,
      ],
    ]);
  });

  it("carries the provider's schema errors (SPAB05) with their field map", async () => {
    const err = await rejectionOf(
      new PaymentItemsApi(sb.client).search(
        { entity: 'IOIOIO', startDate: '2020-01-01', endDate: '2020-01-02' },
        { pageNumber: 1, pageSize: 10 },
      ),
    );
    expect(err).toMatchObject({
      kind: 'rejected',
      status: 400,
      customCode: 'SPAB05',
      providerFieldErrors: { entity: ['entity must be 6 characters long and not contain I or O'] },
    });
  });
});
