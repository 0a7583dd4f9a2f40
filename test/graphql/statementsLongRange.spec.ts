import { describe, expect, it } from 'vitest';
import type { Account } from '../../src/sandbox/data/world.ts';
import { AccountsStatementIdsDocument, AccountsStatementPageDocument } from '../generated/graphql.ts';
import { get, statementsAccept } from '../sandbox/accountsSupport.ts';
import { badInput, errorsOf, statementRange } from '../support/accounts.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';

const gw = setUpTestGateway();

const dayMs = 86_400_000;

function account(): Account {
  const found = gw.sandbox.state.world.accounts.find((a) => a.accountNumber.length === 16);
  if (!found) throw new Error('world without a 16-character account');
  return found;
}

/** 90 days ending two days before the world's anchor: the provider answers it as 31 + 31 + 28 days. */
function quarter() {
  const range = statementRange(gw.sandbox.state.world, 2, 90);
  const at = (days: number) => new Date(Date.parse(range.from) + days * dayMs).toISOString();
  const windows = [
    { startDate: range.from, endDate: at(31) },
    { startDate: at(31), endDate: at(62) },
    { startDate: at(62), endDate: range.to },
  ] as const;
  return { range, windows };
}

function statementPath(
  accountNumber: string,
  window: { startDate: string; endDate: string },
  page: number,
  size: number,
) {
  const query = new URLSearchParams({
    accountNumber,
    ...window,
    pageNumber: String(page),
    pageSize: String(size),
  });
  return `/accounts/statements/?${query.toString()}`;
}

/** One window's whole statement, read from the provider directly (REST), 500 entries a page. */
async function windowIds(accountNumber: string, window: { startDate: string; endDate: string }) {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await get(gw.sandbox, statementPath(accountNumber, window, page, 500), statementsAccept);
    expect(reply.status).toBe(200);
    const body = reply.body as {
      accountStatementItems: { statementItemId: string }[];
      totalNumberOfRecords: number;
    };
    ids.push(...body.accountStatementItems.map((item) => item.statementItemId));
    if (ids.length >= body.totalNumberOfRecords || body.accountStatementItems.length === 0) return ids;
  }
}

type Args = {
  first?: number;
  after?: string;
  last?: number;
  before?: string;
  order?: 'OLDEST_FIRST' | 'NEWEST_FIRST';
};

async function page(accountNumber: string, range: { from: string; to: string }, args: Args) {
  const result = await gw.run(AccountsStatementPageDocument, { accountNumber, ...range, ...args });
  const connection = result.data?.account?.statement;
  if (!connection) throw new Error(`no connection: ${JSON.stringify(result.errors)}`);
  return connection;
}

describe('Account.statement over more than 31 days', () => {
  it('pages a 90-day statement forward and backward over exactly the provider windows one after the other', async () => {
    const { accountNumber } = account();
    const { range, windows } = quarter();
    const expected: string[] = [];
    for (const window of windows) expected.push(...(await windowIds(accountNumber, window)));
    const world = gw.sandbox.state.world;
    const entries = world.statementBetween(accountNumber, new Date(range.from), new Date(range.to));
    // The windows neither miss nor repeat an entry, and each window has more than one page of ours.
    expect(expected).toEqual(entries.map((e) => e.statementItemId));
    expect(expected.length).toBeGreaterThan(1000);

    const forward: string[] = [];
    let after: string | undefined;
    for (;;) {
      const connection = await page(accountNumber, range, { first: 100, after });
      forward.push(...connection.edges.map((e) => e.node.statementItemId));
      expect(connection.pageInfo.hasPreviousPage).toBe(after !== undefined);
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor ?? undefined;
    }
    expect(forward).toEqual(expected);

    const backward: string[] = [];
    let before: string | undefined;
    for (;;) {
      const connection = await page(accountNumber, range, { last: 100, before });
      backward.unshift(...connection.edges.map((e) => e.node.statementItemId));
      expect(connection.pageInfo.hasNextPage).toBe(before !== undefined);
      if (!connection.pageInfo.hasPreviousPage) break;
      before = connection.pageInfo.startCursor ?? undefined;
    }
    expect(backward).toEqual(expected);

    const counted = await gw.run(AccountsStatementIdsDocument, { accountNumber, ...range, first: 1 });
    expect(counted.data?.account?.statement?.totalCount).toBe(expected.length);
  }, 120_000);

  it('reads only the first window for a first page that fits in it', async () => {
    const { accountNumber } = account();
    const { range, windows } = quarter();
    const connection = await page(accountNumber, range, { first: 20 });
    const entries = gw.sandbox.state.world.statementBetween(
      accountNumber,
      new Date(range.from),
      new Date(range.to),
    );
    expect(connection.edges.map((e) => e.node)).toEqual(
      entries.slice(0, 20).map((e) => ({ statementItemId: e.statementItemId, timestamp: e.timestamp })),
    );
    expect(connection.pageInfo.hasNextPage).toBe(true);
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /accounts/balance//${accountNumber}`,
      `GET ${statementPath(accountNumber, windows[0], 1, 20)}`,
    ]);
  });

  it('reads each other window once, one entry, for totalCount', async () => {
    const { accountNumber } = account();
    const { range, windows } = quarter();
    const result = await gw.run(AccountsStatementIdsDocument, { accountNumber, ...range, first: 5 });
    const entries = gw.sandbox.state.world.statementBetween(
      accountNumber,
      new Date(range.from),
      new Date(range.to),
    );
    expect(result.data?.account?.statement?.totalCount).toBe(entries.length);
    const calls = describeCalls(await gw.upstreamCalls());
    expect(calls[0]).toBe(`GET /accounts/balance//${accountNumber}`);
    expect(calls.slice(1).sort()).toEqual(
      [
        `GET ${statementPath(accountNumber, windows[0], 1, 5)}`,
        `GET ${statementPath(accountNumber, windows[1], 1, 1)}`,
        `GET ${statementPath(accountNumber, windows[2], 1, 1)}`,
      ].sort(),
    );
  });

  it("starts a backward page in its cursor's window, reading no other window", async () => {
    const { accountNumber } = account();
    const { range, windows } = quarter();
    const tail = await page(accountNumber, range, { last: 1 });
    await gw.clearUpstream();
    const before = tail.pageInfo.startCursor ?? undefined;
    const connection = await page(accountNumber, range, { last: 3, before });
    const entries = gw.sandbox.state.world.statementBetween(
      accountNumber,
      new Date(range.from),
      new Date(range.to),
    );
    expect(connection.edges.map((e) => e.node.statementItemId)).toEqual(
      entries.slice(-4, -1).map((e) => e.statementItemId),
    );
    const statementCalls = describeCalls(await gw.upstreamCalls()).filter((c) => c.includes('/statements/'));
    expect(statementCalls).toHaveLength(1);
    expect(statementCalls[0]).toContain(new URLSearchParams({ startDate: windows[2].startDate }).toString());
  });
});

