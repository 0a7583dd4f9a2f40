import { describe, expect, it } from 'vitest';
import { planPages } from '../../src/pagination/plan.ts';
import type { Account } from '../../src/sandbox/data/world.ts';
import {
  AccountsEntityStatementsDocument,
  AccountsStatementDocument,
  AccountsStatementIdsDocument,
  AccountsStatementTwiceDocument,
} from '../generated/graphql.ts';
import { badInput, errorsOf, expectedStatementItem, statementRange } from '../support/accounts.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';

const gw = setUpTestGateway();

function world() {
  return gw.sandbox.state.world;
}

function accountIn(currency: string): Account {
  const account = world().accounts.find((a) => a.currency === currency);
  if (!account) throw new Error(`world without a ${currency} account`);
  return account;
}

/** 31 days ending a day before the world's anchor: some 650 entries, more than one provider page. */
function longRange() {
  return statementRange(world(), 1, 31);
}

function entriesOf(account: Account, range: { from: string; to: string }) {
  return world().statementBetween(account.accountNumber, new Date(range.from), new Date(range.to));
}

function statementCall(account: Account, range: { from: string; to: string }, page: number, size: number) {
  const query = new URLSearchParams({
    accountNumber: account.accountNumber,
    startDate: range.from,
    endDate: range.to,
    pageNumber: String(page),
    pageSize: String(size),
  });
  return `GET /accounts/statements/?${query.toString()}`;
}

const balanceCall = (account: Account) => `GET /accounts/balance//${account.accountNumber}`;

