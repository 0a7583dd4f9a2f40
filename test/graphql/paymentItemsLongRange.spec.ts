import { describe, expect, it } from 'vitest';
import {
  PaymentItemsMerchantOrderedDocument,
  PaymentItemsSearchIdsDocument,
  PaymentItemsSearchPageDocument,
} from '../generated/graphql.ts';
import { get, payoutsAccept } from '../sandbox/accountsSupport.ts';
import { dayBeforeAnchor } from '../support/accounts.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';

const gw = setUpTestGateway();

function entity(): string {
  return gw.sandbox.state.world.entities[0]?.id ?? '';
}

/**
 * 90 days (89 between the dates) ending the day before the world's anchor: the provider searches it as 31 + 31 +
 * 28 days, each window's dates at most 30 days apart and the next starting the day after.
 */
function quarter() {
  const day = (daysAgo: number) => dayBeforeAnchor(gw.sandbox.state.world, daysAgo);
  const filter = { entity: entity(), startDate: day(90), endDate: day(1) };
  const windows = [
    { startDate: day(90), endDate: day(60) },
    { startDate: day(59), endDate: day(29) },
    { startDate: day(28), endDate: day(1) },
  ] as const;
  return { filter, windows };
}

function searchPath(window: { startDate: string; endDate: string }, page: number, size: number) {
  const query = new URLSearchParams({
    entity: entity(),
    ...window,
    pageNumber: String(page),
    pageSize: String(size),
  });
  return `/payouts/events?${query.toString()}`;
}

/** One window's whole search answer, read from the provider directly (REST), 499 items a page. */
async function windowIds(window: { startDate: string; endDate: string }) {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await get(gw.sandbox, searchPath(window, page, 499), payoutsAccept);
    expect(reply.status).toBe(200);
    const body = reply.body as {
      items: { paymentId: string }[];
      pagination: { totalNumberOfRecords: number };
    };
    ids.push(...body.items.map((item) => item.paymentId));
    if (ids.length >= body.pagination.totalNumberOfRecords || body.items.length === 0) return ids;
  }
}

type Args = {
  first?: number;
  after?: string;
  last?: number;
  before?: string;
  order?: 'OLDEST_FIRST' | 'NEWEST_FIRST';
};

async function page(filter: ReturnType<typeof quarter>['filter'], args: Args) {
  const result = await gw.run(PaymentItemsSearchPageDocument, { filter, ...args });
  const connection = result.data?.paymentItems;
  if (!connection) throw new Error(`no connection: ${JSON.stringify(result.errors)}`);
  return connection;
}

describe('paymentItems(filter) over more than 30 days', () => {
  it('pages a 90-day search forward and backward over exactly the provider windows one after the other', async () => {
    const { filter, windows } = quarter();
    const expected: string[] = [];
    for (const window of windows) expected.push(...(await windowIds(window)));
    const from = Date.parse(`${filter.startDate}T00:00:00Z`);
    const until = Date.parse(`${filter.endDate}T00:00:00Z`) + 86_400_000;
    const held = gw.sandbox.state.world
      .paymentItems(filter.entity)
      .filter((item) => Date.parse(item.paymentDatetime) >= from && Date.parse(item.paymentDatetime) < until);
    // The windows neither miss nor repeat a day, and each holds more than one page of ours.
    expect(expected).toEqual(held.map((item) => item.paymentId));
    expect(expected.length).toBeGreaterThan(300);

    const forward: string[] = [];
    let after: string | undefined;
    for (;;) {
      const connection = await page(filter, { first: 100, after });
      forward.push(...connection.edges.map((e) => e.node.paymentId));
      expect(connection.pageInfo.hasPreviousPage).toBe(after !== undefined);
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor ?? undefined;
    }
    expect(forward).toEqual(expected);

    const backward: string[] = [];
    let before: string | undefined;
    for (;;) {
      const connection = await page(filter, { last: 100, before });
      backward.unshift(...connection.edges.map((e) => e.node.paymentId));
      expect(connection.pageInfo.hasNextPage).toBe(before !== undefined);
      if (!connection.pageInfo.hasPreviousPage) break;
      before = connection.pageInfo.startCursor ?? undefined;
    }
    expect(backward).toEqual(expected);

    const counted = await gw.run(PaymentItemsSearchIdsDocument, { filter, first: 1 });
    expect(counted.data?.paymentItems?.totalCount).toBe(expected.length);
  }, 120_000);

  it('reads only the first window for a first page that fits in it', async () => {
    const { filter, windows } = quarter();
    const connection = await page(filter, { first: 20 });
    expect(connection.edges).toHaveLength(20);
    expect(connection.pageInfo.hasNextPage).toBe(true);
    expect(describeCalls(await gw.upstreamCalls())).toEqual([`GET ${searchPath(windows[0], 1, 20)}`]);
  });

  it('reads each other window once, one item, for totalCount', async () => {
    const { filter, windows } = quarter();
    const result = await gw.run(PaymentItemsSearchIdsDocument, { filter, first: 5 });
    const calls = describeCalls(await gw.upstreamCalls());
    let total = 0;
    for (const window of windows) total += (await windowIds(window)).length;
    expect(result.data?.paymentItems?.totalCount).toBe(total);
    expect(calls.sort()).toEqual(
      [
        `GET ${searchPath(windows[0], 1, 5)}`,
        `GET ${searchPath(windows[1], 1, 1)}`,
        `GET ${searchPath(windows[2], 1, 1)}`,
      ].sort(),
    );
  });
});

