import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  basicPath,
  fastAccessPath,
  hrefOf,
  links,
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

const isoWithMillis = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function create(path: string, options: { amount?: number; cardHolderName?: string } = {}) {
  const instrument = { ...plainCard, cardHolderName: options.cardHolderName ?? 'Jane Doe' };
  const res = await api.post(path, payoutRequest({ instrument, amount: options.amount ?? 2500 }));
  return res;
}

describe('payout creation outcomes', () => {
  it('answers a basic disbursement with 201, requestReceived, a Location and the spec HAL links', async () => {
    const res = await create(basicPath);
    const payoutHref = hrefOf(res.body, 'payouts:payout');
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(payoutHref);
    expect(res.headers.get('content-type')).toBe('application/vnd.provider.payouts-v3+json');
    expect(payoutHref).toMatch(new RegExp(`^${api.url}/payouts/[A-Za-z0-9_-]{24}$`));
    expect(res.body).toEqual({
      outcome: 'requestReceived',
      receivedAt: expect.stringMatching(isoWithMillis),
      _links: links(api.url, payoutHref),
    });
  });

  it('stamps receivedAt with the sandbox clock, not the wall clock', async () => {
    await api.advance(72 * 60 * 60_000);
    const res = await create(basicPath);
    const receivedAt = Date.parse((res.body as { receivedAt: string }).receivedAt);
    expect(receivedAt).toBeGreaterThanOrEqual(Date.now() + 71 * 60 * 60_000);
  });

  it.each([
    [basicPath, 310, 'refused'],
    [basicPath, 320, 'error'],
    [fastAccessPath, 310, 'refused'],
    [fastAccessPath, 320, 'error'],
  ])('%s with amount %i answers %s', async (path, amount, outcome) => {
    const res = await create(path, { amount, cardHolderName: 'APPROVED' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      outcome,
      receivedAt: expect.stringMatching(isoWithMillis),
      _links: links(api.url, hrefOf(res.body, 'payouts:payout')),
    });
  });

  it.each([
    ['APPROVED', 'approved'],
    ['REFUSED', 'refused'],
    ['REFUSED14', 'refused'],
    ['REFUSED54', 'refused'],
    ['REFUSED57', 'refused'],
    ['REFUSED61', 'refused'],
    ['REFUSED62', 'refused'],
    ['PENDINGAPPROVED', 'pending'],
    ['PENDINGREFUSED', 'pending'],
    ['PENDINGTIMEOUT', 'pending'],
    ['ERROR', 'error'],
    ['QUERYREQUIRED', 'queryRequired'],
    ['Jane Doe', 'requested'],
  ])('fast access with card holder name %s answers %s', async (cardHolderName, outcome) => {
    const res = await create(fastAccessPath, { cardHolderName });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      outcome,
      receivedAt: expect.stringMatching(isoWithMillis),
      _links: links(api.url, hrefOf(res.body, 'payouts:payout')),
    });
  });

  it('answers fast access without a card holder name as the default walk (requested)', async () => {
    const { cardHolderName: _omitted, ...instrument } = plainCard;
    const res = await api.post(fastAccessPath, payoutRequest({ instrument }));
    expect(res.status).toBe(201);
    expect((res.body as { outcome: string }).outcome).toBe('requested');
  });

  it('ignores the fast-access card holder names on basic disbursements', async () => {
    const res = await create(basicPath, { cardHolderName: 'REFUSED' });
    expect((res.body as { outcome: string }).outcome).toBe('requestReceived');
  });

  it('lets the amount test values win over the card holder name', async () => {
    const res = await create(fastAccessPath, { amount: 310, cardHolderName: 'APPROVED' });
    expect((res.body as { outcome: string }).outcome).toBe('refused');
  });

  it('answers a basic queryRequired (amount 330) with the payouts:update link already present', async () => {
    const res = await create(basicPath, { amount: 330 });
    const payoutHref = hrefOf(res.body, 'payouts:payout');
    const updateHref = hrefOf(res.body, 'payouts:update');
    expect(res.status).toBe(201);
    expect(updateHref).toMatch(new RegExp(`^${api.url}/payouts/[A-Za-z0-9_-]{24}$`));
    expect(updateHref).not.toBe(payoutHref);
    expect(res.body).toEqual({
      outcome: 'queryRequired',
      receivedAt: expect.stringMatching(isoWithMillis),
      _links: links(api.url, payoutHref, updateHref),
    });
  });

  it.each([330, 331, 332])(
    'answers a fast-access queryRequired (amount %i) without an update link yet',
    async (amount) => {
      const res = await create(fastAccessPath, { amount });
      expect(res.body).toEqual({
        outcome: 'queryRequired',
        receivedAt: expect.stringMatching(isoWithMillis),
        _links: links(api.url, hrefOf(res.body, 'payouts:payout')),
      });
    },
  );

  it('gives every payout its own opaque location, unrelated to the transactionReference', async () => {
    const body = payoutRequest({ reference: 'same-looking-ref' });
    const a = await api.post(basicPath, body);
    const b = await api.post(basicPath, { ...body, merchant: { entity: 'MRCH02' } });
    const hrefA = hrefOf(a.body, 'payouts:payout');
    const hrefB = hrefOf(b.body, 'payouts:payout');
    expect(hrefA).not.toBe(hrefB);
    expect(hrefA).not.toContain('same-looking-ref');
  });
});
