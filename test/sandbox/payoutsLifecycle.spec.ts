import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  basicPath,
  fastAccessPath,
  hour,
  hrefOf,
  links,
  minute,
  type PayoutsApi,
  payoutRequest,
  plainCard,
  startPayoutsApi,
} from './payoutsSupport.ts';

let api: PayoutsApi;
beforeEach(async () => {
  api = await startPayoutsApi();
});
afterEach(() => api.close());

interface Created {
  readonly href: string;
  readonly receivedAt: string;
  readonly body: unknown;
}

async function create(path: string, cardHolderName: string, amount = 2500): Promise<Created> {
  const res = await api.post(path, payoutRequest({ instrument: { ...plainCard, cardHolderName }, amount }));
  expect(res.status).toBe(201);
  const { receivedAt } = res.body as { receivedAt: string };
  return { href: hrefOf(res.body, 'payouts:payout'), receivedAt, body: res.body };
}

/** Advances the clock to each mark (ms after creation) and records the polled outcome there. */
async function outcomesAt(href: string, marks: readonly number[]): Promise<string[]> {
  const seen: string[] = [];
  let at = 0;
  for (const mark of marks) {
    await api.advance(mark - at);
    at = mark;
    const res = await api.get(href);
    expect(res.status).toBe(200);
    seen.push((res.body as { outcome: string }).outcome);
  }
  return seen;
}

describe('fast access lifecycle on the sandbox clock', () => {
  it('walks requested, pending (1 min), approved (5 min), disbursed (24 h) for an ordinary name', async () => {
    const payout = await create(fastAccessPath, 'Jane Doe');
    const marks = [0, 30_000, minute, 4 * minute, 5 * minute, 23 * hour, 24 * hour, 30 * 24 * hour];
    expect(await outcomesAt(payout.href, marks)).toEqual([
      'requested',
      'requested',
      'pending',
      'pending',
      'approved',
      'approved',
      'disbursed',
      'disbursed',
    ]);
  });

  it('answers GET with the whole payout body, keeping the original receivedAt', async () => {
    const payout = await create(fastAccessPath, 'Jane Doe');
    await api.advance(minute);
    const res = await api.get(payout.href);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      outcome: 'pending',
      receivedAt: payout.receivedAt,
      _links: links(api.url, payout.href),
    });
  });

  it('moves APPROVED to disbursed at 24 h', async () => {
    const payout = await create(fastAccessPath, 'APPROVED');
    expect(await outcomesAt(payout.href, [0, 24 * hour - minute, 24 * hour])).toEqual([
      'approved',
      'approved',
      'disbursed',
    ]);
  });

  it('moves PENDINGAPPROVED to approved at 10 min and disbursed at 24 h', async () => {
    const payout = await create(fastAccessPath, 'PENDINGAPPROVED');
    expect(await outcomesAt(payout.href, [9 * minute, 10 * minute, 24 * hour])).toEqual([
      'pending',
      'approved',
      'disbursed',
    ]);
  });

  it('moves PENDINGREFUSED to refused at 10 min, for good', async () => {
    const payout = await create(fastAccessPath, 'PENDINGREFUSED');
    expect(await outcomesAt(payout.href, [9 * minute, 10 * minute, 72 * hour])).toEqual([
      'pending',
      'refused',
      'refused',
    ]);
  });

  it('turns a pending payout without update into error after 48 hours (PENDINGTIMEOUT)', async () => {
    const payout = await create(fastAccessPath, 'PENDINGTIMEOUT');
    expect(await outcomesAt(payout.href, [47 * hour, 48 * hour - minute, 48 * hour, 96 * hour])).toEqual([
      'pending',
      'pending',
      'error',
      'error',
    ]);
  });

  it.each([
    ['REFUSED57', 'refused'],
    ['ERROR', 'error'],
  ])('keeps %s at %s as time passes', async (name, outcome) => {
    const payout = await create(fastAccessPath, name);
    expect(await outcomesAt(payout.href, [0, 72 * hour])).toEqual([outcome, outcome]);
  });
});

describe('basic disbursement lifecycle', () => {
  it('stays requestReceived (the sandbox does not simulate the 3-5 working days)', async () => {
    const payout = await create(basicPath, 'Jane Doe');
    expect(await outcomesAt(payout.href, [0, 5 * 24 * hour, 30 * 24 * hour])).toEqual([
      'requestReceived',
      'requestReceived',
      'requestReceived',
    ]);
  });
});

