import { describe, expect, it } from 'vitest';
import {
  AccountsAccountDocument,
  AccountsAccountTwiceDocument,
  AccountsByEntityAndAccountDocument,
  AccountsByEntityDocument,
  AccountsNodeDocument,
  AccountsNodesDocument,
} from '../generated/graphql.ts';
import { badInput, errorsOf, expectedAccount } from '../support/accounts.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';

const gw = setUpTestGateway();

function world() {
  return gw.sandbox.state.world;
}

/** The first entity's last account: its 17-digit balance proves that amounts never pass through a float. */
function hugeAccount() {
  const world = gw.sandbox.state.world;
  const accounts = world.accountsOf(world.entities[0]?.id ?? '');
  const account = accounts[accounts.length - 1];
  if (!account) throw new Error('world without accounts');
  return account;
}

function balanceOf(accountNumber: string) {
  const balance = world().balance(accountNumber);
  if (!balance) throw new Error('world without balance');
  return balance;
}

const globalId = (type: string, key: string) => Buffer.from(`${type}:${key}`).toString('base64url');

describe('account(accountNumber)', () => {
  it('answers name, currency, entity and the three balances exactly, with one balance call', async () => {
    const account = hugeAccount();
    const result = await gw.run(AccountsAccountDocument, { accountNumber: account.accountNumber });
    expect(result).toEqual({
      status: 200,
      data: { account: expectedAccount(account, balanceOf(account.accountNumber)) },
    });
    // 17 significant digits: a JSON float would have rounded the last ones.
    expect(result.data?.account?.balance.cleared.amount.replace(/\D/g, '').length).toBeGreaterThanOrEqual(17);
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /accounts/balance//${account.accountNumber}`,
    ]);
  });

  it('fetches an account once for aliases selecting different fields', async () => {
    const account = hugeAccount();
    const result = await gw.run(AccountsAccountTwiceDocument, { accountNumber: account.accountNumber });
    expect(result.data).toEqual({
      a: {
        name: account.accountName,
        balance: { total: { amount: balanceOf(account.accountNumber).balance } },
      },
      b: { currency: account.currency },
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /accounts/balance//${account.accountNumber}`,
    ]);
  });

  it('returns null for an account the provider does not know', async () => {
    const result = await gw.run(AccountsAccountDocument, { accountNumber: 'ZZZZ9999ZZZZ9999' });
    expect(result).toEqual({ status: 200, data: { account: null } });
    expect(describeCalls(await gw.upstreamCalls())).toEqual(['GET /accounts/balance//ZZZZ9999ZZZZ9999']);
  });

  it.each([
    ['too short', 'AB12CD34'],
    ['not alphanumeric', 'AB12CD34EF56GH7-'],
    ['too long', 'AB12CD34EF56GH789'],
  ])('refuses an account number that is %s without calling the provider', async (_case, accountNumber) => {
    const result = await gw.run(AccountsAccountDocument, { accountNumber });
    expect(result.data).toEqual({ account: null });
    expect(errorsOf(result)).toEqual([
      badInput(
        ['account'],
        [{ path: 'accountNumber', rule: 'INVALID_FORMAT', message: 'must be 16 letters or digits' }],
      ),
    ]);
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('reports a provider failure on the field as UPSTREAM_UNAVAILABLE', async () => {
    await gw.armFault({ area: 'balances', status: 500 });
    const account = hugeAccount();
    const result = await gw.run(AccountsAccountDocument, { accountNumber: account.accountNumber });
    expect(result.data).toEqual({ account: null });
    expect(errorsOf(result)).toEqual([
      {
        message: 'The payment provider is unavailable. Try again later.',
        path: ['account'],
        extensions: {
          code: 'UPSTREAM_UNAVAILABLE',
          upstream: { status: 500, customCode: 'SBXF01', message: 'Injected fault' },
        },
      },
    ]);
  });
});

