import { describe, expect, it } from 'vitest';
import type { PaymentItem } from '../../src/sandbox/data/world.ts';
import {
  type PaymentItemFilter,
  PaymentItemsByIdAndNodeDocument,
  PaymentItemsByIdDocument,
  PaymentItemsByUbrDocument,
  PaymentItemsSearchDocument,
  PaymentItemsSearchIdsDocument,
  PaymentItemsSearchWithAccountDocument,
} from '../generated/graphql.ts';
import { dayBeforeAnchor, errorsOf, expectedPaymentItem } from '../support/accounts.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';

const gw = setUpTestGateway();

function world() {
  return gw.sandbox.state.world;
}

function firstEntity(): string {
  return world().entities[0]?.id ?? '';
}

/** 30 days ending the day before the world's anchor (the latest range the search accepts). */
function monthFilter(entity = firstEntity()): PaymentItemFilter {
  return { entity, startDate: dayBeforeAnchor(world(), 31), endDate: dayBeforeAnchor(world(), 1) };
}

/** The items the provider holds for a filter's entity and dates (whole days, both ends inclusive). */
function itemsIn(filter: PaymentItemFilter): PaymentItem[] {
  const from = Date.parse(`${filter.startDate}T00:00:00Z`);
  const until = Date.parse(`${filter.endDate}T00:00:00Z`) + 86_400_000;
  return world()
    .paymentItems(filter.entity)
    .filter((item) => {
      const at = Date.parse(item.paymentDatetime);
      return at >= from && at < until;
    });
}

/** The day range of one item, for searches that must find it. */
function dayOf(item: PaymentItem) {
  const day = item.paymentDatetime.slice(0, 10);
  const previous = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { startDate: previous, endDate: day };
}

function searchCall(params: Record<string, string>) {
  return `GET /payouts/events?${new URLSearchParams(params).toString()}`;
}

const pagingOf = (page: number, size: number) => ({ pageNumber: String(page), pageSize: String(size) });