describe('queryRequired and the payouts:update link', () => {
  it("the basic queryRequired answer's update link reports the outcome at once", async () => {
    const payout = await create(basicPath, 'Jane Doe', 330);
    const updateHref = hrefOf(payout.body, 'payouts:update');
    const update = await api.get(updateHref);
    expect(update.status).toBe(200);
    expect(update.body).toEqual({
      outcome: 'requestReceived',
      receivedAt: payout.receivedAt,
      _links: links(api.url, payout.href),
    });
    const resource = await api.get(payout.href);
    expect(resource.body).toEqual({
      outcome: 'queryRequired',
      receivedAt: payout.receivedAt,
      _links: links(api.url, payout.href, updateHref),
    });
  });

  it.each([
    [331, 'refused'],
    [332, 'error'],
  ])('reports the basic update of amount %i as %s at once', async (amount, outcome) => {
    const payout = await create(basicPath, 'Jane Doe', amount);
    const update = await api.get(hrefOf(payout.body, 'payouts:update'));
    expect(update.body).toEqual({
      outcome,
      receivedAt: payout.receivedAt,
      _links: links(api.url, payout.href),
    });
  });

  it('answers a fast-access update fetched before it exists with 404 SBXP20', async () => {
    const payout = await create(fastAccessPath, 'QUERYREQUIRED');
    // The link is not shown yet, so the update's location comes from the sandbox's own store.
    const id = payout.href.slice(`${api.url}/payouts/`.length);
    const updateId = api.sandbox.state.payouts.get(id)?.updateId;
    expect(updateId).toEqual(expect.any(String));
    const early = await api.get(`/payouts/${updateId}`);
    expect(early.status).toBe(404);
    expect(early.body).toEqual({
      httpStatusCode: 404,
      customCode: 'SBXP20',
      message: 'No update is available for this payout',
    });
    await api.advance(5 * minute);
    expect((await api.get(`/payouts/${updateId}`)).body).toEqual({
      outcome: 'approved',
      receivedAt: payout.receivedAt,
      _links: links(api.url, payout.href),
    });
  });

  it('shows the fast-access update link in the polled response only once the update exists', async () => {
    const payout = await create(fastAccessPath, 'QUERYREQUIRED');
    await api.advance(5 * minute - 30_000);
    const before = await api.get(payout.href);
    expect(before.body).toEqual({
      outcome: 'queryRequired',
      receivedAt: payout.receivedAt,
      _links: links(api.url, payout.href),
    });
    await api.advance(30_000);
    const polled = await api.get(payout.href);
    const updateHref = hrefOf(polled.body, 'payouts:update');
    expect(polled.body).toEqual({
      outcome: 'queryRequired',
      receivedAt: payout.receivedAt,
      _links: links(api.url, payout.href, updateHref),
    });
    const update = await api.get(updateHref);
    expect(update.body).toEqual({
      outcome: 'approved',
      receivedAt: payout.receivedAt,
      _links: links(api.url, payout.href),
    });
    await api.advance(24 * hour);
    expect(((await api.get(updateHref)).body as { outcome: string }).outcome).toBe('disbursed');
  });

  it('reports through the update what the card holder name would have given (amount 330)', async () => {
    const payout = await create(fastAccessPath, 'PENDINGTIMEOUT', 330);
    await api.advance(5 * minute);
    const updateHref = hrefOf((await api.get(payout.href)).body, 'payouts:update');
    expect(((await api.get(updateHref)).body as { outcome: string }).outcome).toBe('pending');
    await api.advance(48 * hour);
    expect(((await api.get(updateHref)).body as { outcome: string }).outcome).toBe('error');
  });

  it.each([
    [331, 'refused'],
    [332, 'error'],
  ])('reports the fast-access update of amount %i as %s', async (amount, outcome) => {
    const payout = await create(fastAccessPath, 'APPROVED', amount);
    await api.advance(5 * minute);
    const updateHref = hrefOf((await api.get(payout.href)).body, 'payouts:update');
    expect(((await api.get(updateHref)).body as { outcome: string }).outcome).toBe(outcome);
  });
});
