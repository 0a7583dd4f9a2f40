import { describe, expect, it } from 'vitest';
import { PayoutsApi } from '../../src/datasources/payouts/api.ts';
import type { PayoutRequest } from '../../src/datasources/payouts/models.ts';
import { rejectionOf, sandboxPerFile } from './sandboxSupport.ts';

const sb = sandboxPerFile();
let counter = 0;

function request(amount: number, cardHolderName = 'APPROVED'): PayoutRequest {
  counter += 1;
  return {
    transactionReference: `ds-payout-${counter}`,
    merchant: { entity: sb.sandbox.state.world.entities[0]?.id ?? '' },
    instruction: {
      narrative: { line1: 'Sandbox shop' },
      value: { amount, currency: 'GBP' },
      payoutInstrument: {
        type: 'card/plain',
        cardHolderName,
        cardNumber: '4444333322221111',
        cardExpiryDate: { month: 12, year: 2035 },
      },
    },
  };
}

describe('PayoutsApi against the sandbox', () => {
  it('creates a fast-access payout and polls it through its payouts:payout link', async () => {
    const api = new PayoutsApi(sb.client);
    const created = await api.create('fastAccess', request(100));
    expect(created.outcome).toBe('approved');
    expect(created.links.payout.startsWith(`${sb.sandbox.url}/payouts/`)).toBe(true);
    const location = api.resourceLocation(created.links.payout);
    const polled = await api.get(location);
    expect(polled).toEqual({ ...created, links: { payout: created.links.payout, update: undefined } });
    expect(sb.calls().map(([method, path]) => [method, path])).toEqual([
      ['POST', '/payouts/fastAccess'],
      ['GET', location],
    ]);
  });

  it('gives the documented refusal as an outcome, not an error', async () => {
    const refused = await new PayoutsApi(sb.client).create('basicDisbursement', request(310));
    expect(refused.outcome).toBe('refused');
  });

  it('follows the payouts:update link of a basic queryRequired payout at once', async () => {
    const api = new PayoutsApi(sb.client);
    const created = await api.create('basicDisbursement', request(331));
    expect(created.outcome).toBe('queryRequired');
    const update = created.links.update;
    if (update === undefined) throw new Error('expected a payouts:update link');
    const updated = await api.getUpdate(update);
    expect(updated?.outcome).toBe('refused');
  });

  it.each([404, 400, 409, 410, 422] as const)(
    'reads a fast-access update fetched before it exists as none yet, whichever status the provider says it with (%i)',
    async (noUpdateStatus) => {
      const api = new PayoutsApi(sb.client);
      const payout = request(100, 'QUERYREQUIRED');
      const created = await api.create('fastAccess', payout);
      expect(created.links.update).toBeUndefined();
      // The link is not shown yet, so the update's location comes from the sandbox's own store.
      const record = sb.sandbox.state.payouts.findByReference(
        payout.merchant.entity,
        payout.transactionReference,
      );
      if (record?.updateId === undefined) throw new Error('expected the payout to have an update');
      const update = `${sb.sandbox.url}/payouts/${record.updateId}`;
      sb.sandbox.state.readings.switch({ noUpdateStatus });
      try {
        expect(await api.getUpdate(update)).toBeNull();
      } finally {
        sb.sandbox.state.readings.reset();
      }
      sb.sandbox.clock.advance(5 * 60_000);
      const updated = await api.getUpdate(update);
      expect(updated?.outcome).toBe('approved');
    },
  );

  it('keeps a refusal of the gateway itself on the update link an error, not "no update"', async () => {
    const api = new PayoutsApi(sb.client);
    const payout = request(100, 'QUERYREQUIRED');
    await api.create('fastAccess', payout);
    const record = sb.sandbox.state.payouts.findByReference(
      payout.merchant.entity,
      payout.transactionReference,
    );
    if (record?.updateId === undefined) throw new Error('expected the payout to have an update');
    sb.sandbox.state.faults.arm({ area: 'payouts', status: 401, customCode: 'SPAU02', remaining: 1 });
    const refused = await rejectionOf(api.getUpdate(`${sb.sandbox.url}/payouts/${record.updateId}`));
    expect(refused).toMatchObject({ kind: 'unauthenticated', status: 401 });
  });

  it('reports a payout whose answer was lost as outcome unknown, sent once, and recovers it by reference', async () => {
    const api = new PayoutsApi(sb.client);
    const payout = request(100);
    sb.sandbox.state.faults.arm({ area: 'payouts', dropAfterAccept: true, remaining: 1 });
    const err = await rejectionOf(api.create('fastAccess', payout));
    expect(err).toMatchObject({ kind: 'outcomeUnknown' });
    expect(sb.calls().map(([method, path]) => [method, path])).toEqual([['POST', '/payouts/fastAccess']]);
    const recovered = await api.findByReference(payout.transactionReference, payout.merchant.entity);
    expect(recovered.outcome).toBe('approved');
    expect(sb.calls()[1]?.[1]).toBe(
      `/payouts/query?transactionReference=${payout.transactionReference}&entity=${payout.merchant.entity}`,
    );
  });

  it('reports a malformed success body as a contract violation', async () => {
    sb.sandbox.state.faults.arm({ area: 'payouts', malformedBody: true, remaining: 1 });
    const err = await rejectionOf(new PayoutsApi(sb.client).create('fastAccess', request(100)));
    expect(err).toMatchObject({ kind: 'contractViolation' });
  });

  it('maps an unknown payout reference to notFound', async () => {
    const err = await rejectionOf(new PayoutsApi(sb.client).findByReference('never-sent', 'ABC123'));
    expect(err).toMatchObject({ kind: 'notFound', status: 404 });
  });
});
