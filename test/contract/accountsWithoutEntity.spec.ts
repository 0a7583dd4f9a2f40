import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/identity/globalId.ts';
import { ContractAccountDocument, ContractAccountsDocument } from '../generated/graphql.ts';
import { sent, setUpContractGateway } from './support/gateway.ts';

/**
 * Balances answers whose `entity` is null, which the spec allows ("entity (string or null, 6-digit id)"), for a
 * caller limited to its entities: its own accounts stay visible, and one that cannot be placed says so.
 */
const entity = 'MPL001';
const key = 'contract-key-0123456789abcdef';
const caller = `Bearer ${key}`;
const byEntityPath = '/accounts/balance/';

function account(n: number) {
  return {
    accountNumber: `GB12CONTRACT000${n}`,
    accountName: `Account ${n}`,
    currency: 'GBP',
    clearedBalance: 100 + n,
    unclearedBalance: 0,
    balance: 100 + n,
  };
}

/** What `AccountsAccountFields` and `accountStatus` answer for {@link account} `n` of `owner`. */
function answered(n: number, owner: string | null) {
  const money = (units: number) => ({
    amount: `${units}.00`,
    currency: 'GBP',
    minorUnits: String(units * 100),
  });
  return {
    id: toGlobalId('Account', `GB12CONTRACT000${n}`),
    accountNumber: `GB12CONTRACT000${n}`,
    name: `Account ${n}`,
    currency: 'GBP',
    entity: owner,
    balance: { cleared: money(100 + n), uncleared: money(0), total: money(100 + n) },
    accountStatus: null,
  };
}

describe('contract: balances answers with entity null', () => {
  const gw = setUpContractGateway({ API_KEYS: `merchant:${key}:${entity}` });

  it('lists the accounts of accounts(entity) under the entity asked for', async () => {
    gw.standIn.answer(
      { method: 'GET', path: byEntityPath, query: { entity } },
      { status: 200, body: { entity: null, accounts: [account(1), account(2)] } },
    );
    expect(await gw.run(ContractAccountsDocument, { entity }, caller)).toEqual({
      data: { accounts: [answered(1, entity), answered(2, entity)] },
    });
  });

  it("shows an account looked up by number when one of the caller's entities lists it", async () => {
    const accountNumber = account(1).accountNumber;
    gw.standIn.answer(
      { method: 'GET', path: `/accounts/balance//${accountNumber}` },
      { status: 200, body: { entity: null, accounts: [account(1)] } },
    );
    gw.standIn.answer(
      { method: 'GET', path: byEntityPath, query: { entity } },
      { status: 200, body: { entity: null, accounts: [account(1), account(2)] } },
    );
    expect(await gw.run(ContractAccountDocument, { accountNumber }, caller)).toEqual({
      data: { account: answered(1, entity) },
    });
    expect(gw.standIn.received()).toEqual([
      sent('balances', 'GET', `/accounts/balance//${accountNumber}`),
      sent('balances', 'GET', byEntityPath, { query: { entity } }),
    ]);
  });

  it('refuses one no entity of the caller lists with an error that says why, showing none of its data', async () => {
    const accountNumber = account(3).accountNumber;
    gw.standIn.answer(
      { method: 'GET', path: `/accounts/balance//${accountNumber}` },
      { status: 200, body: { entity: null, accounts: [account(3)] } },
    );
    gw.standIn.answer(
      { method: 'GET', path: byEntityPath, query: { entity } },
      { status: 200, body: { entity, accounts: [account(1)] } },
    );
    expect(await gw.run(ContractAccountDocument, { accountNumber }, caller)).toEqual({
      data: { account: null },
      errors: [
        {
          message:
            'The provider names no merchant entity for the account in "accountNumber", and none of the caller\'s entities lists it, so it cannot be shown. Read it through accounts(entity) of the entity it belongs to.',
          locations: [{ line: 3, column: 3 }],
          path: ['account'],
          extensions: { code: 'FORBIDDEN', field: 'accountNumber' },
        },
      ],
    });
  });
});
