import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createEmptyDatabase,
  type PrivatePostgres,
  startPrivatePostgres,
} from '../../scripts/privatePostgres.ts';
import type { Area } from '../../src/sandbox/area.ts';
import {
  type CreateCardOnFileSaleInput,
  type CreatePayoutInput,
  PayoutsCreateDocument,
  SalesCreateDocument,
} from '../generated/graphql.ts';
import { describeCalls, type GraphQLResult } from '../support/gateway.ts';
import { payoutInput, basicPayoutPost as post, saleInput } from '../support/payouts.ts';
import { type Provider, type Replica, startProvider, startReplica } from '../support/replicas.ts';
import { salePost } from '../support/sales.ts';

/**
 * The claim protocol of the money records under faults (issue 22): a database of this file's own, killed (SIGKILL)
 * and frozen (SIGSTOP) by PID around the provider's answer, a provider that outlives it, two gateway replicas.
 * Whatever fails, no request is sent twice, and every retry gets the first answer or a clear code.
 */

let postgres: PrivatePostgres;
let provider: Provider;
let env: Record<string, string>;
let replicas: Replica[] = [];

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  provider = await startProvider();
});
afterAll(async () => {
  await provider.close();
  await postgres.stop();
});
beforeEach(async () => {
  env = {
    DATABASE_URL: await createEmptyDatabase(postgres.url),
    IDEMPOTENCY_FINGERPRINT_KEY: 'claim-faults-fingerprint-key-0123456789abcdef',
  };
  replicas = [await startReplica(provider, env), await startReplica(provider, env)];
  provider.sandbox.state.faults.clear();
  await provider.takeCalls();
});
afterEach(async () => {
  await Promise.all(replicas.map((replica) => replica.close()));
});

type Answer = GraphQLResult<unknown>;

const pay = (replica: Replica, input: CreatePayoutInput) => replica.run(PayoutsCreateDocument, { input });
const sell = (replica: Replica, input: CreateCardOnFileSaleInput) =>
  replica.run(SalesCreateDocument, { input });

/** The POSTs among the provider calls since the last look (a payout's recovery query is a GET). */
async function takePosts(): Promise<string[]> {
  return (await provider.takeCalls()).filter((call) => call.startsWith('POST '));
}

/** `replayed <flag>` of an answer, or its error code and reason. */
function summary(result: Answer): string {
  const error = result.errors?.[0]?.extensions;
  if (error) return `${String(error.code)}${error.reason ? ` ${String(error.reason)}` : ''}`;
  const data = result.data as Record<string, { replayed: boolean }> | null | undefined;
  const payload = data && Object.values(data)[0];
  return `replayed ${String(payload?.replayed)}`;
}

/** Holds the provider's answers of `area` for `ms` (the next `count` requests), as a slow provider would. */
function slowProvider(area: Area, ms: number, count: number): void {
  provider.sandbox.state.faults.arm({ area, latencyMs: ms, remaining: count });
}

