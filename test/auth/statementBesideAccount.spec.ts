import { describe, expect, it } from 'vitest';
import { AccountsStatementPageDocument } from '../generated/graphql.ts';
import { statementRange } from '../support/accounts.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { runAs } from './support.ts';

// The sandbox world of the default seed: 7Z1UAK and 4A9XZP are two of its entities.
const merchantKey = 'merchant-0123456789abcdefghij';
const otherKey = 'other-0123456789abcdefghijklm';
const merchant = `Bearer ${merchantKey}`;
const other = `Bearer ${otherKey}`;

const gw = setUpTestGateway({ env: { API_KEYS: `merchant:${merchantKey}:7Z1UAK,other:${otherKey}:4A9XZP` } });

function merchantAccount() {
  const account = gw.sandbox.state.world.accountsOf('7Z1UAK').find((a) => a.accountNumber.length === 16);
  if (!account) throw new Error('world without a 16-character account of 7Z1UAK');
  return account;
}

function statementCall(accountNumber: string, range: { from: string; to: string }, size: number) {
  const query = new URLSearchParams({
    accountNumber,
    startDate: range.from,
    endDate: range.to,
    pageNumber: '1',
    pageSize: String(size),
  });
  return `GET /accounts/statements/?${query.toString()}`;
}

describe('account(accountNumber) { statement } reads the statement beside the account lookup', () => {
  it('waits for the lookup of an account it has never looked up, then asks beside it once it knows the entity', async () => {
    const { accountNumber } = merchantAccount();
    const range = statementRange(gw.sandbox.state.world, 2, 10);
    const variables = { accountNumber, ...range, first: 3 };
    const lookup = `GET /accounts/balance//${accountNumber}`;
    // Never looked up: the lookup fails, and no statement is asked for, since nothing yet says whose account it is.
    await gw.armFault({ area: 'balances', status: 503, remaining: 1 });
    const unknown = await runAs(gw, merchant, AccountsStatementPageDocument, variables);
    expect(unknown.data).toEqual({ account: null });
    expect(unknown.errors?.map((e) => e.extensions?.code)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(describeCalls(await gw.upstreamCalls())).toEqual([lookup]);

    // Looked up once: the statement is read after the lookup, exactly once.
    await gw.clearUpstream();
    const result = await runAs(gw, merchant, AccountsStatementPageDocument, variables);
    const entries = gw.sandbox.state.world.statementBetween(
      accountNumber,
      new Date(range.from),
      new Date(range.to),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.account?.statement?.edges.map((e) => e.node)).toEqual(
      entries.slice(0, 3).map((e) => ({ statementItemId: e.statementItemId, timestamp: e.timestamp })),
    );
    expect(describeCalls(await gw.upstreamCalls()).sort()).toEqual(
      [lookup, statementCall(accountNumber, range, 3)].sort(),
    );

    // Known to be the caller's: the statement is asked for beside the lookup, so it is asked even when the lookup fails.
    await gw.clearUpstream();
    await gw.armFault({ area: 'balances', status: 503, remaining: 1 });
    const failed = await runAs(gw, merchant, AccountsStatementPageDocument, variables);
    expect(failed.data).toEqual({ account: null });
    // The answer does not wait for the statement it drops, so its request may reach the sandbox's log just after.
    await expect
      .poll(async () => describeCalls(await gw.upstreamCalls()).sort(), { timeout: 10_000 })
      .toEqual([lookup, statementCall(accountNumber, range, 3)].sort());
  });

  it("answers another entity's account as null, like an account that does not exist, and never reads its statement", async () => {
    const { accountNumber } = merchantAccount();
    const range = statementRange(gw.sandbox.state.world, 2, 10);
    // The merchant's own lookup first, so the process knows whose account it is.
    await runAs(gw, merchant, AccountsStatementPageDocument, { accountNumber, ...range, first: 3 });
    await gw.clearUpstream();
    const refused = await runAs(gw, other, AccountsStatementPageDocument, {
      accountNumber,
      ...range,
      first: 3,
    });
    expect(refused).toEqual({ status: 200, data: { account: null } });
    const missing = await runAs(gw, other, AccountsStatementPageDocument, {
      accountNumber: 'ZZZZ9999ZZZZ9999',
      ...range,
      first: 3,
    });
    expect(missing).toEqual({ status: 200, data: { account: null } });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /accounts/balance//${accountNumber}`,
      'GET /accounts/balance//ZZZZ9999ZZZZ9999',
    ]);
  });

  it('starts nothing for a statement whose range breaks a rule: it is refused before any statement call', async () => {
    const { accountNumber } = merchantAccount();
    const range = statementRange(gw.sandbox.state.world, 2, 10);
    const result = await runAs(gw, merchant, AccountsStatementPageDocument, {
      accountNumber,
      from: range.to,
      to: range.from,
      first: 3,
    });
    expect(result.data).toEqual({ account: { statement: null } });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([`GET /accounts/balance//${accountNumber}`]);
  });
});
