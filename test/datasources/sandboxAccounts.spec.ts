import { describe, expect, it } from 'vitest';
import { AccountsApi } from '../../src/datasources/accounts/api.ts';
import { UpstreamError } from '../../src/datasources/upstream/errors.ts';
import { clientWithWrongPassword, rejectionOf, sandboxPerFile, statementPaging } from './sandboxSupport.ts';

const day = 86_400_000;
const balanceType = 'application/vnd.provider.accounts.balance-v1+json';
const sb = sandboxPerFile();

describe('AccountsApi against the sandbox', () => {
  it("reads one account's balances exactly as the sandbox keeps them, on the double-slash path", async () => {
    const world = sb.sandbox.state.world;
    const account = world.accounts[0];
    if (!account) throw new Error('no account');
    const balances = await new AccountsApi(sb.client, statementPaging).getAccountBalances(
      account.accountNumber,
    );
    expect(balances).toEqual({ entity: account.entity, accounts: [world.balance(account.accountNumber)] });
    expect(sb.calls()).toEqual([['GET', `/accounts/balance//${account.accountNumber}`, balanceType]]);
  });

  it('reads the balances of every account of an entity, digits beyond float precision kept exactly', async () => {
    const world = sb.sandbox.state.world;
    const entity = world.entities[0]?.id ?? '';
    const balances = await new AccountsApi(sb.client, statementPaging).getEntityBalances(entity);
    const expected = world.accountsOf(entity).map((a) => world.balance(a.accountNumber));
    expect(balances).toEqual({ entity, accounts: expected });
    // The sandbox gives the entity's last account a balance too long for a float.
    const longest =
      balances.accounts.map((a) => a.clearedBalance).sort((a, b) => b.length - a.length)[0] ?? '';
    expect(longest.replace(/[-.]/g, '').length).toBeGreaterThan(16);
    expect(sb.calls()).toEqual([['GET', `/accounts/balance/?entity=${entity}`, balanceType]]);
  });

  it('reads a statement page with the same entries as the sandbox world, in order', async () => {
    const world = sb.sandbox.state.world;
    const account = world.accounts[1];
    if (!account) throw new Error('no account');
    const endDate = new Date(world.anchor.getTime() - 3 * day);
    const startDate = new Date(endDate.getTime() - 10 * day);
    const page = await new AccountsApi(sb.client, statementPaging).getStatementPage({
      accountNumber: account.accountNumber,
      startDate: startDate.toISOString(),
      endDate: endDate.toISOString(),
      pageNumber: 2,
      pageSize: 3,
    });
    const all = world.statementBetween(account.accountNumber, startDate, endDate);
    expect(page).toMatchObject({
      accountNumber: account.accountNumber,
      currency: account.currency,
      pageNumber: 2,
      pageSize: 3,
      pageCount: Math.ceil(all.length / 3),
      totalNumberOfRecords: all.length,
    });
    expect(page.accountStatementItems).toEqual(
      all.slice(3, 6).map((item) => ({
        transactionReference: undefined,
        rate: undefined,
        countryCode: undefined,
        originalCurrency: undefined,
        originalAmount: undefined,
        ...item,
      })),
    );
    expect(sb.calls()).toEqual([
      [
        'GET',
        `/accounts/statements/?accountNumber=${account.accountNumber}&startDate=${encodeURIComponent(
          startDate.toISOString(),
        )}&endDate=${encodeURIComponent(endDate.toISOString())}&pageNumber=2&pageSize=3`,
        'application/vnd.provider.accounts.statements-v1+json',
      ],
    ]);
  });

  it("maps the sandbox's refusal of a malformed account number to a rejected UpstreamError", async () => {
    const err = await rejectionOf(new AccountsApi(sb.client, statementPaging).getAccountBalances('SHORT'));
    expect(err).toBeInstanceOf(UpstreamError);
    expect(err).toMatchObject({ kind: 'rejected', status: 400 });
  });

  it('maps refused credentials to unauthenticated', async () => {
    const client = clientWithWrongPassword(sb.sandbox);
    try {
      const err = await rejectionOf(new AccountsApi(client, statementPaging).getEntityBalances('ABC123'));
      expect(err).toMatchObject({ kind: 'unauthenticated', status: 401 });
    } finally {
      await client.close();
    }
  });

  it('reports an injected 503 as unavailable', async () => {
    sb.sandbox.state.faults.arm({ area: 'balances', status: 503, remaining: 1 });
    const err = await rejectionOf(new AccountsApi(sb.client, statementPaging).getEntityBalances('ABC123'));
    expect(err).toMatchObject({ kind: 'unavailable', status: 503, customCode: 'SBXF01' });
  });
});