describe('Account.statement newest first', () => {
  it('pages a 90-day statement newest first, forward and backward, as exactly the reverse of oldest first', async () => {
    const { accountNumber } = account();
    const { range, windows } = quarter();
    const oldestFirst: string[] = [];
    for (const window of windows) oldestFirst.push(...(await windowIds(accountNumber, window)));
    const expected = [...oldestFirst].reverse();

    const forward: string[] = [];
    let after: string | undefined;
    for (;;) {
      const connection = await page(accountNumber, range, { first: 100, after, order: 'NEWEST_FIRST' });
      forward.push(...connection.edges.map((e) => e.node.statementItemId));
      expect(connection.pageInfo.hasPreviousPage).toBe(after !== undefined);
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor ?? undefined;
    }
    expect(forward).toEqual(expected);

    const backward: string[] = [];
    let before: string | undefined;
    for (;;) {
      const connection = await page(accountNumber, range, { last: 100, before, order: 'NEWEST_FIRST' });
      backward.unshift(...connection.edges.map((e) => e.node.statementItemId));
      expect(connection.pageInfo.hasNextPage).toBe(before !== undefined);
      if (!connection.pageInfo.hasPreviousPage) break;
      before = connection.pageInfo.startCursor ?? undefined;
    }
    expect(backward).toEqual(expected);
  }, 120_000);

  it('reads only the last window for a first newest-first page that fits in it', async () => {
    const { accountNumber } = account();
    const { range, windows } = quarter();
    const connection = await page(accountNumber, range, { first: 20, order: 'NEWEST_FIRST' });
    const entries = gw.sandbox.state.world.statementBetween(
      accountNumber,
      new Date(range.from),
      new Date(range.to),
    );
    expect(connection.edges.map((e) => e.node)).toEqual(
      entries
        .slice(-20)
        .reverse()
        .map((e) => ({ statementItemId: e.statementItemId, timestamp: e.timestamp })),
    );
    expect(connection.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const calls = describeCalls(await gw.upstreamCalls());
    // The tail of the last window, as `last` reads it: page 1 at the provider's largest size tells its length.
    expect(calls.slice(0, 2)).toEqual([
      `GET /accounts/balance//${accountNumber}`,
      `GET ${statementPath(accountNumber, windows[2], 1, 500)}`,
    ]);
    const lastWindow = new URLSearchParams(windows[2]).toString();
    expect(calls.slice(1).every((call) => call.includes(lastWindow))).toBe(true);
  });

  it('refuses a cursor of one order in the other, as a cursor of another list', async () => {
    const { accountNumber } = account();
    const { range } = quarter();
    const oldest = await page(accountNumber, range, { first: 3 });
    const newest = await page(accountNumber, range, { first: 3, order: 'NEWEST_FIRST' });
    await gw.clearUpstream();
    const refusals = [
      { after: oldest.pageInfo.endCursor ?? '', order: 'NEWEST_FIRST' },
      { before: newest.pageInfo.endCursor ?? '', order: 'OLDEST_FIRST' },
      { after: newest.pageInfo.endCursor ?? '' },
    ] as const;
    for (const args of refusals) {
      const result = await gw.run(AccountsStatementPageDocument, { accountNumber, ...range, ...args });
      const path = 'after' in args ? 'after' : 'before';
      expect(result.data).toEqual({ account: { statement: null } });
      expect(errorsOf(result)).toEqual([
        badInput(
          ['account', 'statement'],
          [{ path, rule: 'INVALID_CURSOR', message: 'is a cursor of another list' }],
        ),
      ]);
    }
    // Each account was looked up; no statement was read.
    expect(describeCalls(await gw.upstreamCalls())).toEqual(
      refusals.map(() => `GET /accounts/balance//${accountNumber}`),
    );
  });
});
