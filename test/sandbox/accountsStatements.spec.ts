import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, World } from '../../src/sandbox/data/world.ts';
import type { RunningSandbox } from '../../src/sandbox/server.ts';
import { get, getWithoutAccept, startAccountsSandbox, statementsAccept } from './accountsSupport.ts';

const dayMs = 86_400_000;

describe('sandbox account statements', () => {
  let sandbox: RunningSandbox;
  let world: World;
  let account: Account;
  let from: Date;
  let to: Date;

  const iso = (at: Date) => at.toISOString();
  const statementPath = (params: Record<string, string>) =>
    `/accounts/statements/?${new URLSearchParams(params).toString()}`;
  const invalid = (field: string, message: string) => ({
    errors: { [field]: [message] },
    httpStatusCode: 400,
    customCode: 'SBXA01',
    message,
  });

  beforeAll(async () => {
    sandbox = await startAccountsSandbox();
    world = sandbox.state.world;
    const first = world.accounts[0];
    if (!first) throw new Error('world has no accounts');
    account = first;
    from = new Date(world.anchor.getTime() - 20 * dayMs);
    to = new Date(world.anchor.getTime() - 5 * dayMs);
  });
  afterAll(() => sandbox.close());

  const query = (extra: Record<string, string> = {}) =>
    statementPath({ accountNumber: account.accountNumber, startDate: iso(from), endDate: iso(to), ...extra });

  it('answers the first entry of the range with the default page size of 1', async () => {
    const expected = world.statementBetween(account.accountNumber, from, to);
    const res = await get(sandbox, query(), statementsAccept);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      accountNumber: account.accountNumber,
      currency: account.currency,
      accountStatementItems: expected.slice(0, 1),
      pageNumber: 1,
      pageSize: 1,
      pageCount: expected.length,
      totalNumberOfRecords: expected.length,
    });
  });

  it('pages with pageNumber and pageSize, entries ascending by timestamp, start inclusive and end exclusive', async () => {
    const expected = world.statementBetween(account.accountNumber, from, to);
    expect(expected.length).toBeGreaterThan(200);
    const res = await get(sandbox, query({ pageNumber: '2', pageSize: '100' }), statementsAccept);
    expect(res.body).toEqual({
      accountNumber: account.accountNumber,
      currency: account.currency,
      accountStatementItems: expected.slice(100, 200),
      pageNumber: 2,
      pageSize: 100,
      pageCount: Math.ceil(expected.length / 100),
      totalNumberOfRecords: expected.length,
    });
    const stamps = expected.map((i) => i.timestamp);
    expect([...stamps].sort()).toEqual(stamps);
    const exact = expected[3];
    if (!exact) throw new Error('no entry');
    const startingThere = await get(
      sandbox,
      query({ startDate: exact.timestamp, endDate: iso(to), pageSize: '1' }),
      statementsAccept,
    );
    expect((startingThere.body as { accountStatementItems: unknown[] }).accountStatementItems).toEqual([
      exact,
    ]);
    const endingThere = await get(
      sandbox,
      query({ startDate: iso(from), endDate: exact.timestamp, pageNumber: '4', pageSize: '1' }),
      statementsAccept,
    );
    expect(endingThere.body).toMatchObject({ accountStatementItems: [], totalNumberOfRecords: 3 });
  });

  it('answers an empty page past the last one', async () => {
    const total = world.statementBetween(account.accountNumber, from, to).length;
    const res = await get(sandbox, query({ pageNumber: String(total + 1) }), statementsAccept);
    expect(res.body).toEqual({
      accountNumber: account.accountNumber,
      currency: account.currency,
      accountStatementItems: [],
      pageNumber: total + 1,
      pageSize: 1,
      pageCount: total,
      totalNumberOfRecords: total,
    });
  });

  it("uses the account's currency for a range without entries", async () => {
    const start = new Date(world.anchor.getTime() - 300 * dayMs);
    const res = await get(
      sandbox,
      query({ startDate: iso(start), endDate: iso(new Date(start.getTime() + 10 * dayMs)) }),
      statementsAccept,
    );
    expect(res.body).toEqual({
      accountNumber: account.accountNumber,
      currency: account.currency,
      accountStatementItems: [],
      pageNumber: 1,
      pageSize: 1,
      pageCount: 0,
      totalNumberOfRecords: 0,
    });
  });

  it('accepts a range of exactly 31 days and the largest page size of 500', async () => {
    const start = new Date(to.getTime() - 31 * dayMs);
    const res = await get(sandbox, query({ startDate: iso(start), pageSize: '500' }), statementsAccept);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pageSize: 500 });
  });

  it('refuses a statement range longer than 31 days', async () => {
    const start = new Date(to.getTime() - 31 * dayMs - 1_000);
    const res = await get(sandbox, query({ startDate: iso(start) }), statementsAccept);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalid('endDate', 'endDate must be at most 31 days after startDate'));
  });

  it('refuses an end date in the future', async () => {
    const future = new Date(sandbox.clock.now().getTime() + 60_000);
    const res = await get(sandbox, query({ endDate: iso(future) }), statementsAccept);
    expect(res.body).toEqual(invalid('endDate', 'endDate must be in the past'));
  });

  it('refuses a start date in the future along with every other broken rule', async () => {
    const future = new Date(sandbox.clock.now().getTime() + 60_000);
    const res = await get(
      sandbox,
      statementPath({ accountNumber: '', startDate: iso(future), endDate: 'yesterday', pageSize: '0' }),
      statementsAccept,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: {
        accountNumber: ['accountNumber must not be empty'],
        startDate: ['startDate must be in the past'],
        endDate: ['endDate must be an ISO 8601 UTC date-time, e.g. 2024-01-31T00:00:00Z'],
        pageSize: ['pageSize must be an integer from 1 to 500'],
      },
      httpStatusCode: 400,
      customCode: 'SBXA01',
      message: 'accountNumber must not be empty',
    });
  });

  it("takes an account number of any length: 16 characters is the balance lookup's rule, not the statement's", async () => {
    const short = world.accountsOf('MindPalaceLtd').find((a) => a.accountNumber.length === 12);
    if (!short) throw new Error('MindPalaceLtd has no 12-character account');
    const res = await get(
      sandbox,
      statementPath({
        accountNumber: short.accountNumber,
        startDate: iso(from),
        endDate: iso(to),
        pageSize: '2',
      }),
      statementsAccept,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accountNumber: short.accountNumber, currency: 'GBP', pageSize: 2 });
    const unknown = await get(sandbox, query({ accountNumber: 'short' }), statementsAccept);
    expect(unknown.status).toBe(404);
  });

  it('accepts equal start and end dates: an empty range', async () => {
    const res = await get(sandbox, query({ endDate: iso(from) }), statementsAccept);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accountStatementItems: [], totalNumberOfRecords: 0 });
  });

  it('refuses an end date before the start date', async () => {
    const res = await get(
      sandbox,
      query({ endDate: iso(new Date(from.getTime() - 1_000)) }),
      statementsAccept,
    );
    expect(res.body).toEqual(invalid('endDate', 'endDate must not be before startDate'));
  });

  it('refuses dates that are not ISO 8601 UTC date-times', async () => {
    const message = 'startDate must be an ISO 8601 UTC date-time, e.g. 2024-01-31T00:00:00Z';
    for (const startDate of ['2024-01-01', '2024-01-01T10:00:00+02:00', '2024-02-30T00:00:00Z', '', 'now']) {
      const res = await get(sandbox, query({ startDate }), statementsAccept);
      expect(res.body).toEqual(invalid('startDate', message));
    }
  });

  it('accepts a zero offset and fractional seconds as UTC', async () => {
    const startDate = `${iso(from).slice(0, 19)}.5+00:00`;
    const res = await get(sandbox, query({ startDate }), statementsAccept);
    expect(res.status).toBe(200);
  });

  it('refuses page sizes outside 1 to 500 and page numbers below 1', async () => {
    for (const pageSize of ['0', '501', 'abc', '', '-1', '1.5']) {
      const res = await get(sandbox, query({ pageSize }), statementsAccept);
      expect(res.body).toEqual(invalid('pageSize', 'pageSize must be an integer from 1 to 500'));
    }
    for (const pageNumber of ['0', '-3', 'x']) {
      const res = await get(sandbox, query({ pageNumber }), statementsAccept);
      expect(res.body).toEqual(invalid('pageNumber', 'pageNumber must be an integer greater than 0'));
    }
  });

  it('refuses a missing account number', async () => {
    const res = await get(
      sandbox,
      statementPath({ startDate: iso(from), endDate: iso(to) }),
      statementsAccept,
    );
    expect(res.body).toEqual(invalid('accountNumber', 'accountNumber must not be empty'));
  });

  it('answers 404 for an account number it does not hold', async () => {
    const res = await get(sandbox, query({ accountNumber: 'ZZZZZZZZZZZZZZZZ' }), statementsAccept);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ httpStatusCode: 404, customCode: 'SBXA04', message: 'Account not found' });
  });

  it('requires an Accept header that allows the statements v1 type', async () => {
    const body = {
      httpStatusCode: 406,
      customCode: 'SBXA06',
      message: 'The Accept header must allow application/vnd.provider.accounts.statements-v1+json',
    };
    const missing = await getWithoutAccept(sandbox, query());
    expect(missing.status).toBe(406);
    expect(missing.body).toEqual(body);
    for (const accept of [
      'application/xml',
      'application/json',
      'application/vnd.provider.account-payouts-v2+json',
      'application/vnd.provider.accounts.balance-v1+json',
    ]) {
      const res = await get(sandbox, query(), { accept });
      expect(res.status).toBe(406);
      expect(res.body).toEqual(body);
    }
    expect((await get(sandbox, query(), { accept: '*/*' })).status).toBe(200);
    const ok = await get(sandbox, query(), statementsAccept);
    expect([ok.status, ok.contentType]).toEqual([200, statementsAccept.accept]);
  });

  it('writes amounts, rates and balances as JSON numbers with two decimal places', async () => {
    const res = await get(sandbox, query({ pageSize: '500' }), statementsAccept);
    const crossCurrency = world
      .statementBetween(account.accountNumber, from, to)
      .slice(0, 500)
      .find((i) => i.rate !== undefined);
    if (!crossCurrency?.rate || !crossCurrency.originalAmount) throw new Error('no cross-currency entry');
    expect(res.text).toContain(`"amount":${crossCurrency.amount},`);
    expect(res.text).toContain(`"rate":${crossCurrency.rate},`);
    expect(res.text).toContain(`"originalAmount":${crossCurrency.originalAmount}`);
    expect(res.text).toContain(`"balance":${crossCurrency.balance},`);
  });
});
