import { describe, expect, it } from 'vitest';
import { AccountNameDocument } from '../generated/graphql.ts';
import { startTestGatewayForTest, type TestGateway } from '../support/gateway.ts';
import { allCircuitsClosed, readyz } from '../support/readiness.ts';

function firstAccount(gw: TestGateway): string {
  const world = gw.sandbox.state.world;
  const account = world.accountsOf(world.entities[0]?.id ?? '')[0];
  if (!account) throw new Error('world without accounts');
  return account.accountNumber;
}

/** The warn lines the circuits said: `{ area, circuit, lastFailure }`. */
function circuitLines(lines: readonly string[]) {
  return lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => Number(line.level) === 40 && 'circuit' in line)
    .map(({ area, circuit, lastFailure }) => ({ area, circuit, lastFailure }));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (at most 5 s) until `done` holds: the probe goes out on the gateway's own timer, not on a request. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done() && waited < 5_000; waited += 50) await wait(50);
}

describe("a provider area's outage, told by its circuit", () => {
  it('is one warn line when the circuit opens, none per request, and one when its own probe closes it after the provider is back', async () => {
    const logLines: string[] = [];
    const gw = await startTestGatewayForTest(
      { LOG_LEVEL: 'warn', UPSTREAM_BREAKER_THRESHOLD: '2', UPSTREAM_BREAKER_COOLDOWN_MS: '1500' },
      logLines,
    );
    const accountNumber = firstAccount(gw);
    await gw.armFault({ area: 'balances', status: 503 });
    for (let i = 0; i < 6; i++) await gw.run(AccountNameDocument, { accountNumber });
    expect(circuitLines(logLines)).toEqual([{ area: 'accounts', circuit: 'open', lastFailure: 'HTTP 503' }]);
    expect(await readyz(gw.url)).toMatchObject({
      body: { checks: { provider: { status: 'degraded', detail: { accounts: 'open' } } } },
    });

    // The provider comes back; no caller sends anything. The circuit's probe finds it after the cool-down.
    await gw.clearFaults();
    await gw.clearUpstream();
    await until(() => circuitLines(logLines).length === 2);
    expect(circuitLines(logLines)).toEqual([
      { area: 'accounts', circuit: 'open', lastFailure: 'HTTP 503' },
      { area: 'accounts', circuit: 'closed', lastFailure: undefined },
    ]);
    expect(await gw.takeUpstreamCalls()).toEqual(['GET /accounts/balance//0000000000000000']);
    expect(await readyz(gw.url)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { provider: { status: 'up', detail: allCircuitsClosed } } },
    });
  });
});