describe('Account.statement', () => {
  it('answers the first page with every entry field, the total and the currency, from one statement call', async () => {
    const account = accountIn('GBP');
    const range = longRange();
    const entries = entriesOf(account, range);
    const result = await gw.run(AccountsStatementDocument, {
      accountNumber: account.accountNumber,
      ...range,
      first: 100,
    });
    const edges = result.data?.account?.statement?.edges ?? [];
    expect(result.data?.account?.statement).toEqual({
      totalCount: entries.length,
      accountNumber: account.accountNumber,
      currency: 'GBP',
      pageInfo: {
        hasNextPage: true,
        hasPreviousPage: false,
        startCursor: edges[0]?.cursor,
        endCursor: edges[99]?.cursor,
      },
      edges: entries.slice(0, 100).map((entry, i) => ({
        cursor: edges[i]?.cursor,
        node: expectedStatementItem(entry, 'GBP'),
      })),
    });
    expect(result.errors).toBeUndefined();
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      balanceCall(account),
      statementCall(account, range, 1, 100),
    ]);
  });

  it('maps cross-currency payouts, reversals and funding entries faithfully', async () => {
    const account = accountIn('EUR');
    // Walk the account's whole history a month at a time until each kind of entry has been compared once.
    const seen = new Set<string>();
    for (let endDaysAgo = 1; endDaysAgo < 120 && seen.size < 4; endDaysAgo += 31) {
      const range = statementRange(world(), endDaysAgo, 31);
      const entries = entriesOf(account, range);
      const wanted = entries
        .map((entry, offset) => ({ entry, offset }))
        .filter(({ entry }) => {
          const kind = entry.originalCurrency ? 'fx' : entry.transferType;
          if (seen.has(kind)) return false;
          seen.add(kind);
          return true;
        });
      for (const { entry, offset } of wanted) {
        const after = offset === 0 ? undefined : await cursorAt(account, range, offset - 1);
        const result = await gw.run(AccountsStatementDocument, {
          accountNumber: account.accountNumber,
          ...range,
          first: 1,
          after,
        });
        expect(result.data?.account?.statement?.edges.map((e) => e.node)).toEqual([
          expectedStatementItem(entry, 'EUR'),
        ]);
      }
    }
    expect([...seen].sort()).toEqual(['LIQUIDITY FUNDING', 'PAYOUT', 'PAYOUT REVERSAL', 'fx']);
  });

  it('writes JPY amounts without decimals, with their minor units', async () => {
    const account = accountIn('JPY');
    const range = longRange();
    const [entry] = entriesOf(account, range);
    if (!entry) throw new Error('no JPY entries');
    const result = await gw.run(AccountsStatementDocument, {
      accountNumber: account.accountNumber,
      ...range,
      first: 1,
    });
    const node = result.data?.account?.statement?.edges[0]?.node;
    expect(node?.amount).toEqual({
      amount: entry.amount.replace(/\.00$/, ''),
      currency: 'JPY',
      minorUnits: entry.amount.replace(/\.00$/, ''),
    });
    expect(node).toEqual(expectedStatementItem(entry, 'JPY'));
  });

  it('pages forward with after and backward with before over exactly the provider list', async () => {
    const account = accountIn('USD');
    const range = longRange();
    const expected = entriesOf(account, range).map((e) => e.statementItemId);
    const forward: string[] = [];
    let after: string | undefined;
    for (;;) {
      const result = await gw.run(AccountsStatementIdsDocument, {
        accountNumber: account.accountNumber,
        ...range,
        first: 100,
        after,
      });
      const connection = result.data?.account?.statement;
      if (!connection) throw new Error(JSON.stringify(result.errors));
      forward.push(...connection.edges.map((e) => e.node.statementItemId));
      expect(connection.pageInfo.hasPreviousPage).toBe(after !== undefined);
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor ?? undefined;
    }
    expect(forward).toEqual(expected);

    const backward: string[] = [];
    let before: string | undefined;
    for (;;) {
      const result = await gw.run(AccountsStatementIdsDocument, {
        accountNumber: account.accountNumber,
        ...range,
        last: 100,
        before,
      });
      const connection = result.data?.account?.statement;
      if (!connection) throw new Error(JSON.stringify(result.errors));
      backward.unshift(...connection.edges.map((e) => e.node.statementItemId));
      expect(connection.pageInfo.hasNextPage).toBe(before !== undefined);
      if (!connection.pageInfo.hasPreviousPage) break;
      before = connection.pageInfo.startCursor ?? undefined;
    }
    expect(backward).toEqual(expected);
  });

  it('shares one statement call between totalCount and edges of identical selections', async () => {
    const account = accountIn('GBP');
    const range = longRange();
    const entries = entriesOf(account, range);
    const result = await gw.run(AccountsStatementTwiceDocument, {
      accountNumber: account.accountNumber,
      ...range,
      first: 2,
    });
    expect(result).toEqual({
      status: 200,
      data: {
        account: {
          count: { totalCount: entries.length },
          items: {
            edges: entries.slice(0, 2).map((e) => ({ node: { statementItemId: e.statementItemId } })),
          },
        },
      },
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      balanceCall(account),
      statementCall(account, range, 1, 2),
    ]);
  });

  it('reads the tail of a list longer than one provider page with two calls: the length, then the tail', async () => {
    const account = accountIn('GBP');
    const range = longRange();
    const entries = entriesOf(account, range);
    expect(entries.length).toBeGreaterThan(500);
    const result = await gw.run(AccountsStatementIdsDocument, {
      accountNumber: account.accountNumber,
      ...range,
      last: 3,
    });
    expect(result.data?.account?.statement?.edges.map((e) => e.node.statementItemId)).toEqual(
      entries.slice(-3).map((e) => e.statementItemId),
    );
    expect(result.data?.account?.statement?.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
    });
    const [tail] = planPages(entries.length - 3, entries.length, 500);
    if (!tail) throw new Error('no plan');
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      balanceCall(account),
      statementCall(account, range, 1, 500),
      statementCall(account, range, tail.pageNumber, tail.pageSize),
    ]);
  });

  it('answers an empty range with a zero total and no cursors', async () => {
    const account = accountIn('GBP');
    const range = statementRange(world(), 130, 20);
    const result = await gw.run(AccountsStatementDocument, {
      accountNumber: account.accountNumber,
      ...range,
    });
    expect(result.data?.account?.statement).toEqual({
      totalCount: 0,
      accountNumber: account.accountNumber,
      currency: 'GBP',
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      edges: [],
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      balanceCall(account),
      statementCall(account, range, 1, 20),
    ]);
  });

  it('does not fetch accounts listed by entity again for their balance', async () => {
    const entity = world().entities[0]?.id ?? '';
    const accounts = world().accountsOf(entity);
    const range = longRange();
    const result = await gw.run(AccountsEntityStatementsDocument, { entity, ...range });
    expect(result.data?.accounts?.map((a) => a.statement)).toEqual(
      accounts.map((a) => ({ totalCount: entriesOf(a, range).length, currency: a.currency })),
    );
    expect(describeCalls(await gw.upstreamCalls()).sort()).toEqual(
      [
        `GET /accounts/balance/?entity=${entity}`,
        ...accounts.map((a) => statementCall(a, range, 1, 1)),
      ].sort(),
    );
  });

  it('reports a statement failure on the statement alone; the account still answers', async () => {
    await gw.armFault({ area: 'statements', status: 503 });
    const account = accountIn('GBP');
    const result = await gw.run(AccountsEntityStatementsDocument, { entity: account.entity, ...longRange() });
    const accounts = world().accountsOf(account.entity);
    expect(result.data?.accounts?.map((a) => a.accountNumber)).toEqual(accounts.map((a) => a.accountNumber));
    expect(result.data?.accounts?.map((a) => a.statement)).toEqual(accounts.map(() => null));
    expect(errorsOf(result)).toEqual(
      accounts.map((_a, i) => ({
        message: 'The payment provider is unavailable. Try again later.',
        path: ['accounts', i, 'statement'],
        extensions: {
          code: 'UPSTREAM_UNAVAILABLE',
          upstream: { status: 503, customCode: 'SBXF01', message: 'Injected fault' },
        },
      })),
    );
  });
});

