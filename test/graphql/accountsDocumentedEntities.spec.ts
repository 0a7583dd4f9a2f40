import { describe, expect, it } from 'vitest';
import type { Account } from '../../src/sandbox/data/world.ts';
import {
  AccountsAccountDocument,
  AccountsByEntityDocument,
  AccountsEntityStatementsDocument,
  AccountsStatementDocument,
} from '../generated/graphql.ts';
import { expectedAccount, statementRange } from '../support/accounts.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';

/**
 * Entities of the shapes the provider's examples use (`default`, `MindPalaceLtd`): the spec gives the balance
 * lookup's entity up to 32 characters and the statement any account number; only the balance lookup by number
 * takes 16 characters.
 */
const gw = setUpTestGateway();

const world = () => gw.sandbox.state.world;

function expectedOf(account: Account) {
  const balance = world().balance(account.accountNumber);
  if (!balance) throw new Error('no balance');
  return expectedAccount(account, balance);
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

describe('accounts of entities that are not 6 characters', () => {
  it.each(['default', 'MindPalaceLtd'])(
    'lists the accounts of %s with their balances, from one call',
    async (entity) => {
      const accounts = world().accountsOf(entity);
      expect(accounts.length).toBeGreaterThan(0);
      const result = await gw.run(AccountsByEntityDocument, { entity });
      expect(result).toEqual({ status: 200, data: { accounts: accounts.map(expectedOf) } });
      expect(describeCalls(await gw.upstreamCalls())).toEqual([`GET /accounts/balance/?entity=${entity}`]);
    },
  );

  it("answers the statements of MindPalaceLtd's 12- and 20-character accounts", async () => {
    const accounts = world().accountsOf('MindPalaceLtd');
    expect(accounts.map((a) => a.accountNumber.length)).toEqual([12, 20]);
    const range = statementRange(world(), 1, 10);
    const result = await gw.run(AccountsEntityStatementsDocument, { entity: 'MindPalaceLtd', ...range });
    expect(result).toEqual({
      status: 200,
      data: {
        accounts: accounts.map((account) => ({
          accountNumber: account.accountNumber,
          balance: { total: { amount: world().balance(account.accountNumber)?.balance } },
          statement: {
            totalCount: world().statementBetween(
              account.accountNumber,
              new Date(range.from),
              new Date(range.to),
            ).length,
            currency: account.currency,
          },
        })),
      },
    });
    expect(describeCalls(await gw.upstreamCalls()).sort()).toEqual(
      [
        'GET /accounts/balance/?entity=MindPalaceLtd',
        ...accounts.map((a) => statementCall(a.accountNumber, range, 1)),
      ].sort(),
    );
  });

  it("finds default's 16-character account by number", async () => {
    const [account] = world().accountsOf('default');
    if (!account) throw new Error('default has no account');
    const result = await gw.run(AccountsAccountDocument, { accountNumber: account.accountNumber });
    expect(result).toEqual({ status: 200, data: { account: expectedOf(account) } });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /accounts/balance//${account.accountNumber}`,
    ]);
  });
});

describe('a statement range whose ends are equal', () => {
  it('is sent to the provider and answers an empty page', async () => {
    const [account] = world().accountsOf('default');
    if (!account) throw new Error('default has no account');
    const at = statementRange(world(), 3, 0).to;
    const result = await gw.run(AccountsStatementDocument, {
      accountNumber: account.accountNumber,
      from: at,
      to: at,
    });
    expect(result).toEqual({
      status: 200,
      data: {
        account: {
          statement: {
            totalCount: 0,
            accountNumber: account.accountNumber,
            currency: account.currency,
            pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
            edges: [],
          },
        },
      },
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /accounts/balance//${account.accountNumber}`,
      statementCall(account.accountNumber, { from: at, to: at }, 20),
    ]);
  });
});
