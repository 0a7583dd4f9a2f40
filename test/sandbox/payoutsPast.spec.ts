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

/** A PAYOUT entry and a reversal of the first entity's first account, and a payment item of that entity. */
function history() {
  const entity = firstEntity();
  const statement = world().statement(world().accountsOf(entity)[0]?.accountNumber ?? '');
  const payout = statement.find((entry) => entry.transferType === 'PAYOUT');
  const reversal = statement.find((entry) => entry.transferType === 'PAYOUT REVERSAL');
  const [item] = world().paymentItems(entity);
  return { entity, payout, reversal, item };
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

  it("does not make a card payout of a payment item: an account payout's reference is unknown to the payout query", async () => {
    const { entity, item } = history();
    if (!item) throw new Error('world without payment items');
    const res = await api.get(query(item.transactionReference, entity));
    expect(res.status).toBe(404);
    // Nor is the reference taken: a new card payout may use it.
    const created = await api.post(
      fastAccessPath,
      payoutRequest({ reference: item.transactionReference, entity }),
    );
    expect(created.status).toBe(201);
  });

  it('gives a reversal no reference: nothing the spec shows names the payout it reverses', () => {
    const { reversal } = history();
    expect(reversal).toMatchObject({ transferType: 'PAYOUT REVERSAL', fundingType: 'credit' });
    expect(reversal?.transactionReference).toBeUndefined();
  });

  it('does not find a past payout under another entity', async () => {
    const { payout } = history();
    const other = world().entities[1]?.id ?? '';
    const res = await api.get(query(payout?.transactionReference ?? '', other));
    expect(res.status).toBe(404);
  });

  it("refuses a new payout that reuses a past payout's reference with 409 SBXP09", async () => {
    const { entity, payout } = history();
    const res = await api.post(
      fastAccessPath,
      payoutRequest({ reference: payout?.transactionReference ?? '', entity }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      httpStatusCode: 409,
      customCode: 'SBXP09',
      message: 'transactionReference already used by another payout of this entity',
    });
  });
});