/** Resolves once the provider has received `count` POSTs (its log records a request on arrival). */
async function untilPosted(count: number): Promise<void> {
  for (;;) {
    const calls = describeCalls(provider.sandbox.state.requestLog.list());
    if (calls.filter((call) => call.startsWith('POST ')).length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Sends `retry` again while it answers a code that says "not settled yet" (IN_PROGRESS, OUTCOME_UNKNOWN), until
 * `until` (epoch ms); the last answer.
 */
async function settle<A extends Answer>(retry: () => Promise<A>, until: number): Promise<A> {
  for (;;) {
    const answer = await retry();
    const code = summary(answer);
    const open = code === 'IDEMPOTENCY_CONFLICT IN_PROGRESS' || code === 'OUTCOME_UNKNOWN';
    if (!open || Date.now() >= until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A payment of `area` sent by `send` through the first replica, the provider slow to answer and the database killed
 * once the POST arrived: paid and answered, its answer not stored. The database stays down.
 */
async function paidWhileTheDatabaseDies<R extends Answer>(
  area: Area,
  send: (replica: Replica) => Promise<R>,
) {
  slowProvider(area, 1_000, 1);
  const first = send(replicas[0] as Replica);
  await untilPosted(1);
  await postgres.kill();
  const made = await first;
  expect(summary(made)).toBe('replayed false');
  return made;
}

/** How many money records are not settled: claims pending or outcomes unknown. */
async function unsettled(): Promise<number> {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM idempotency_records WHERE state <> 'completed'",
    );
    return Number(rows[0]?.n);
  } finally {
    await client.end();
  }
}

describe('claims under database faults', () => {
  it('a claim the database runs after the gateway gave up on it (frozen, then resumed) has no effect: the retry is a first attempt', async () => {
    const input = payoutInput();
    postgres.pause();
    try {
      expect(summary(await pay(replicas[0] as Replica, input))).toBe('STORE_UNAVAILABLE');
    } finally {
      postgres.resume();
    }
    // The frozen backend now runs the claim it was handed: too late, so it leaves nothing.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await unsettled()).toBe(0);
    expect(await takePosts()).toEqual([]);
    expect(summary(await pay(replicas[1] as Replica, input))).toBe('replayed false');
    expect(summary(await pay(replicas[0] as Replica, input))).toBe('replayed true');
    expect(await takePosts()).toEqual([post]);
  });

  describe('the database killed after the provider answered', () => {
    it('before the payout answer was stored: every replica answers the first answer within seconds, 0 second POSTs', async () => {
      const input = payoutInput();
      const made = await paidWhileTheDatabaseDies('payouts', (replica) => pay(replica, input));
      await postgres.restart();
      const until = Date.now() + 10_000;
      for (const replica of [...replicas, ...replicas]) {
        const retried = await settle(() => pay(replica, input), until);
        expect(retried.data?.createPayout).toEqual({ ...made.data?.createPayout, replayed: true });
      }
      expect(await takePosts()).toEqual([post]);
    });

    it('before the sale answer was stored: the answer kept by its gateway is stored once the database is back', async () => {
      const input = saleInput();
      const made = await paidWhileTheDatabaseDies('sales', (replica) => sell(replica, input));
      // Retries while the database is down, on the gateway that keeps the answer too: nothing sent, nothing lost.
      for (const replica of replicas) expect(summary(await sell(replica, input))).toBe('STORE_UNAVAILABLE');
      await postgres.restart();
      const until = Date.now() + 10_000;
      for (const replica of [...replicas, ...replicas]) {
        const retried = await settle(() => sell(replica, input), until);
        expect(retried.data?.createCardOnFileSale).toEqual({
          ...made.data?.createCardOnFileSale,
          replayed: true,
        });
      }
      expect(await takePosts()).toEqual([salePost]);
    });

    it("right after the answers' commits: the payout's answer (not flushed) is found again, the sale's (flushed) replays at once", async () => {
      const payout = payoutInput();
      const sale = saleInput();
      const paid = await pay(replicas[0] as Replica, payout);
      const sold = await sell(replicas[1] as Replica, sale);
      await postgres.kill();
      await postgres.restart();
      // The sale's answer was flushed before it was given: the first retry replays it, on either replica.
      for (const replica of replicas) {
        expect((await sell(replica, sale)).data?.createCardOnFileSale).toEqual({
          ...sold.data?.createCardOnFileSale,
          replayed: true,
        });
      }
      const until = Date.now() + 10_000;
      for (const replica of [...replicas, ...replicas]) {
        const retried = await settle(() => pay(replica, payout), until);
        expect(retried.data?.createPayout).toEqual({ ...paid.data?.createPayout, replayed: true });
      }
      expect(await takePosts()).toEqual([post, salePost]);
    });
  });

  it('every gateway gone with a payout answer unstored, the database restarted, nobody retrying: a new gateway settles it by itself, 0 second POSTs', async () => {
    const input = payoutInput();
    const ref = input.transactionReference;
    const made = await paidWhileTheDatabaseDies('payouts', (replica) => pay(replica, input));
    // The answer is owed to the database by the gateway that made it, which stops before the database is back.
    await Promise.all(replicas.map((replica) => replica.close()));
    replicas = [];
    await postgres.restart();
    expect(await unsettled()).toBe(1);
    await provider.takeCalls();

    replicas = [await startReplica(provider, { ...env, PAYOUT_SETTLE_EVERY_MS: '200' })];
    const until = Date.now() + 10_000;
    while ((await unsettled()) > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(await unsettled()).toBe(0);
    expect(await provider.takeCalls()).toEqual([
      `GET /payouts/query?transactionReference=${ref}&entity=${input.entity}`,
    ]);
    // The stored answer is the first one: the retry replays it and the provider hears nothing.
    expect((await pay(replicas[0] as Replica, input)).data?.createPayout).toEqual({
      ...made.data?.createPayout,
      replayed: true,
    });
    expect(await provider.takeCalls()).toEqual([]);
  });

  it('an outage with 60 payouts in flight: retries within 10 s of the database coming back get the first answers; none is in progress 10 s after, none sent twice', async () => {
    const inputs = Array.from({ length: 60 }, () => payoutInput());
    slowProvider('payouts', 1_500, inputs.length);
    const first = inputs.map((input, i) => pay(replicas[i % 2] as Replica, input));
    await untilPosted(inputs.length);
    await postgres.kill();
    const made = await Promise.all(first);
    // Paid and answered, although no answer could be stored.
    expect(made.map(summary)).toEqual(inputs.map(() => 'replayed false'));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await postgres.restart();
    const back = Date.now();

    const retried = await Promise.all(
      inputs.map((input, i) => settle(() => pay(replicas[(i + 1) % 2] as Replica, input), back + 10_000)),
    );
    expect(retried.map((answer) => answer.data?.createPayout)).toEqual(
      made.map((answer) => ({ ...answer.data?.createPayout, replayed: true })),
    );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, back + 10_000 - Date.now())));
    expect(await unsettled()).toBe(0);
    expect(await takePosts()).toEqual(inputs.map(() => post));
  }, 60_000);
});
