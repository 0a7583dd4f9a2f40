import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { World } from '../../src/sandbox/data/world.ts';
import type { RunningSandbox } from '../../src/sandbox/server.ts';
import { envelope, get, payoutsAccept, startAccountsSandbox } from './accountsSupport.ts';

describe('sandbox payment item search by UBR and by payment id', () => {
  let sandbox: RunningSandbox;
  let world: World;

  beforeAll(async () => {
    sandbox = await startAccountsSandbox();
    world = sandbox.state.world;
  });
  afterAll(() => sandbox.close());

  const notFound = { httpStatusCode: 404, customCode: 'SPAN19', message: 'Payment not found' };

  it('answers every item of a batch UBR, ten per page by default', async () => {
    const batch = world.paymentItems(world.entities[0]?.id ?? '')[0];
    if (!batch) throw new Error('no item');
    const all = world.paymentItemsByUbr(batch.ubr);
    expect(all.length).toBe(25);
    const res = await get(sandbox, `/payouts/events/${batch.ubr}`, payoutsAccept);
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('application/vnd.provider.account-payouts-v2+json');
    expect(res.body).toEqual(envelope(all, 1, 10));
    const third = await get(sandbox, `/payouts/events/${batch.ubr}?pageNumber=3&pageSize=10`, payoutsAccept);
    expect(third.body).toEqual(envelope(all, 3, 10));
  });

  it('answers a single payout by its UBR', async () => {
    const single = world
      .allPaymentItems()
      .find((item) => world.allPaymentItems().filter((other) => other.ubr === item.ubr).length === 1);
    if (!single) throw new Error('no single payout');
    const res = await get(sandbox, `/payouts/events/${single.ubr}?pageSize=499`, payoutsAccept);
    expect(res.body).toEqual(envelope([single], 1, 499));
  });

  it('answers SPAN19 for a well-formed UBR it does not hold', async () => {
    const res = await get(sandbox, '/payouts/events/PZ000000', payoutsAccept);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFound);
  });

  it('refuses a UBR that is not 8 to 10 alphanumeric characters with a PN, PZ or PO prefix', async () => {
    const message = 'ubr must be 8 to 10 alphanumeric characters starting with PN, PZ or PO';
    for (const ubr of ['PN12345', 'PN123456789', 'PX123456', 'AB123456', 'PN12-456', 'pn123456']) {
      const res = await get(sandbox, `/payouts/events/${ubr}`, payoutsAccept);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        errors: { ubr: [message] },
        httpStatusCode: 400,
        customCode: 'SPAB05',
        message,
      });
    }
  });

  it('refuses bad paging on a UBR search', async () => {
    const ubr = world.allPaymentItems()[0]?.ubr;
    const res = await get(sandbox, `/payouts/events/${ubr}?pageNumber=0&pageSize=500`, payoutsAccept);
    expect(res.body).toEqual({
      errors: {
        pageNumber: ['page must be greater than 0'],
        pageSize: ['page size must be greater than 0 and less than 500'],
      },
      httpStatusCode: 400,
      customCode: 'SPAB05',
      message: 'page must be greater than 0',
    });
  });

  it('answers one item by payment id, in the search envelope, whatever the GUID case', async () => {
    const item = world.allPaymentItems()[42];
    if (!item) throw new Error('no item');
    const res = await get(sandbox, `/payouts/events/id/${item.paymentId.toUpperCase()}`, payoutsAccept);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(envelope([item], 1, 10));
  });

  it('answers SPAN19 for a payment id it does not hold', async () => {
    const res = await get(sandbox, '/payouts/events/id/00000000-0000-4000-8000-000000000000', payoutsAccept);
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFound);
  });

  it('refuses a payment id that is not a GUID', async () => {
    const message = 'paymentId must be a GUID';
    const res = await get(sandbox, '/payouts/events/id/not-a-guid', payoutsAccept);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: { paymentId: [message] },
      httpStatusCode: 400,
      customCode: 'SPAB05',
      message,
    });
  });

  it('answers SPAV01 and SPAB01 on the UBR and id searches too', async () => {
    const item = world.allPaymentItems()[0];
    for (const path of [`/payouts/events/${item?.ubr}`, `/payouts/events/id/${item?.paymentId}`]) {
      const missing = await get(sandbox, path, { accept: 'application/json' });
      expect(missing.body).toEqual({
        httpStatusCode: 400,
        customCode: 'SPAV01',
        message: 'An API version is required, but was not specified.',
      });
      const caller = await get(sandbox, path, { ...payoutsAccept, 'x-caller-id': 'x'.repeat(101) });
      expect(caller.body).toEqual({
        httpStatusCode: 400,
        customCode: 'SPAB01',
        message: 'There was an error in the request',
      });
    }
  });
});