describe('paymentItems(filter)', () => {
  it('answers a page of items with every field, the total and the page info, from one call', async () => {
    const filter = monthFilter();
    const items = itemsIn(filter);
    expect(items.length).toBeGreaterThan(50);
    const result = await gw.run(PaymentItemsSearchDocument, { filter, first: 50 });
    const edges = result.data?.paymentItems?.edges ?? [];
    expect(result).toEqual({
      status: 200,
      data: {
        paymentItems: {
          totalCount: items.length,
          pageInfo: {
            hasNextPage: true,
            hasPreviousPage: false,
            startCursor: edges[0]?.cursor,
            endCursor: edges[49]?.cursor,
          },
          edges: items
            .slice(0, 50)
            .map((item, i) => ({ cursor: edges[i]?.cursor, node: expectedPaymentItem(item) })),
        },
      },
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      searchCall({ ...filter, ...pagingOf(1, 50) } as unknown as Record<string, string>),
    ]);
  });

  it('keeps an 18-digit amount exact and finds the item by its transaction reference', async () => {
    const huge = world()
      .paymentItems(firstEntity())
      .find((item) => item.sourceAmount.replace(/\D/g, '').length >= 18);
    if (!huge) throw new Error('world without an 18-digit amount');
    const filter = { entity: firstEntity(), ...dayOf(huge), transactionReference: huge.transactionReference };
    const result = await gw.run(PaymentItemsSearchDocument, { filter });
    expect(result.data?.paymentItems?.edges.map((e) => e.node)).toEqual([expectedPaymentItem(huge)]);
    expect(result.data?.paymentItems?.edges[0]?.node.source?.amount).toBe(huge.sourceAmount);
  });

  it('passes every filter of the spec, merchantReference and paymentReference to the provider', async () => {
    const filter: PaymentItemFilter = {
      ...monthFilter(),
      payeeName: 'Amelia Smith',
      narrative: 'Winnings',
      transactionReference: 'PAYABC',
      beneficiaryAccountNumber: '12345678',
      sourceCurrency: 'GBP',
      sourceAmount: '10.50',
      targetCurrency: 'EUR',
      targetAmount: '12',
      countryCode: 'DE',
      merchantReference: 'M-1',
      paymentReference: 'PN123456',
    };
    const result = await gw.run(PaymentItemsSearchIdsDocument, { filter, first: 5 });
    expect(result.data?.paymentItems?.totalCount).toBe(0);
    const [call] = await gw.upstreamCalls();
    // Amounts go as the provider writes them, with 2 decimals.
    expect(call?.query).toEqual({ ...filter, targetAmount: '12.00', ...pagingOf(1, 5) });
  });

  it('narrows by payee, currency and country as the provider does', async () => {
    const base = monthFilter();
    const sample = itemsIn(base)[3];
    if (!sample) throw new Error('no items');
    const filter = {
      ...base,
      sourceCurrency: sample.sourceCurrency,
      countryCode: sample.countryCode,
      payeeName: sample.payeeName,
    };
    const expected = itemsIn(base).filter(
      (i) =>
        i.sourceCurrency === sample.sourceCurrency &&
        i.countryCode === sample.countryCode &&
        i.payeeName.toLowerCase().includes(sample.payeeName.toLowerCase()),
    );
    const result = await gw.run(PaymentItemsSearchIdsDocument, { filter, first: 100 });
    expect(result.data?.paymentItems?.edges.map((e) => e.node.paymentId)).toEqual(
      expected.map((i) => i.paymentId),
    );
  });

  it('shares calls between identical selections and pages a window backward with last', async () => {
    const filter = monthFilter();
    const items = itemsIn(filter);
    const result = await gw.run(PaymentItemsSearchIdsDocument, { filter, last: 7 });
    expect(result.data?.paymentItems?.edges.map((e) => e.node.paymentId)).toEqual(
      items.slice(-7).map((i) => i.paymentId),
    );
    expect(result.data?.paymentItems?.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    // The length is unknown before the first answer: page 1 at the provider's largest size holds the whole tail.
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      searchCall({ ...filter, ...pagingOf(1, 499) } as unknown as Record<string, string>),
    ]);
  });

  it('refuses a cursor taken from another filter without calling the provider', async () => {
    const filter = monthFilter();
    const page = await gw.run(PaymentItemsSearchIdsDocument, { filter, first: 2 });
    const cursor = page.data?.paymentItems?.pageInfo.endCursor;
    expect(cursor).toEqual(expect.any(String));
    await gw.clearUpstream();
    const result = await gw.run(PaymentItemsSearchIdsDocument, {
      filter: { ...filter, narrative: 'Prize' },
      after: cursor,
    });
    expect(result.data).toEqual({ paymentItems: null });
    expect(errorsOf(result)).toEqual([
      {
        message: 'The input is invalid.',
        path: ['paymentItems'],
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'after', rule: 'INVALID_CURSOR', message: 'is a cursor of another list' }],
        },
      },
    ]);
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('reports an entity unknown to the provider (404 SPAN16) as UPSTREAM_REJECTED with its code', async () => {
    const result = await gw.run(PaymentItemsSearchIdsDocument, { filter: monthFilter('ZZZZZZ') });
    expect(result.data).toEqual({ paymentItems: null });
    expect(errorsOf(result)).toEqual([
      {
        message: 'The payment provider rejected the request (HTTP 404 SPAN16).',
        path: ['paymentItems'],
        extensions: {
          code: 'UPSTREAM_REJECTED',
          upstream: { status: 404, customCode: 'SPAN16', message: 'Unable to find external consumer data' },
        },
      },
    ]);
  });

  it.each([
    [500, 'UPSTREAM_UNAVAILABLE', 'The payment provider is unavailable. Try again later.'],
    [
      401,
      'UPSTREAM_CREDENTIALS_REJECTED',
      "The payment provider refused this gateway's credentials; nothing was sent. Try again later; the operator has been told.",
    ],
    [
      403,
      'UPSTREAM_NOT_ENTITLED',
      'The payment provider says this gateway is not entitled to this request; nothing was done. The operator has been told.',
    ],
    [400, 'UPSTREAM_REJECTED', 'The payment provider rejected the request (HTTP 400 SBXF01).'],
  ])(
    'maps a provider %i to %s on the search alone; other root fields still answer',
    async (status, code, message) => {
      await gw.armFault({ area: 'paymentItems', status });
      const account = world().accounts[0];
      if (!account) throw new Error('no accounts');
      const result = await gw.run(PaymentItemsSearchWithAccountDocument, {
        filter: monthFilter(),
        accountNumber: account.accountNumber,
      });
      expect(result.data).toEqual({ paymentItems: null, account: { accountNumber: account.accountNumber } });
      expect(errorsOf(result)).toEqual([
        {
          message,
          path: ['paymentItems'],
          extensions: { code, upstream: { status, customCode: 'SBXF01', message: 'Injected fault' } },
        },
      ]);
    },
  );
});