describe('node and a StatementItem id', () => {
  it('says an entry id is not a Node, rather than not issued by this API, without calling the provider', async () => {
    const account = accountIn('GBP');
    const listed = await gw.run(
      `query ($accountNumber: String!, $from: DateTime!, $to: DateTime!) {
        account(accountNumber: $accountNumber) { statement(from: $from, to: $to, first: 1) { edges { node { id } } } }
      }`,
      { accountNumber: account.accountNumber, ...longRange() },
    );
    const data = listed.data as { account: { statement: { edges: { node: { id: string } }[] } } };
    const id = data.account.statement.edges[0]?.node.id;
    await gw.clearUpstream();
    const result = await gw.run('query ($id: ID!) { node(id: $id) { id } }', { id });
    expect(result).toEqual({
      status: 200,
      data: { node: null },
      errors: [
        {
          message: 'The input is invalid.',
          locations: [{ line: 1, column: 20 }],
          path: ['node'],
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              {
                path: 'id',
                rule: 'INVALID_ID',
                message:
                  'is the id of a StatementItem, which is not a Node: node cannot fetch it (read it where it was listed)',
              },
            ],
          },
        },
      ],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});

describe('Account.statement validation', () => {
  const dayMs = 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString();

  async function refused(
    variables: Record<string, unknown>,
    fieldErrors: { path: string; rule: string; message: string }[],
  ) {
    const account = accountIn('GBP');
    const result = await gw.run(AccountsStatementDocument, {
      accountNumber: account.accountNumber,
      ...longRange(),
      ...variables,
    } as never);
    expect(result.data).toEqual({ account: { statement: null } });
    expect(errorsOf(result)).toEqual([badInput(['account', 'statement'], fieldErrors)]);
    // The account itself was looked up; the statement endpoint never was.
    expect(describeCalls(await gw.upstreamCalls())).toEqual([balanceCall(account)]);
  }

  it('refuses a range that is not in the past', async () => {
    const now = Date.now();
    await refused({ from: iso(now + dayMs), to: iso(now + 2 * dayMs) }, [
      { path: 'from', rule: 'OUT_OF_RANGE', message: 'must be in the past' },
      { path: 'to', rule: 'OUT_OF_RANGE', message: 'must be in the past' },
    ]);
  });

  it('refuses a range whose start is after its end', async () => {
    const to = Date.now() - 5 * dayMs;
    await refused({ from: iso(to + 1000), to: iso(to) }, [
      { path: 'from', rule: 'OUT_OF_RANGE', message: 'must not be after to' },
    ]);
  });

  it('refuses a statement range longer than 366 days', async () => {
    const to = Date.now() - dayMs;
    await refused({ from: iso(to - 366 * dayMs - 1000), to: iso(to) }, [
      { path: 'from', rule: 'OUT_OF_RANGE', message: 'must be at most 366 days before to' },
    ]);
  });

  it('refuses page sizes above 100, negative ones, and first with last', async () => {
    await refused({ first: 101 }, [{ path: 'first', rule: 'OUT_OF_RANGE', message: 'must be at most 100' }]);
    await gw.clearUpstream();
    await refused({ last: -1 }, [{ path: 'last', rule: 'OUT_OF_RANGE', message: 'must not be negative' }]);
    await gw.clearUpstream();
    await refused({ first: 1, last: 1 }, [
      { path: 'last', rule: 'NOT_ALLOWED', message: 'must not be given together with first' },
    ]);
  });

  it('refuses a malformed cursor and a cursor of another range', async () => {
    await refused({ after: 'not-a-cursor' }, [
      { path: 'after', rule: 'INVALID_CURSOR', message: 'is not a valid cursor' },
    ]);
    await gw.clearUpstream();
    const account = accountIn('GBP');
    const other = statementRange(world(), 2, 31);
    const page = await gw.run(AccountsStatementIdsDocument, {
      accountNumber: account.accountNumber,
      ...other,
      first: 1,
    });
    const cursor = page.data?.account?.statement?.pageInfo.endCursor;
    expect(cursor).toEqual(expect.any(String));
    await gw.clearUpstream();
    await refused({ before: cursor }, [
      { path: 'before', rule: 'INVALID_CURSOR', message: 'is a cursor of another list' },
    ]);
  });

  it('names range and paging errors together', async () => {
    const to = Date.now() - dayMs;
    await refused({ from: iso(to - 400 * dayMs), to: iso(to), first: 500 }, [
      { path: 'from', rule: 'OUT_OF_RANGE', message: 'must be at most 366 days before to' },
      { path: 'first', rule: 'OUT_OF_RANGE', message: 'must be at most 100' },
    ]);
  });
});

/** The cursor of the entry at `offset`, read through the API a page of up to 100 at a time. */
async function cursorAt(
  account: Account,
  range: { from: string; to: string },
  offset: number,
): Promise<string> {
  let after: string | undefined;
  let start = 0;
  for (;;) {
    const first = Math.min(100, offset - start + 1);
    const result = await gw.run(AccountsStatementIdsDocument, {
      accountNumber: account.accountNumber,
      ...range,
      first,
      after,
    });
    const edges = result.data?.account?.statement?.edges ?? [];
    const last = edges[edges.length - 1];
    if (!last) throw new Error('no cursor at offset');
    if (start + edges.length > offset) return last.cursor;
    start += edges.length;
    after = last.cursor;
  }
}