describe('paymentItems(filter) newest first', () => {
  it('pages a 90-day search newest first, forward and backward, as exactly the reverse of oldest first', async () => {
    const { filter, windows } = quarter();
    const oldestFirst: string[] = [];
    for (const window of windows) oldestFirst.push(...(await windowIds(window)));
    const expected = [...oldestFirst].reverse();

    const forward: string[] = [];
    let after: string | undefined;
    for (;;) {
      const connection = await page(filter, { first: 100, after, order: 'NEWEST_FIRST' });
      forward.push(...connection.edges.map((e) => e.node.paymentId));
      expect(connection.pageInfo.hasPreviousPage).toBe(after !== undefined);
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor ?? undefined;
    }
    expect(forward).toEqual(expected);

    const backward: string[] = [];
    let before: string | undefined;
    for (;;) {
      const connection = await page(filter, { last: 100, before, order: 'NEWEST_FIRST' });
      backward.unshift(...connection.edges.map((e) => e.node.paymentId));
      expect(connection.pageInfo.hasNextPage).toBe(before !== undefined);
      if (!connection.pageInfo.hasPreviousPage) break;
      before = connection.pageInfo.startCursor ?? undefined;
    }
    expect(backward).toEqual(expected);

    const counted = await gw.run(PaymentItemsSearchIdsDocument, { filter, first: 1, order: 'NEWEST_FIRST' });
    expect(counted.data?.paymentItems?.totalCount).toBe(expected.length);
  }, 120_000);

  it('reads only the last window for a first newest-first page that fits in it', async () => {
    const { filter, windows } = quarter();
    const last = await windowIds(windows[2]);
    await gw.clearUpstream();
    const connection = await page(filter, { first: 20, order: 'NEWEST_FIRST' });
    expect(connection.edges.map((e) => e.node.paymentId)).toEqual(last.slice(-20).reverse());
    expect(connection.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    // The last window's tail, as `last` reads it: page 1 at the provider's largest size (the window is shorter).
    expect(last.length).toBeLessThan(499);
    expect(describeCalls(await gw.upstreamCalls())).toEqual([`GET ${searchPath(windows[2], 1, 499)}`]);
  });

  it('refuses a cursor of one order in the other without calling the provider', async () => {
    const { filter } = quarter();
    const oldest = await page(filter, { first: 3 });
    const newest = await page(filter, { first: 3, order: 'NEWEST_FIRST' });
    await gw.clearUpstream();
    for (const args of [
      { after: oldest.pageInfo.endCursor ?? '', order: 'NEWEST_FIRST' },
      { after: newest.pageInfo.endCursor ?? '' },
    ] as const) {
      const result = await gw.run(PaymentItemsSearchPageDocument, { filter, ...args });
      expect(result.data).toEqual({ paymentItems: null });
      expect(result.errors?.map(({ path, extensions }) => ({ path, extensions }))).toEqual([
        {
          path: ['paymentItems'],
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [{ path: 'after', rule: 'INVALID_CURSOR', message: 'is a cursor of another list' }],
          },
        },
      ]);
    }
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it("answers Merchant.paymentItems newest first as the root search does, the merchant's first page newest", async () => {
    const { filter, windows } = quarter();
    const last = await windowIds(windows[2]);
    const { entity, ...merchantFilter } = filter;
    const result = await gw.run(PaymentItemsMerchantOrderedDocument, {
      entity,
      filter: merchantFilter,
      rootFilter: filter,
      first: 10,
      order: 'NEWEST_FIRST',
    });
    expect(result.errors).toBeUndefined();
    const ids = result.data?.paymentItems?.edges.map((e) => e.node.paymentId);
    expect(ids).toEqual(last.slice(-10).reverse());
    expect(result.data?.merchant?.paymentItems).toEqual(result.data?.paymentItems);
  });
});
