import { describe, expect, it } from 'vitest';
import { AccountNameDocument, PayoutsCreateDocument } from '../generated/graphql.ts';
import { errorsOf } from '../support/accounts.ts';
import { describeCalls, setUpTestGateway, type TestGateway } from '../support/gateway.ts';
import { basicPayoutPost, payoutInput } from '../support/payouts.ts';
import { allCircuitsClosed, readyz } from '../support/readiness.ts';

/** The warn lines of the log that speak of the provider's standing: `{ area, standing, previous, status, msg }`. */
function standingLines(lines: readonly string[]): Record<string, unknown>[] {
  return lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((record) => Number(record.level) === 40 && 'standing' in record)
    .map(({ area, standing, previous, status, msg }) => ({ area, standing, previous, status, msg }));
}

/** The `upstream_refused` samples of GET /metrics, as `area reason value`. */
async function refusedGauges(gw: TestGateway): Promise<string[]> {
  const text = await (await fetch(new URL('/metrics', gw.url))).text();
  return [...text.matchAll(/^upstream_refused\{area="([^"]+)",reason="([^"]+)"\} (\d+)$/gm)].map(
    ([, area, reason, value]) => `${area} ${reason} ${value}`,
  );
}

function firstAccount(gw: TestGateway): string {
  const world = gw.sandbox.state.world;
  const account = world.accountsOf(world.entities[0]?.id ?? '')[0];
  if (!account) throw new Error('world without accounts');
  return account.accountNumber;
}

const credentialsLine =
  "the provider refuses the gateway's credentials (HTTP 401): this area's requests answer UPSTREAM_CREDENTIALS_REJECTED until UPSTREAM_USERNAME and UPSTREAM_PASSWORD are fixed";

describe("the provider refusing the gateway's own credentials, entitlements or rate", () => {
  const logLines: string[] = [];
  const gw = setUpTestGateway({ env: { LOG_LEVEL: 'warn' }, logLines });

  it('answers a provider 401 as UPSTREAM_CREDENTIALS_REJECTED, said once at warn, in /readyz and the gauge until it accepts again', async () => {
    const accountNumber = firstAccount(gw);
    await gw.armFault({ area: 'balances', status: 401, customCode: 'SPAU02', message: 'Unauthorized' });
    logLines.length = 0;
    for (let i = 0; i < 3; i++) {
      expect(errorsOf(await gw.run(AccountNameDocument, { accountNumber }))).toEqual([
        {
          message:
            "The payment provider refused this gateway's credentials; nothing was sent. Try again later; the operator has been told.",
          path: ['account'],
          extensions: {
            code: 'UPSTREAM_CREDENTIALS_REJECTED',
            upstream: { status: 401, customCode: 'SPAU02', message: 'Unauthorized' },
          },
        },
      ]);
    }
    expect(standingLines(logLines)).toEqual([
      {
        area: 'accounts',
        standing: 'credentialsRejected',
        previous: 'accepted',
        status: 401,
        msg: credentialsLine,
      },
    ]);
    expect(await readyz(gw.url)).toEqual({
      status: 200,
      body: {
        status: 'ready',
        checks: {
          provider: {
            status: 'degraded',
            detail: { ...allCircuitsClosed, accountsRefused: 'credentialsRejected' },
          },
        },
      },
    });
    expect(await refusedGauges(gw)).toEqual(['accounts credentialsRejected 1']);

    await gw.clearFaults();
    expect(errorsOf(await gw.run(AccountNameDocument, { accountNumber }))).toEqual([]);
    expect(standingLines(logLines).slice(1)).toEqual([
      {
        area: 'accounts',
        standing: 'accepted',
        previous: 'credentialsRejected',
        status: 200,
        msg: "the provider takes this area's requests again",
      },
    ]);
    expect(await readyz(gw.url)).toEqual({
      status: 200,
      body: { status: 'ready', checks: { provider: { status: 'up', detail: allCircuitsClosed } } },
    });
    expect(await refusedGauges(gw)).toEqual(['accounts credentialsRejected 0']);
  });

  it('answers a provider 403 as UPSTREAM_NOT_ENTITLED, not as the caller being forbidden', async () => {
    const accountNumber = firstAccount(gw);
    await gw.armFault({
      area: 'balances',
      status: 403,
      customCode: 'SPAF18',
      message: 'Authorisation failed for this domain',
      remaining: 1,
    });
    expect(errorsOf(await gw.run(AccountNameDocument, { accountNumber }))).toEqual([
      {
        message:
          'The payment provider says this gateway is not entitled to this request; nothing was done. The operator has been told.',
        path: ['account'],
        extensions: {
          code: 'UPSTREAM_NOT_ENTITLED',
          upstream: { status: 403, customCode: 'SPAF18', message: 'Authorisation failed for this domain' },
        },
      },
    ]);
    await gw.run(AccountNameDocument, { accountNumber });
  });

  it('answers a provider 429 as UPSTREAM_RATE_LIMITED with retryAfterMs from its Retry-After', async () => {
    const accountNumber = firstAccount(gw);
    await gw.armFault({
      area: 'balances',
      status: 429,
      customCode: null,
      retryAfterSeconds: 7,
      remaining: 1,
    });
    expect(errorsOf(await gw.run(AccountNameDocument, { accountNumber }))).toEqual([
      {
        message:
          'The payment provider takes no more requests from this gateway for now; nothing was done. Try again shortly.',
        path: ['account'],
        extensions: {
          code: 'UPSTREAM_RATE_LIMITED',
          upstream: { status: 429, message: 'Injected fault' },
          retryAfterMs: 7000,
        },
      },
    ]);
    await gw.run(AccountNameDocument, { accountNumber });
  });

  it('lets a payout the provider refused with 429 be sent again with the same reference, once', async () => {
    const input = payoutInput();
    await gw.armFault({ area: 'payouts', status: 429, customCode: null, retryAfterSeconds: 1, remaining: 1 });
    const refused = await gw.run(PayoutsCreateDocument, { input });
    expect(refused.errors?.map((e) => [e.extensions?.code, e.extensions?.retryAfterMs])).toEqual([
      ['UPSTREAM_RATE_LIMITED', 1000],
    ]);
    const paid = await gw.run(PayoutsCreateDocument, { input });
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.createPayout.replayed).toBe(false);
    const again = await gw.run(PayoutsCreateDocument, { input });
    expect(again.data?.createPayout.replayed).toBe(true);
    // The refused POST, the one that paid; the replay called nobody.
    expect(describeCalls(await gw.upstreamCalls())).toEqual([basicPayoutPost, basicPayoutPost]);
  });
});