describe('accounts(entity)', () => {
  it('lists every account of the entity with its balances from one call', async () => {
    const entity = world().entities[0]?.id ?? '';
    const result = await gw.run(AccountsByEntityDocument, { entity });
    expect(result).toEqual({
      status: 200,
      data: {
        accounts: world()
          .accountsOf(entity)
          .map((account) => expectedAccount(account, balanceOf(account.accountNumber))),
      },
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([`GET /accounts/balance/?entity=${entity}`]);
  });

  it('answers an empty list for an entity without accounts', async () => {
    const result = await gw.run(AccountsByEntityDocument, { entity: 'NOBODY' });
    expect(result).toEqual({ status: 200, data: { accounts: [] } });
  });

  it('fetches the entity once for aliases; a separate account lookup is its own call', async () => {
    const entity = world().entities[1]?.id ?? '';
    const accounts = world().accountsOf(entity);
    const first = accounts[0];
    if (!first) throw new Error('entity without accounts');
    const result = await gw.run(AccountsByEntityAndAccountDocument, {
      entity,
      accountNumber: first.accountNumber,
    });
    expect(result.data).toEqual({
      accounts: accounts.map((a) => ({ accountNumber: a.accountNumber })),
      again: accounts.map((a) => ({ name: a.accountName })),
      account: { name: first.accountName },
    });
    expect(describeCalls(await gw.upstreamCalls()).sort()).toEqual(
      [`GET /accounts/balance/?entity=${entity}`, `GET /accounts/balance//${first.accountNumber}`].sort(),
    );
  });

  it.each([
    ['empty', '', 'BLANK', 'must not be empty'],
    [
      'longer than 32 characters',
      'E'.repeat(33),
      'INVALID_FORMAT',
      'must be 1 to 32 letters, digits, ".", "_" or "-"',
    ],
  ])('refuses an entity that is %s without calling the provider', async (_case, entity, rule, message) => {
    const result = await gw.run(AccountsByEntityDocument, { entity });
    expect(result.data).toEqual({ accounts: null });
    expect(errorsOf(result)).toEqual([badInput(['accounts'], [{ path: 'entity', rule, message }])]);
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});

describe('Account as a Node', () => {
  it('fetches an account again by its global id', async () => {
    const account = hugeAccount();
    const id = globalId('Account', account.accountNumber);
    const result = await gw.run(AccountsNodeDocument, { id });
    expect(result).toEqual({
      status: 200,
      data: { node: { id, accountNumber: account.accountNumber, name: account.accountName } },
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /accounts/balance//${account.accountNumber}`,
    ]);
  });

  it('fetches repeated ids and the same account by number once', async () => {
    const account = hugeAccount();
    const id = globalId('Account', account.accountNumber);
    const unknown = globalId('Account', 'ZZZZ9999ZZZZ9999');
    const result = await gw.run(AccountsNodesDocument, {
      ids: [id, unknown, id],
      accountNumber: account.accountNumber,
    });
    expect(result).toEqual({
      status: 200,
      data: {
        nodes: [
          { id, accountNumber: account.accountNumber },
          null,
          { id, accountNumber: account.accountNumber },
        ],
        account: { currency: account.currency },
      },
    });
    expect(describeCalls(await gw.upstreamCalls()).sort()).toEqual(
      [`GET /accounts/balance//${account.accountNumber}`, 'GET /accounts/balance//ZZZZ9999ZZZZ9999'].sort(),
    );
  });

  it('refuses more than 100 ids in one nodes call without calling the provider', async () => {
    const ids = Array.from({ length: 101 }, () => globalId('Account', 'QS7M0UKCLFL8MODV'));
    const result = await gw.run(AccountsNodesDocument, { ids, accountNumber: 'QS7M0UKCLFL8MODV' });
    expect(result.data).toBeNull(); // `nodes` is a non-null list: its error nulls the operation
    expect(result.errors?.map((e) => e.extensions)).toEqual([
      {
        code: 'BAD_USER_INPUT',
        fieldErrors: [{ path: 'ids', rule: 'TOO_LONG', message: 'must hold at most 100 ids' }],
      },
    ]);
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('refuses a forged id inside nodes on its own entry, naming its index; the other entries answer', async () => {
    const account = world().accounts[0];
    if (!account) throw new Error('no account');
    const id = globalId('Account', account.accountNumber);
    const result = await gw.run(AccountsNodesDocument, {
      ids: [id, 'not-an-id', globalId('Account', 'short'), globalId('Nothing', 'x')],
      accountNumber: account.accountNumber,
    });
    const invalid = (index: number) => ({
      message: 'The input is invalid.',
      locations: [{ line: 3, column: 3 }],
      path: ['nodes', index],
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: [
          { path: `ids.${index}`, rule: 'INVALID_ID', message: 'is not a global id issued by this API' },
        ],
      },
    });
    expect(result).toEqual({
      status: 200,
      data: {
        // `short` may be an account number (the statement takes any), but not one the provider looks up by number.
        nodes: [{ id, accountNumber: account.accountNumber }, null, null, null],
        account: { currency: account.currency },
      },
      errors: [invalid(1), invalid(3)],
    });
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /accounts/balance//${account.accountNumber}`,
    ]);
  });

  it('answers null for an account id the provider cannot look up by number (not 16 characters), without calling it', async () => {
    const result = await gw.run(AccountsNodeDocument, { id: globalId('Account', 'short') });
    expect(result).toEqual({ status: 200, data: { node: null } });
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('refuses an account id with an empty key (a forged id), without calling the provider', async () => {
    const result = await gw.run(AccountsNodeDocument, { id: globalId('Account', '') });
    expect(result).toEqual({
      status: 200,
      data: { node: null },
      errors: [
        {
          message: 'The input is invalid.',
          locations: [{ line: 3, column: 3 }],
          path: ['node'],
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              { path: 'id', rule: 'INVALID_ID', message: 'is not a global id issued by this API' },
            ],
          },
        },
      ],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});
