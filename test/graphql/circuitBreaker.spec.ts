import { describe, expect, it } from 'vitest';
import {
  AccountNameDocument,
  PayoutsByReferenceDocument,
  PayoutsCreateDocument,
} from '../generated/graphql.ts';
import { errorsOf } from '../support/accounts.ts';
import { describeCalls, startTestGatewayForTest, type TestGateway } from '../support/gateway.ts';
import { payoutInput, testEntity } from '../support/payouts.ts';

/** A gateway whose circuit opens after 3 consecutive provider failures. */
function gatewayWithCooldown(cooldownMs: number): Promise<TestGateway> {
  return startTestGatewayForTest({
    UPSTREAM_BREAKER_THRESHOLD: '3',
    UPSTREAM_BREAKER_COOLDOWN_MS: String(cooldownMs),
  });
}

function firstAccount(gw: TestGateway) {
  const world = gw.sandbox.state.world;
  const account = world.accountsOf(world.entities[0]?.id ?? '')[0];
  if (!account) throw new Error('world without accounts');
  return account;
}

const injected503 = {
  message: 'The payment provider is unavailable. Try again later.',
  path: ['account'],
  extensions: {
    code: 'UPSTREAM_UNAVAILABLE',
    upstream: { status: 503, customCode: 'SBXF01', message: 'Injected fault' },
  },
};

/** Three 503s in a row from the balances area: enough to open the circuit. */
async function openCircuit(gw: TestGateway, accountNumber: string): Promise<void> {
  await gw.armFault({ area: 'balances', status: 503 });
  for (let i = 0; i < 3; i++) {
    const result = await gw.run(AccountNameDocument, { accountNumber });
    expect(errorsOf(result)).toEqual([injected503]);
  }
}

/** Three 503s in a row from the payouts area (reads by reference): enough to open the payouts circuit. */
async function openPayoutsCircuit(gw: TestGateway): Promise<void> {
  await gw.armFault({ area: 'payouts', status: 503 });
  for (let i = 0; i < 3; i++) {
    const result = await gw.run(PayoutsByReferenceDocument, {
      transactionReference: `missing-${i}`,
      entity: testEntity,
    });
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(['UPSTREAM_UNAVAILABLE']);
  }
  await gw.clearFaults();
}

/** The `upstream_circuit_open` gauge of each area as GET /metrics shows it (it changes on events, not with time). */
async function circuitGauges(gw: TestGateway): Promise<Record<string, string>> {
  const text = await (await fetch(gw.url.replace(/\/graphql$/, '/metrics'))).text();
  const gauges: Record<string, string> = {};
  for (const [, area = '', value = ''] of text.matchAll(
    /^upstream_circuit_open\{area="([^"]+)"\} (\d+)$/gm,
  )) {
    gauges[area] = value;
  }
  return gauges;
}

const gaugesClosed = {
  accounts: '0',
  paymentItems: '0',
  payouts: '0',
  threeDs: '0',
  cardBin: '0',
  sales: '0',
  other: '0',
};

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe('circuit breaker to the provider', () => {
  it('fails fast with UPSTREAM_UNAVAILABLE after 3 failures, without calling the provider', async () => {
    const gw = await gatewayWithCooldown(60_000);
    const { accountNumber } = firstAccount(gw);
    await openCircuit(gw, accountNumber);
    await gw.clearUpstream();

    const result = await gw.run(AccountNameDocument, { accountNumber });

    expect(result.data).toEqual({ account: null });
    expect(errorsOf(result)).toEqual([
      {
        message: 'The payment provider is unavailable. Try again later.',
        path: ['account'],
        extensions: { code: 'UPSTREAM_UNAVAILABLE', retryAfterMs: expect.any(Number) },
      },
    ]);
    const retryAfterMs = result.errors?.[0]?.extensions?.retryAfterMs as number;
    expect(retryAfterMs).toBeGreaterThan(0);
    expect(retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('fails a payout fast and releases its transactionReference: the provider never saw it', async () => {
    const gw = await gatewayWithCooldown(60_000);
    await openPayoutsCircuit(gw);
    await gw.clearUpstream();
    const input = payoutInput();

    // A second try with the same reference meets the open circuit again, not a locked or running key.
    for (let attempt = 0; attempt < 2; attempt++) {
      const result = await gw.run(PayoutsCreateDocument, { input });
      expect(result.data).toBeNull();
      expect(
        result.errors?.map((e) => [e.path, e.extensions?.code, typeof e.extensions?.retryAfterMs]),
      ).toEqual([[['createPayout'], 'UPSTREAM_UNAVAILABLE', 'number']]);
    }
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('lets a trial call through once the cooldown has passed and closes again when it succeeds', async () => {
    const gw = await gatewayWithCooldown(300);
    const { accountNumber, accountName } = firstAccount(gw);
    await openCircuit(gw, accountNumber);
    expect(await circuitGauges(gw)).toEqual({ ...gaugesClosed, accounts: '1' });
    await gw.clearFaults();
    await sleep(400);
    await gw.clearUpstream();

    const trial = await gw.run(AccountNameDocument, { accountNumber });
    // Closed: calls running at the same time all go out (a half-open circuit would let only one through).
    const after = await Promise.all([
      gw.run(AccountNameDocument, { accountNumber }),
      gw.run(AccountNameDocument, { accountNumber }),
    ]);

    for (const result of [trial, ...after]) {
      expect(result).toEqual({ status: 200, data: { account: { name: accountName } } });
    }
    expect(describeCalls(await gw.upstreamCalls())).toEqual(
      Array.from({ length: 3 }, () => `GET /accounts/balance//${accountNumber}`),
    );
    expect(await circuitGauges(gw)).toEqual(gaugesClosed);
  });

  it('keeps payouts flowing while failing balance reads hold the accounts circuit open', async () => {
    const gw = await gatewayWithCooldown(60_000);
    const { accountNumber } = firstAccount(gw);
    await openCircuit(gw, accountNumber);
    await gw.clearFaults();
    await gw.clearUpstream();

    const balance = await gw.run(AccountNameDocument, { accountNumber });
    const payout = await gw.run(PayoutsCreateDocument, { input: payoutInput() });

    expect(balance.errors?.map((e) => e.extensions?.code)).toEqual(['UPSTREAM_UNAVAILABLE']);
    expect(payout.errors).toBeUndefined();
    expect(payout.data?.createPayout.payout.outcome).toBe('REQUEST_RECEIVED');
    expect(describeCalls(await gw.upstreamCalls())).toEqual(['POST /payouts/basicDisbursement']);
    expect(await circuitGauges(gw)).toEqual({ ...gaugesClosed, accounts: '1' });
  });
});
