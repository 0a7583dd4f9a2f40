import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../src/sandbox/server.ts';
import { day, get, getWithoutAccept, payoutsAccept, startAccountsSandbox } from './accountsSupport.ts';

const dateMessage = 'start date is invalid; use ISO 8601 YYYY-MM-DD';

describe('sandbox payment item search validation', () => {
  let sandbox: RunningSandbox;
  let entity: string;
  let valid: Record<string, string>;
  let today: string;

  beforeAll(async () => {
    sandbox = await startAccountsSandbox();
    const world = sandbox.state.world;
    entity = world.entities[0]?.id ?? '';
    today = sandbox.clock.now().toISOString().slice(0, 10);
    valid = {
      entity,
      startDate: day(world.anchor, -20),
      endDate: day(world.anchor, -1),
      pageNumber: '1',
      pageSize: '10',
    };
  });
  afterAll(() => sandbox.close());

  const search = (
    params: Record<string, string | undefined>,
    headers: Record<string, string> = payoutsAccept,
  ) => {
    const merged = Object.entries({ ...valid, ...params }).filter(
      (e): e is [string, string] => e[1] !== undefined,
    );
    return get(sandbox, `/payouts/events?${new URLSearchParams(merged)}`, headers);
  };
  const schemaError = (errors: Record<string, string[]>) => ({
    errors,
    httpStatusCode: 400,
    customCode: 'SPAB05',
    message: Object.values(errors)[0]?.[0],
  });

  it('accepts the valid baseline request', async () => {
    expect((await search({})).status).toBe(200);
  });

  it('refuses a missing or empty entity', async () => {
    for (const value of [undefined, '']) {
      const res = await search({ entity: value });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(schemaError({ entity: ['entity must not be empty'] }));
    }
  });

  it('refuses an entity that is not 6 characters or contains I or O', async () => {
    for (const value of ['ABC12', 'ABC1234', 'ABCDI1', 'OBCDE1', 'abcdo1', 'ABC-12']) {
      const res = await search({ entity: value });
      expect(res.body).toEqual(
        schemaError({ entity: ['entity must be 6 characters long and not contain I or O'] }),
      );
    }
  });

  it('refuses empty, malformed, impossible and minimum dates', async () => {
    for (const value of [undefined, '', '2024/01/01', '2024-02-30', '20240101', '0001-01-01']) {
      expect((await search({ startDate: value })).body).toEqual(schemaError({ startDate: [dateMessage] }));
      expect((await search({ endDate: value })).body).toEqual(schemaError({ endDate: [dateMessage] }));
    }
  });

  it('refuses dates that are not before the current date', async () => {
    expect((await search({ endDate: today })).body).toEqual(schemaError({ endDate: [dateMessage] }));
    const tomorrow = day(new Date(`${today}T00:00:00Z`), 1);
    expect((await search({ startDate: today, endDate: tomorrow })).body).toEqual(
      schemaError({ startDate: [dateMessage], endDate: [dateMessage] }),
    );
  });

  it('refuses equal dates, a start after the end and a span above 30 days with the start-date message', async () => {
    const end = valid.endDate ?? '';
    const endAt = new Date(`${end}T00:00:00Z`);
    for (const startDate of [end, day(endAt, 1), day(endAt, -31)]) {
      expect((await search({ startDate, endDate: end })).body).toEqual(
        schemaError({ startDate: [dateMessage] }),
      );
    }
    expect((await search({ startDate: day(endAt, -30), endDate: end })).status).toBe(200);
  });

  it('refuses a page number that is missing, zero or negative', async () => {
    for (const value of [undefined, '', '0', '-1', 'one']) {
      expect((await search({ pageNumber: value })).body).toEqual(
        schemaError({ pageNumber: ['page must be greater than 0'] }),
      );
    }
  });

  it('refuses a page size that is missing, below 1 or 500 and above', async () => {
    for (const value of [undefined, '', '0', '-5', '500', '1000']) {
      expect((await search({ pageSize: value })).body).toEqual(
        schemaError({ pageSize: ['page size must be greater than 0 and less than 500'] }),
      );
    }
    expect((await search({ pageSize: '499' })).status).toBe(200);
  });

  it('refuses text filters over their lengths', async () => {
    const res = await search({
      payeeName: 'p'.repeat(141),
      narrative: 'n'.repeat(51),
      transactionReference: 't'.repeat(51),
      beneficiaryAccountNumber: '1'.repeat(51),
      merchantReference: 'm'.repeat(51),
      paymentReference: 'r'.repeat(51),
    });
    expect(res.body).toEqual(
      schemaError({
        payeeName: ['payeeName must be at most 140 characters'],
        narrative: ['narrative must be at most 50 characters'],
        transactionReference: ['transactionReference must be at most 50 characters'],
        beneficiaryAccountNumber: ['beneficiaryAccountNumber must be at most 50 characters'],
        merchantReference: ['merchantReference must be at most 50 characters'],
        paymentReference: ['paymentReference must be at most 50 characters'],
      }),
    );
    const longest = await search({ payeeName: 'p'.repeat(140), narrative: 'n'.repeat(50) });
    expect(longest.status).toBe(200);
  });

  it('refuses an IBAN as beneficiary account number', async () => {
    expect((await search({ beneficiaryAccountNumber: 'GB29NWBK60161331926819' })).body).toEqual(
      schemaError({ beneficiaryAccountNumber: ['beneficiaryAccountNumber must not be an IBAN'] }),
    );
  });

  it('refuses currencies that are not ISO 4217 codes', async () => {
    for (const value of ['EU', 'EURO', 'E1R', 'XYZ']) {
      expect((await search({ sourceCurrency: value, targetCurrency: value })).body).toEqual(
        schemaError({
          sourceCurrency: ['sourceCurrency must be a 3-letter ISO 4217 currency code'],
          targetCurrency: ['targetCurrency must be a 3-letter ISO 4217 currency code'],
        }),
      );
    }
  });

  it('refuses amounts that are not decimals with at most 2 places and 19 characters', async () => {
    for (const value of ['12.345', '-1.00', '1e3', 'abc', '12345678901234567.89', '.5']) {
      expect((await search({ sourceAmount: value, targetAmount: value })).body).toEqual(
        schemaError({
          sourceAmount: [
            'sourceAmount must be a decimal number of 1 to 19 characters with at most 2 decimal places',
          ],
          targetAmount: [
            'targetAmount must be a decimal number of 1 to 19 characters with at most 2 decimal places',
          ],
        }),
      );
    }
    expect((await search({ sourceAmount: '1234567890123456.78' })).status).toBe(200);
  });

  it('refuses a country code that is not 2 letters', async () => {
    for (const value of ['G', 'GBR', '12']) {
      expect((await search({ countryCode: value })).body).toEqual(
        schemaError({ countryCode: ['countryCode must be a 2-letter ISO 3166-1 alpha-2 code'] }),
      );
    }
  });

  it('reports every broken rule at once', async () => {
    const res = await search({ entity: '', startDate: 'x', pageNumber: '0', pageSize: '500' });
    expect(res.body).toEqual(
      schemaError({
        entity: ['entity must not be empty'],
        startDate: [dateMessage],
        pageNumber: ['page must be greater than 0'],
        pageSize: ['page size must be greater than 0 and less than 500'],
      }),
    );
  });

  it('answers SPAV01 when the account-payouts version is missing, wrong or conflicting', async () => {
    const body = {
      httpStatusCode: 400,
      customCode: 'SPAV01',
      message: 'An API version is required, but was not specified.',
    };
    const missing = await getWithoutAccept(sandbox, `/payouts/events?${new URLSearchParams(valid)}`);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual(body);
    const accepts = [
      '*/*',
      'application/json',
      'application/vnd.provider.account-payouts-v1+json',
      'application/vnd.other.account-payouts-v2+json',
      'application/vnd.provider.account-payouts-v2+json, application/vnd.provider.account-payouts-v3+json',
    ];
    for (const accept of accepts) {
      const res = await search({}, { accept });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(body);
    }
    const alongside = 'application/json;q=0.5, application/vnd.provider.account-payouts-v2+json';
    expect((await search({}, { accept: alongside })).status).toBe(200);
  });

  it('checks the version before the parameters', async () => {
    const res = await search({ entity: '' }, { accept: 'application/json' });
    expect(res.body).toMatchObject({ customCode: 'SPAV01' });
  });

  it('answers SPAB01 for a caller id over 100 characters', async () => {
    const res = await search({}, { ...payoutsAccept, 'x-caller-id': 'c'.repeat(101) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      httpStatusCode: 400,
      customCode: 'SPAB01',
      message: 'There was an error in the request',
    });
    expect((await search({}, { ...payoutsAccept, 'x-caller-id': 'c'.repeat(100) })).status).toBe(200);
  });

  it('answers SPAE11X without credentials', async () => {
    const res = await fetch(`${sandbox.url}/payouts/events?${new URLSearchParams(valid)}`, {
      headers: payoutsAccept,
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      httpStatusCode: 401,
      customCode: 'SPAE11X',
      message: 'Unauthorized request',
    });
  });
});
