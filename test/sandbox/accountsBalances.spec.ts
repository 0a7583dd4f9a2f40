import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { World } from '../../src/sandbox/data/world.ts';
import type { RunningSandbox } from '../../src/sandbox/server.ts';
import { balancesAccept, get, getWithoutAccept, startAccountsSandbox } from './accountsSupport.ts';

describe('sandbox account balances', () => {
  let sandbox: RunningSandbox;
  let world: World;

  beforeAll(async () => {
    sandbox = await startAccountsSandbox();
    world = sandbox.state.world;
  });
  afterAll(() => sandbox.close());

  const invalid = (field: string, message: string) => ({
    errors: { [field]: [message] },
    httpStatusCode: 400,
    customCode: 'SBXA01',
    message,
  });

  it('answers the balances of one account at the double-slash path', async () => {
    const account = world.accounts[1];
    if (!account) throw new Error('no account');
    const res = await get(sandbox, `/accounts/balance//${account.accountNumber}`, balancesAccept);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ entity: account.entity, accounts: [world.balance(account.accountNumber)] });
  });

  it('keeps balances consistent with the statement (by number, or by entity for numbers not of 16 characters)', async () => {
    for (const account of world.accounts) {
      const byNumber = account.accountNumber.length === 16;
      const path = byNumber
        ? `/accounts/balance//${account.accountNumber}`
        : `/accounts/balance/?entity=${account.entity}`;
      const res = await get(sandbox, path, balancesAccept);
      const balances = (res.body as { accounts: { accountNumber: string; balance: string }[] }).accounts;
      const balance = balances.find((b) => b.accountNumber === account.accountNumber);
      expect(balance?.balance).toBe(world.statement(account.accountNumber).at(-1)?.balance);
    }
  });

  it('does not serve the balance at a single-slash path', async () => {
    const account = world.accounts[0];
    const res = await get(sandbox, `/accounts/balance/${account?.accountNumber}`, balancesAccept);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ httpStatusCode: 404, customCode: 'SBXG04', message: 'No such endpoint' });
  });

  it('refuses an account number that is not 16 alphanumeric characters', async () => {
    for (const number of ['ABC', 'ABCDEFGHJKLMNPQRS', 'ABCDEFGHJKLMNPQ-', 'ABCDEFGH%20JKLMNP']) {
      const res = await get(sandbox, `/accounts/balance//${number}`, balancesAccept);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalid('accountNumber', 'accountNumber must be 16 alphanumeric characters'));
    }
  });

  it('answers 404 for an account number it does not hold', async () => {
    const res = await get(sandbox, '/accounts/balance//ZZZZZZZZZZZZZZZZ', balancesAccept);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ httpStatusCode: 404, customCode: 'SBXA04', message: 'Account not found' });
  });

  it('answers the balances of every account of an entity', async () => {
    const entity = world.entities[0]?.id ?? '';
    const res = await get(sandbox, `/accounts/balance/?entity=${entity}`, balancesAccept);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      entity,
      accounts: world.accountsOf(entity).map((a) => world.balance(a.accountNumber)),
    });
    expect((res.body as { accounts: unknown[] }).accounts.length).toBeGreaterThanOrEqual(2);
  });

  it('answers an empty account list for an entity it does not hold', async () => {
    const res = await get(sandbox, '/accounts/balance/?entity=NOBODY', balancesAccept);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ entity: 'NOBODY', accounts: [] });
  });

  it('refuses a missing, empty or over-long entity', async () => {
    expect((await get(sandbox, '/accounts/balance/', balancesAccept)).body).toEqual(
      invalid('entity', 'entity must not be empty'),
    );
    expect((await get(sandbox, '/accounts/balance/?entity=', balancesAccept)).body).toEqual(
      invalid('entity', 'entity must not be empty'),
    );
    const long = await get(sandbox, `/accounts/balance/?entity=${'E'.repeat(33)}`, balancesAccept);
    expect(long.status).toBe(400);
    expect(long.body).toEqual(invalid('entity', 'entity must be at most 32 characters'));
    const longest = await get(sandbox, `/accounts/balance/?entity=${'E'.repeat(32)}`, balancesAccept);
    expect(longest.status).toBe(200);
  });

  it('requires an Accept header that allows the balance v1 type', async () => {
    const account = world.accounts[0]?.accountNumber;
    const body = {
      httpStatusCode: 406,
      customCode: 'SBXA06',
      message: 'The Accept header must allow application/vnd.provider.accounts.balance-v1+json',
    };
    const missing = await getWithoutAccept(sandbox, `/accounts/balance//${account}`);
    expect(missing.status).toBe(406);
    expect(missing.body).toEqual(body);
    const xml = await get(sandbox, `/accounts/balance/?entity=${world.entities[0]?.id}`, {
      accept: 'text/xml',
    });
    expect(xml.status).toBe(406);
    expect(xml.body).toEqual(body);
    for (const accept of ['application/json', 'application/vnd.provider.accounts.statements-v1+json']) {
      const res = await get(sandbox, `/accounts/balance//${account}`, { accept });
      expect([res.status, res.body]).toEqual([406, body]);
    }
    const ok = await get(sandbox, `/accounts/balance//${account}`, balancesAccept);
    expect([ok.status, ok.contentType]).toEqual([200, balancesAccept.accept]);
  });

  it('keeps every digit of a 17-digit balance', async () => {
    const accounts = world.accountsOf(world.entities[0]?.id ?? '');
    const treasury = accounts[accounts.length - 1];
    if (!treasury) throw new Error('no account');
    const balance = world.balance(treasury.accountNumber);
    expect(balance?.clearedBalance.replace(/\D/g, '').length).toBeGreaterThanOrEqual(17);
    const res = await get(sandbox, `/accounts/balance//${treasury.accountNumber}`, balancesAccept);
    expect(res.text).toContain(`"clearedBalance":${balance?.clearedBalance},`);
    expect(res.text).toContain(`"balance":${balance?.balance}}`);
  });
});
