import { describe, expect, it } from 'vitest';
import type { LoggedRequest } from '../../src/sandbox/requestLog.ts';
import { CardBinLookupDocument, PayoutsCreateDocument } from '../generated/graphql.ts';
import { startTestGatewayForTest } from '../support/gateway.ts';
import { payoutInput } from '../support/payouts.ts';

// Transport headers undici sets on its own; the rest is what the settings chose.
const transport = new Set(['host', 'connection', 'content-length']);

function sent(calls: LoggedRequest[]): [string, string, Record<string, string>][] {
  return calls.map((c) => [
    c.method,
    c.path,
    Object.fromEntries(Object.entries(c.headers).filter(([name]) => !transport.has(name))),
  ]);
}

describe('the media settings reach the provider through the gateway', () => {
  it('UPSTREAM_PAYOUTS_VERSION=4 sends and accepts the payouts v4 type (the embedded sandbox speaks v4 too)', async () => {
    const gw = await startTestGatewayForTest({ UPSTREAM_PAYOUTS_VERSION: '4' });
    const result = await gw.run(PayoutsCreateDocument, { input: payoutInput() });
    expect(result.errors).toBeUndefined();
    expect(result.data?.createPayout?.payout.rawOutcome).toBe('requestReceived');
    const v4 = 'application/vnd.provider.payouts-v4+json';
    expect(sent(await gw.upstreamCalls())).toEqual([
      ['POST', '/payouts/basicDisbursement', { 'content-type': v4, accept: v4 }],
    ]);
  });

  it('an empty UPSTREAM_CARD_BIN_VERSION_HEADER sends no version header, and the embedded sandbox, following the same setting, answers', async () => {
    const gw = await startTestGatewayForTest({ UPSTREAM_CARD_BIN_VERSION_HEADER: '' });
    const result = await gw.run(CardBinLookupDocument, {
      input: { entity: 'MYENT1', by: { cardNumber: '4917610000000000' } },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.cardBin?.bin).toBe('491761');
    expect(sent(await gw.upstreamCalls())).toEqual([
      ['POST', '/api/cardBin/panLookup', { 'content-type': 'application/json', accept: 'application/json' }],
    ]);
  });
});
