import { describe, expect, it } from 'vitest';
import type { Account } from '../../src/sandbox/data/world.ts';
import { AccountsStatementDocument } from '../generated/graphql.ts';
import { expectedStatementItem, statementRange } from '../support/accounts.ts';
import { setUpTestGateway, startTestGatewayForTest, type TestGateway } from '../support/gateway.ts';
import { readingsOf } from '../support/readings.ts';

// The spec: "page number (default 1) and page size (1 to 500, default 1) are supported; the names of the paging
// query parameters: not shown". The gateway sends UPSTREAM_STATEMENT_PAGE_PARAMS and checks the echo.
const logLines: string[] = [];
const gw = setUpTestGateway({ env: { LOG_LEVEL: 'info' }, logLines });
const readings = readingsOf(() => gw.sandbox);
const otherNames = { pageNumber: 'page', pageSize: 'size' };

function gbpAccount(on: TestGateway): Account {
  const account = on.sandbox.state.world.accounts.find((a) => a.currency === 'GBP');
  if (!account) throw new Error('world without a GBP account');
  return account;
}

async function firstTen(on: TestGateway) {
  const account = gbpAccount(on);
  const range = statementRange(on.sandbox.state.world, 1, 31);
  const result = await on.run(AccountsStatementDocument, {
    accountNumber: account.accountNumber,
    ...range,
    first: 10,
  });
  const entries = on.sandbox.state.world.statementBetween(
    account.accountNumber,
    new Date(range.from),
    new Date(range.to),
  );
  return { account, range, result, entries };
}

function statementCall(account: Account, range: { from: string; to: string }, names: typeof otherNames) {
  const query = new URLSearchParams({
    accountNumber: account.accountNumber,
    startDate: range.from,
    endDate: range.to,
    [names.pageNumber]: '1',
    [names.pageSize]: '10',
  });
  return `GET /accounts/statements/?${query.toString()}`;
}

function expectExactFirstTen(answer: Awaited<ReturnType<typeof firstTen>>) {
  const { result, entries } = answer;
  const edges = result.data?.account?.statement?.edges ?? [];
  expect(result.errors).toBeUndefined();
  expect(result.data?.account?.statement).toEqual({
    totalCount: entries.length,
    accountNumber: answer.account.accountNumber,
    currency: 'GBP',
    pageInfo: {
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor,
      endCursor: edges[9]?.cursor,
    },
    edges: entries.slice(0, 10).map((entry, i) => ({
      cursor: edges[i]?.cursor,
      node: expectedStatementItem(entry, 'GBP'),
    })),
  });
}

describe('statement paging parameter names (UPSTREAM_STATEMENT_PAGE_PARAMS)', () => {
  it('answers the page exactly when the provider reads the default names pageNumber and pageSize', async () => {
    const answer = await firstTen(gw);
    expectExactFirstTen(answer);
    expect(await gw.takeUpstreamCalls()).toEqual([
      `GET /accounts/balance//${answer.account.accountNumber}`,
      statementCall(answer.account, answer.range, { pageNumber: 'pageNumber', pageSize: 'pageSize' }),
    ]);
  });

  it('refuses with UPSTREAM_CONTRACT_VIOLATION, logging the setting to fix, when the provider pages under other names', async () => {
    await readings.switch({ statementPageParams: otherNames });
    logLines.length = 0;
    const { account, range, result } = await firstTen(gw);
    expect(result.data).toEqual({ account: { statement: null } });
    expect(
      result.errors?.map(({ message, path, extensions }) => ({ message, path, code: extensions?.code })),
    ).toEqual([
      {
        message: 'The payment provider answered something its contract does not allow.',
        path: ['account', 'statement'],
        code: 'UPSTREAM_CONTRACT_VIOLATION',
      },
    ]);
    expect(await gw.takeUpstreamCalls()).toEqual([
      `GET /accounts/balance//${account.accountNumber}`,
      statementCall(account, range, { pageNumber: 'pageNumber', pageSize: 'pageSize' }),
    ]);
    const failures = logLines.map((line) => JSON.parse(line) as { msg?: string; detail?: string });
    expect(failures.filter((line) => line.msg === 'upstream failure').map((line) => line.detail)).toEqual([
      'Upstream statement response does not match the contract: page 1 of size 1 answered where page 1 of size 10 ' +
        'was asked as pageNumber/pageSize; if the provider names its paging parameters otherwise, set ' +
        'UPSTREAM_STATEMENT_PAGE_PARAMS to its names',
    ]);
  });

  it('answers the page exactly again once the setting names the parameters the provider reads', async () => {
    const matching = await startTestGatewayForTest({ UPSTREAM_STATEMENT_PAGE_PARAMS: 'page,size' });
    matching.sandbox.state.readings.switch({ statementPageParams: otherNames });
    await matching.clearUpstream();
    const answer = await firstTen(matching);
    expectExactFirstTen(answer);
    expect(await matching.takeUpstreamCalls()).toEqual([
      `GET /accounts/balance//${answer.account.accountNumber}`,
      statementCall(answer.account, answer.range, otherNames),
    ]);
  });
});
