import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentItem, World } from '../../src/sandbox/data/world.ts';
import type { RunningSandbox } from '../../src/sandbox/server.ts';
import { day, envelope, get, itemsBetween, payoutsAccept, startAccountsSandbox } from './accountsSupport.ts';

describe('sandbox payment item search by filters', () => {
  let sandbox: RunningSandbox;
  let world: World;
  let entity: string;
  let items: readonly PaymentItem[];
  let startDate: string;
  let endDate: string;
  let inRange: PaymentItem[];

  beforeAll(async () => {
    sandbox = await startAccountsSandbox();
    world = sandbox.state.world;
    entity = world.entities[0]?.id ?? '';
    items = world.paymentItems(entity);
    startDate = day(world.anchor, -30);
    endDate = day(world.anchor, -1);
    inRange = itemsBetween(items, startDate, endDate);
  });
  afterAll(() => sandbox.close());

  const search = (params: Record<string, string>) =>
    get(
      sandbox,
      `/payouts/events?${new URLSearchParams({ entity, startDate, endDate, pageNumber: '1', pageSize: '499', ...params })}`,
      payoutsAccept,
    );

  it('answers the items of the date range, both days inclusive, in paymentDatetime then paymentId order', async () => {
    const res = await search({});
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('application/vnd.provider.account-payouts-v2+json');
    expect(res.body).toEqual(envelope(inRange, 1, 499));
    expect(inRange.length).toBeGreaterThan(50);
    const keys = inRange.map((i) => `${i.paymentDatetime}|${i.paymentId}`);
    expect([...keys].sort()).toEqual(keys);
  });

  it('pages with pageNumber and pageSize, answering an empty page past the end', async () => {
    expect((await search({ pageNumber: '3', pageSize: '7' })).body).toEqual(envelope(inRange, 3, 7));
    const past = Math.ceil(inRange.length / 7) + 1;
    expect((await search({ pageNumber: String(past), pageSize: '7' })).body).toEqual(
      envelope(inRange, past, 7),
    );
  });

  it('matches payeeName and narrative as case-insensitive substrings', async () => {
    const sample = inRange[0];
    if (!sample) throw new Error('no item');
    const part = sample.payeeName.slice(-4).toUpperCase();
    const byName = inRange.filter((i) => i.payeeName.toLowerCase().includes(part.toLowerCase()));
    expect((await search({ payeeName: part })).body).toEqual(envelope(byName, 1, 499));
    const byNarrative = inRange.filter((i) => i.narrative.toLowerCase().includes('refund'));
    expect((await search({ narrative: 'REFUND' })).body).toEqual(envelope(byNarrative, 1, 499));
  });

  it('matches references, account number, currencies, country and amounts exactly', async () => {
    const sample = inRange.find((i) => i.sourceCurrency !== i.targetCurrency);
    if (!sample) throw new Error('no cross-currency item in range');
    expect(sample.sourceAmount).not.toBe(sample.targetAmount);
    const one = envelope([sample], 1, 499);
    expect((await search({ transactionReference: sample.transactionReference })).body).toEqual(one);
    expect((await search({ merchantReference: sample.transactionReference })).body).toEqual(one);
    expect((await search({ beneficiaryAccountNumber: sample.beneficiaryAccountNumber })).body).toEqual(one);
    const sameUbr = inRange.filter((i) => i.ubr === sample.ubr);
    expect((await search({ paymentReference: sample.ubr })).body).toEqual(envelope(sameUbr, 1, 499));
    const byCurrencies = inRange.filter(
      (i) =>
        i.sourceCurrency === sample.sourceCurrency &&
        i.targetCurrency === sample.targetCurrency &&
        i.countryCode === sample.countryCode,
    );
    const res = await search({
      sourceCurrency: sample.sourceCurrency.toLowerCase(),
      targetCurrency: sample.targetCurrency,
      countryCode: sample.countryCode.toLowerCase(),
    });
    expect(res.body).toEqual(envelope(byCurrencies, 1, 499));
    const bySource = inRange.filter((i) => i.sourceAmount === sample.sourceAmount);
    expect((await search({ sourceAmount: sample.sourceAmount })).body).toEqual(envelope(bySource, 1, 499));
    const byTarget = inRange.filter((i) => i.targetAmount === sample.targetAmount);
    expect((await search({ targetAmount: sample.targetAmount })).body).toEqual(envelope(byTarget, 1, 499));
  });

  it('compares amounts as decimals, so 12.5 finds 12.50', async () => {
    const sample = inRange.find((i) => i.sourceAmount.endsWith('0'));
    if (!sample) throw new Error('no amount ending in 0');
    const short = sample.sourceAmount.slice(0, -1);
    const matching = inRange.filter((i) => i.sourceAmount === sample.sourceAmount);
    expect((await search({ sourceAmount: short })).body).toEqual(envelope(matching, 1, 499));
  });

  it('answers an empty page when nothing matches', async () => {
    expect((await search({ payeeName: 'nobody by this name' })).body).toEqual({
      items: [],
      pagination: { pageNumber: 1, pageSize: 499, pageCount: 0, totalNumberOfRecords: 0 },
    });
  });

  it('answers SPAN16 for a well-formed entity it does not hold', async () => {
    const res = await search({ entity: 'ZZZZZZ' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      httpStatusCode: 404,
      customCode: 'SPAN16',
      message: 'Unable to find external consumer data',
    });
  });

  it('keeps every digit of an 18-digit amount', async () => {
    const huge = items.find((i) => i.sourceAmount.replace('.', '').length === 18);
    if (!huge) throw new Error('no 18-digit amount');
    const date = huge.paymentDatetime.slice(0, 10);
    const res = await get(
      sandbox,
      `/payouts/events?${new URLSearchParams({ entity, startDate: date, endDate: day(new Date(`${date}T00:00:00Z`), 1), pageNumber: '1', pageSize: '499', sourceAmount: huge.sourceAmount })}`,
      payoutsAccept,
    );
    expect(res.text).toContain(`"sourceAmount":${huge.sourceAmount},`);
    expect(res.body).toMatchObject({
      items: [{ paymentId: huge.paymentId, sourceAmount: huge.sourceAmount }],
    });
  });
});
