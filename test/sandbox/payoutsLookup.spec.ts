import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basicPath,
  fastAccessPath,
  hrefOf,
  links,
  minute,
  type PayoutsApi,
  payoutRequest,
  plainCard,
  startPayoutsApi,
} from './payoutsSupport.ts';

let api: PayoutsApi;
beforeAll(async () => {
  api = await startPayoutsApi();
});
afterAll(() => api.close());

const notFound = { httpStatusCode: 404, customCode: 'SBXP10', message: 'Payout not found' };
const query = (reference: string, entity: string) =>
  `/payouts/query?transactionReference=${encodeURIComponent(reference)}&entity=${encodeURIComponent(entity)}`;

describe('GET /payouts/{resource}', () => {
  it('answers 404 SBXP10 for a location it never handed out', async () => {
    const res = await api.get('/payouts/AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFound);
  });

  it('requires Basic credentials', async () => {
    const res = await api.get('/payouts/AAAAAAAAAAAAAAAAAAAAAAAA', { authorization: 'Basic bm9wZTpub3Bl' });
    expect(res.status).toBe(401);
  });

  it('answers 406 to a GET that accepts no JSON', async () => {
    const created = await api.post(basicPath, payoutRequest());
    const res = await api.get(hrefOf(created.body, 'payouts:payout'), { accept: 'text/html' });
    expect(res.status).toBe(406);
  });
});

describe('GET /payouts/query', () => {
  it('recovers a payout by transactionReference and entity, with its current outcome', async () => {
    const created = await api.post(
      fastAccessPath,
      payoutRequest({ reference: 'lost-ref 1/ü', entity: 'MRCH07' }),
    );
    const href = hrefOf(created.body, 'payouts:payout');
    const { receivedAt } = created.body as { receivedAt: string };
    await api.advance(minute);
    const res = await api.get(query('lost-ref 1/ü', 'MRCH07'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ outcome: 'pending', receivedAt, _links: links(api.url, href) });
  });

  it('does not find a payout under another entity', async () => {
    await api.post(basicPath, payoutRequest({ reference: 'entity-scoped', entity: 'MRCH01' }));
    const res = await api.get(query('entity-scoped', 'MRCH02'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual(notFound);
  });

  it('requires both query parameters', async () => {
    const res = await api.get('/payouts/query?transactionReference=');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: {
        transactionReference: ['transactionReference is required'],
        entity: ['entity is required'],
      },
      httpStatusCode: 400,
      customCode: 'SBXP02',
      message: 'transactionReference and entity are required',
    });
  });

  it('shows a basic queryRequired payout with its update link', async () => {
    const created = await api.post(basicPath, payoutRequest({ reference: 'qr-basic', amount: 330 }));
    const res = await api.get(query('qr-basic', 'MRCH01'));
    expect(res.body).toEqual(created.body);
  });
});

describe('duplicate transactionReference', () => {
  it('replays the original response with 200 for the same request, creating no second payout', async () => {
    const body = payoutRequest({
      reference: 'dup-same',
      instrument: { ...plainCard, cardHolderName: 'Jane Doe' },
    });
    const first = await api.post(fastAccessPath, body);
    await api.advance(10 * minute);
    const second = await api.post(fastAccessPath, body);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const current = await api.get(hrefOf(first.body, 'payouts:payout'));
    expect((current.body as { outcome: string }).outcome).toBe('approved');
  });

  it('recognises the same request whatever its key order', async () => {
    const body = payoutRequest({ reference: 'dup-order' });
    const first = await api.post(basicPath, body);
    const reordered = {
      instruction: body.instruction,
      merchant: body.merchant,
      transactionReference: body.transactionReference,
    };
    const second = await api.post(basicPath, reordered);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  it('answers 409 SBXP09 when the reference comes back with another request', async () => {
    await api.post(basicPath, payoutRequest({ reference: 'dup-other', amount: 100 }));
    const res = await api.post(basicPath, payoutRequest({ reference: 'dup-other', amount: 200 }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      httpStatusCode: 409,
      customCode: 'SBXP09',
      message: 'transactionReference already used by another payout of this entity',
    });
  });

  it('answers 409 when the same reference is sent to the other flow', async () => {
    const body = payoutRequest({ reference: 'dup-flow' });
    await api.post(basicPath, body);
    expect((await api.post(fastAccessPath, body)).status).toBe(409);
  });

  it('lets another entity use the same reference', async () => {
    await api.post(basicPath, payoutRequest({ reference: 'dup-entity', entity: 'MRCH01' }));
    const res = await api.post(basicPath, payoutRequest({ reference: 'dup-entity', entity: 'MRCH02' }));
    expect(res.status).toBe(201);
  });
});

describe('stored records', () => {
  it('keep no card number, token or device PAN', async () => {
    await api.post(
      basicPath,
      payoutRequest({ reference: 'no-pan', instrument: { ...plainCard, cardNumber: '5555555555554444' } }),
    );
    const wallet = { type: 'card/networkToken+applepay', dpan: '4035501000000008' };
    await api.post(basicPath, payoutRequest({ reference: 'no-dpan', instrument: wallet }));
    const record = api.sandbox.state.payouts.findByReference('MRCH01', 'no-pan');
    const walletRecord = api.sandbox.state.payouts.findByReference('MRCH01', 'no-dpan');
    const stored = JSON.stringify([record, walletRecord]);
    expect(record).toBeDefined();
    expect(stored).not.toContain('5555555555554444');
    expect(stored).not.toContain('4035501000000008');
  });
});
