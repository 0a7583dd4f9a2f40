import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basicPath,
  fastAccessPath,
  type PayoutsApi,
  payoutRequest,
  startPayoutsApi,
} from './payoutsSupport.ts';

let api: PayoutsApi;
beforeAll(async () => {
  api = await startPayoutsApi();
});
afterAll(() => api.close());

describe('media types', () => {
  it('answers 415 to a body that is not application/json', async () => {
    const res = await api.post(basicPath, JSON.stringify(payoutRequest()), { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      httpStatusCode: 415,
      customCode: 'SBXP15',
      message: 'Unsupported Media Type',
    });
  });

  it('accepts application/json with a charset parameter', async () => {
    const res = await api.post(basicPath, payoutRequest(), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(res.status).toBe(201);
  });

  it.each(['*/*', 'application/*', 'application/json'])('accepts Accept %s', async (accept) => {
    expect((await api.post(fastAccessPath, payoutRequest(), { accept })).status).toBe(201);
  });

  it('answers 406 when the caller accepts no JSON', async () => {
    const res = await api.post(basicPath, payoutRequest(), { accept: 'text/html' });
    expect(res.status).toBe(406);
    expect(res.body).toEqual({
      httpStatusCode: 406,
      customCode: 'SBXP06',
      message: 'Not Acceptable: payouts answer application/json',
    });
  });

  it('stores nothing for a rejected request', async () => {
    const body = payoutRequest({ reference: 'rejected-ref', amount: -1 });
    expect((await api.post(basicPath, body)).status).toBe(400);
    const found = await api.get('/payouts/query?transactionReference=rejected-ref&entity=MRCH01');
    expect(found.status).toBe(404);
  });
});