describe('paymentItemsByUbr(ubr)', () => {
  it('pages through a batch of 25 items forward', async () => {
    const [first] = world().paymentItems(firstEntity());
    if (!first) throw new Error('no items');
    const batch = world().paymentItemsByUbr(first.ubr);
    expect(batch).toHaveLength(25);
    const ids: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 3; page++) {
      const result = await gw.run(PaymentItemsByUbrDocument, { ubr: first.ubr, first: 10, after });
      const connection = result.data?.paymentItemsByUbr;
      expect(connection?.totalCount).toBe(25);
      expect(connection?.pageInfo.hasNextPage).toBe(page < 2);
      ids.push(...(connection?.edges.map((e) => e.node.paymentId) ?? []));
      after = connection?.pageInfo.endCursor ?? undefined;
    }
    expect(ids).toEqual(batch.map((i) => i.paymentId));
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /payouts/events/${first.ubr}?pageNumber=1&pageSize=10`,
      `GET /payouts/events/${first.ubr}?pageNumber=2&pageSize=10`,
      `GET /payouts/events/${first.ubr}?pageNumber=3&pageSize=10`,
    ]);
  });

  it('answers an empty connection for a UBR the provider does not know', async () => {
    const result = await gw.run(PaymentItemsByUbrDocument, { ubr: 'PN000000' });
    expect(result).toEqual({
      status: 200,
      data: {
        paymentItemsByUbr: {
          totalCount: 0,
          pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
          edges: [],
        },
      },
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      'GET /payouts/events/PN000000?pageNumber=1&pageSize=20',
    ]);
  });

  it.each(['XX123456', 'PN123', 'PN12345678901', 'PN12-456'])(
    'refuses the UBR %s without calling the provider',
    async (ubr) => {
      const result = await gw.run(PaymentItemsByUbrDocument, { ubr, first: 1000 });
      expect(result.data).toEqual({ paymentItemsByUbr: null });
      expect(errorsOf(result)).toEqual([
        {
          message: 'The input is invalid.',
          path: ['paymentItemsByUbr'],
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              {
                path: 'ubr',
                rule: 'INVALID_FORMAT',
                message: 'must be 8 to 10 letters or digits starting with PN, PZ or PO',
              },
              { path: 'first', rule: 'OUT_OF_RANGE', message: 'must be at most 100' },
            ],
          },
        },
      ]);
      expect(await gw.upstreamCalls()).toEqual([]);
    },
  );
});

describe('paymentItem(paymentId) and PaymentItem as a Node', () => {
  it('answers one item with every field', async () => {
    const item = world().paymentItems(firstEntity())[10];
    if (!item) throw new Error('no items');
    const result = await gw.run(PaymentItemsByIdDocument, { paymentId: item.paymentId });
    expect(result).toEqual({ status: 200, data: { paymentItem: expectedPaymentItem(item) } });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /payouts/events/id/${item.paymentId}?pageNumber=1&pageSize=1`,
    ]);
  });

  it('answers null when the provider has no such payment (404 SPAN19)', async () => {
    const result = await gw.run(PaymentItemsByIdDocument, {
      paymentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(result).toEqual({ status: 200, data: { paymentItem: null } });
  });

  it('fetches an id asked for by paymentItem, node and nodes once', async () => {
    const item = world().paymentItems(firstEntity())[11];
    if (!item) throw new Error('no items');
    const id = Buffer.from(`PaymentItem:${item.paymentId}`).toString('base64url');
    const result = await gw.run(PaymentItemsByIdAndNodeDocument, { paymentId: item.paymentId, id });
    expect(result).toEqual({
      status: 200,
      data: {
        paymentItem: { paymentId: item.paymentId },
        node: { id, paymentId: item.paymentId, payeeName: item.payeeName },
        nodes: [{ id }, { id }],
      },
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /payouts/events/id/${item.paymentId}?pageNumber=1&pageSize=1`,
    ]);
  });
});
