import { beforeEach, describe, expect, it } from 'vitest';
import { CardBinLookupDocument, PayoutsCreateDocument } from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { canadianVisa, payoutInput, testEntity } from '../support/payouts.ts';

/**
 * A provider failure met by a request is one `info` line with that request's id, whichever field met it (a
 * money-moving mutation's included, whose failure travels up from the idempotency protocol as it is), so an
 * operator finds it by the id a caller quotes; the outage itself is said at `warn` by the area's circuit, once per
 * change (test/graphql/circuitLog.spec.ts). A refusal is the caller's business: no line.
 */
describe('upstream failure lines', () => {
  const logLines: string[] = [];
  const gw = setUpTestGateway({ env: { LOG_LEVEL: 'info' }, logLines });
  beforeEach(() => {
    logLines.length = 0;
  });

  function warned() {
    return logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'upstream failure')
      .map(({ level, path, kind, status, detail, requestId }) => ({
        level,
        path,
        kind,
        status,
        detail,
        requestId,
      }));
  }

  const outage = (path: string, status: number) => ({
    level: 30,
    path: [path],
    kind: 'unavailable',
    status,
    detail: `Upstream unavailable: HTTP ${status} SBXF01`,
    requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });

  it('says a lookup the provider failed once, with the request id', async () => {
    await gw.armFault({ area: 'cardBin', status: 503, remaining: 1 });
    const result = await gw.run(CardBinLookupDocument, {
      input: { entity: testEntity, by: { cardNumber: '4444333322221111' } },
    });
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(describeCalls(await gw.upstreamCalls())).toEqual(['POST /api/cardBin/panLookup']);
    expect(warned()).toEqual([outage('cardBin', 503)]);
  });

  it('says a payout the provider failed before acting once, as for any other field', async () => {
    const input = payoutInput();
    await gw.armFault({ area: 'payouts', status: 503, remaining: 1 });
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['UPSTREAM_UNAVAILABLE']);
    // The provider's own 5xx body, then its query finding nothing: it failed before acting.
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      'POST /payouts/basicDisbursement',
      `GET /payouts/query?transactionReference=${input.transactionReference}&entity=${testEntity}`,
    ]);
    expect(warned()).toEqual([outage('createPayout', 503)]);
  });

  it('says nothing of a payout the provider refused', async () => {
    const card = { cardNumber: canadianVisa, cardExpiryDate: { month: 12, year: 2035 } };
    const input = payoutInput({
      instrument: { card: { ...card, billingAddress: { postalCode: 'K1A 0B1', countryCode: 'CA' } } },
    });
    const result = await gw.run(PayoutsCreateDocument, { input });
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['UPSTREAM_REJECTED']);
    expect(describeCalls(await gw.upstreamCalls())).toEqual(['POST /payouts/basicDisbursement']);
    expect(warned()).toEqual([]);
  });
});
