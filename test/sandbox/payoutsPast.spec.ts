import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fastAccessPath,
  hrefOf,
  links,
  type PayoutsApi,
  payoutRequest,
  startPayoutsApi,
} from './payoutsSupport.ts';

let api: PayoutsApi;
beforeAll(async () => {
  api = await startPayoutsApi();
});
afterAll(() => api.close());

const query = (reference: string, entity: string) =>
  `/payouts/query?${new URLSearchParams({ transactionReference: reference, entity }).toString()}`;

function world() {
  return api.sandbox.state.world;
}

function firstEntity(): string {
  return world().entities[0]?.id ?? '';
}

/** A PAYOUT entry of the first entity's first account and a payment item of that entity in each state. */
function history() {
  const entity = firstEntity();
  const statement = world().statement(world().accountsOf(entity)[0]?.accountNumber ?? '');
  const payout = statement.find((entry) => entry.transferType === 'PAYOUT');
  const items = world().paymentItems(entity);
  const inState = (state: string) => items.find((item) => item.paymentState === state);
  return {
    entity,
    payout,
    executed: inState('EXECUTED'),
    rejected: inState('REJECTED'),
    pending: inState('PENDING'),
  };
}

describe('payouts the world history records', () => {
  it("finds a statement entry's payout by its reference: disbursed when it was booked, at a location of its own", async () => {
    const { entity, payout } = history();
    if (!payout?.transactionReference) throw new Error('world without payouts');

    const res = await api.get(query(payout.transactionReference, entity));
    expect(res.status).toBe(200);
    const href = hrefOf(res.body, 'payouts:payout');
    expect(res.body).toEqual({
      outcome: 'disbursed',
      receivedAt: payout.timestamp,
      _links: links(api.url, href),
    });
    // The location answers the same payout afterwards, and a second query finds the same location.
    expect((await api.get(href)).body).toEqual(res.body);
    expect((await api.get(query(payout.transactionReference, entity))).body).toEqual(res.body);
  });

  it.each([
    ['executed', 'disbursed'],
    ['rejected', 'refused'],
    ['pending', 'approved'],
  ] as const)("finds a payment item's payout by its reference: %s reads as %s", async (state, outcome) => {
    const h = history();
    const item = h[state];
    if (!item) throw new Error(`world without a ${state} payment item`);
    const res = await api.get(query(item.transactionReference, h.entity));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      outcome,
      receivedAt: item.paymentDatetime,
      _links: links(api.url, hrefOf(res.body, 'payouts:payout')),
    });
  });

  it('does not find a past payout under another entity', async () => {
    const { payout } = history();
    const other = world().entities[1]?.id ?? '';
    const res = await api.get(query(payout?.transactionReference ?? '', other));
    expect(res.status).toBe(404);
  });

  it("refuses a new payout that reuses a past payout's reference with 409 SBXP09", async () => {
    const { entity, executed } = history();
    const res = await api.post(
      fastAccessPath,
      payoutRequest({ reference: executed?.transactionReference ?? '', entity }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      httpStatusCode: 409,
      customCode: 'SBXP09',
      message: 'transactionReference already used by another payout of this entity',
    });
  });
});
