import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createEmptyDatabase,
  type PrivatePostgres,
  startPrivatePostgres,
} from '../../scripts/privatePostgres.ts';
import {
  PayoutsCreateDocument,
  PayoutsUpdatedDocument,
  ThreeDsAuthenticateDocument,
  ThreeDsVerifyDocument,
} from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway, type TestGateway } from '../support/gateway.ts';
import { fastAccessInput, payoutInput } from '../support/payouts.ts';
import { providerUp, readyz as readyzAt } from '../support/readiness.ts';
import { startTestRedis, type TestRedis } from '../support/redisServer.ts';
import { subscribe } from '../support/stream.ts';
import { answerChallenge, cardInput, entity as threeDsEntity } from '../support/threeDs.ts';

/**
 * Fault tests of the stores through the public door: a redis-server and a PostgreSQL of this file's own, killed by
 * PID and started again while the gateway runs. What must hold: Redis down costs sharing only (still ready, every
 * answer given, limits per process), PostgreSQL down costs money-moving only (not ready, reads answered), and each
 * change is logged once at warn and shown by the `store_up` gauge.
 */

const fingerprint = { IDEMPOTENCY_FINGERPRINT_KEY: 'outage-test-fingerprint-key-0123456789' };
const provider = providerUp;

const balanceQuery = `query Balance($accountNumber: String!) {
  account(accountNumber: $accountNumber) { balance { total { amount currency } } }
}`;

const readyz = (gw: TestGateway) => readyzAt(gw.url);

/** The `store_up` samples, e.g. `store_up{store="redis"} 1`. */
async function storeUp(gw: TestGateway): Promise<string[]> {
  const text = await (await fetch(new URL('/metrics', gw.url))).text();
  return text.split('\n').filter((line) => line.startsWith('store_up{'));
}

/** The warn lines (and worse) of the log, as `{ store, error, msg }`. */
function warnings(lines: readonly string[]): Record<string, unknown>[] {
  return lines
    .map((line) => JSON.parse(line) as { level: number; store?: string; error?: string; msg: string })
    .filter((record) => record.level >= 40)
    .map(({ store, error, msg }) => ({
      ...(store === undefined ? {} : { store }),
      ...(error === undefined ? {} : { error }),
      msg,
    }));
}

/** The first account of the sandbox world, and its balance as the world holds it. */
function someAccount(gw: TestGateway) {
  const world = gw.sandbox.state.world;
  const account = world.accountsOf(world.entities[0]?.id ?? '')[0];
  if (!account) throw new Error('the sandbox world has no account');
  return account.accountNumber;
}

/** Said once at start-up by every gateway of this file (no API_KEYS): not about the stores. */
const openAccess = {
  msg: 'open access: no API_KEYS or JWT configured, every caller may act for every merchant entity',
};

const redisDown = {
  store: 'redis',
  error: 'unreachable',
  msg: 'Redis is unreachable: still ready; rate limits, live status and 3DS verify links are kept per process until it is back, card BIN data is not cached',
};
const redisBack = {
  store: 'redis',
  msg: 'Redis is back: rate limits, live status and 3DS verify links are shared again',
};

describe('Redis stops while the gateway runs (money records in PostgreSQL)', () => {
  let redis: TestRedis;
  let databaseUrl: string;
  const logLines: string[] = [];
  const points = 200;
  beforeAll(async () => {
    redis = await startTestRedis();
    databaseUrl = await createEmptyDatabase(inject('postgresUrl'));
  });
  afterAll(() => redis?.stop());
  const gw = setUpTestGateway({
    env: () => ({
      REDIS_URL: redis.url,
      DATABASE_URL: databaseUrl,
      ...fingerprint,
      RATE_LIMIT_POINTS: String(points),
      PAYOUT_WATCH_INTERVALS_MS: '20,20,20',
      LOG_LEVEL: 'warn',
    }),
    logLines,
  });

  let costOfBalance = 0;
  let balanceBefore: unknown;

  it('before: ready, both stores up, the budget in Redis', async () => {
    expect(await readyz(gw)).toEqual({
      status: 200,
      body: {
        status: 'ready',
        checks: { provider, redis: { status: 'up' }, database: { status: 'up' } },
      },
    });
    expect(await storeUp(gw)).toEqual(['store_up{store="redis"} 1', 'store_up{store="postgres"} 1']);
    const before = await gw.run(balanceQuery, { accountNumber: someAccount(gw) });
    const budget = (before as { extensions?: { rateLimit: { cost: number; remaining: number } } }).extensions
      ?.rateLimit;
    costOfBalance = budget?.cost ?? 0;
    balanceBefore = before.data;
    expect(balanceBefore).toEqual({
      account: { balance: { total: { amount: expect.any(String), currency: expect.any(String) } } },
    });
    expect(costOfBalance).toBeGreaterThan(0);
    expect(budget?.remaining).toBe(points - costOfBalance);
    expect(warnings(logLines)).toEqual([openAccess]);
  });

  describe('while Redis is down', () => {
    beforeAll(() => redis.kill());

    it('/readyz stays 200, the redis check degraded with a detail', async () => {
      const degraded = {
        status: 200,
        body: {
          status: 'ready',
          checks: {
            provider,
            redis: { status: 'degraded', detail: { error: 'unreachable', fallback: 'perProcess' } },
            database: { status: 'up' },
          },
        },
      };
      expect(await readyz(gw)).toEqual(degraded);
      // Asked again: the same answer, and no second line (asserted at the end of this block).
      expect(await readyz(gw)).toEqual(degraded);
      expect(await storeUp(gw)).toEqual(['store_up{store="redis"} 0', 'store_up{store="postgres"} 1']);
    });

    it('answers a balances query, charged to a fresh budget of this process', async () => {
      const result = await gw.run(balanceQuery, { accountNumber: someAccount(gw) });
      expect(result).toEqual({
        status: 200,
        // The same balance as before the outage.
        data: balanceBefore,
        // Not `points - 2 * cost`: the Redis budget, charged before the outage, is out of reach.
        extensions: {
          rateLimit: {
            cost: costOfBalance,
            limit: points,
            remaining: points - costOfBalance,
            resetAt: expect.any(String),
          },
        },
      });
    });

    it('makes a payout (its records are in PostgreSQL), one provider POST', async () => {
      const result = await gw.run(PayoutsCreateDocument, { input: payoutInput() });
      expect(result.errors).toBeUndefined();
      expect(result.data?.createPayout.payout.outcome).toBe('REQUEST_RECEIVED');
      expect(describeCalls(await gw.upstreamCalls()).filter((call) => call.startsWith('POST'))).toEqual([
        'POST /payouts/basicDisbursement',
      ]);
    });

    it('streams a watched payout, polled by this process', async () => {
      const created = await gw.run(PayoutsCreateDocument, { input: fastAccessInput('Ada Lovelace') });
      const id = created.data?.createPayout.payout.id;
      if (!id) throw new Error(`payout not created: ${JSON.stringify(created)}`);
      const stream = subscribe(gw, PayoutsUpdatedDocument, { id });
      const outcomes: unknown[] = [];
      const next = async () => {
        const step = await stream.next();
        outcomes.push(
          step.done
            ? 'end'
            : (step.value.data as { payoutUpdated: { outcome: string } }).payoutUpdated.outcome,
        );
      };
      await next();
      await gw.advanceClock(60_000);
      await next();
      await stream.return?.();
      expect(outcomes).toEqual(['REQUESTED', 'PENDING']);
    });

    it('remembers a 3DS verify link in this process, and verify3ds follows it', async () => {
      const ref = 'order-redis-down';
      const authenticated = await gw.run(ThreeDsAuthenticateDocument, {
        input: cardInput('3ds2-challenge-identified', { transactionReference: ref }),
      });
      const challenge = authenticated.data?.authenticate3ds.challenge;
      if (!challenge) throw new Error(`expected a challenge, got ${JSON.stringify(authenticated)}`);
      await answerChallenge(challenge, 'pass');
      await gw.clearUpstream();
      const verified = await gw.run(ThreeDsVerifyDocument, {
        input: { transactionReference: ref, entity: threeDsEntity, challengeReference: challenge.reference },
      });
      expect(verified.data?.verify3ds.outcome).toBe('AUTHENTICATED');
      // The remembered link (with its query), not the documented path a replica without it would use.
      expect(describeCalls(await gw.upstreamCalls())).toEqual([
        `POST /verifications/customers/3ds/verification?challenge=${challenge.reference}`,
      ]);
    });

    it('still limits the caller, within this process', async () => {
      const accountNumber = someAccount(gw);
      const charged = async () => {
        const result = await gw.run(balanceQuery, { accountNumber });
        return result as typeof result & {
          extensions?: { rateLimit: { remaining: number } };
        };
      };
      let last = await charged();
      let allowed = 1;
      const startedWith = (last.extensions?.rateLimit.remaining ?? 0) + costOfBalance;
      while (!last.errors) {
        last = await charged();
        if (!last.errors) allowed += 1;
      }
      expect(allowed).toBe(Math.floor(startedWith / costOfBalance));
      expect(last.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    });

    it('logged the outage once, at warn, and nothing per request', () => {
      expect(warnings(logLines)).toEqual([openAccess, redisDown]);
    });
  });

  describe('once Redis is back', () => {
    beforeAll(async () => {
      await redis.restart();
      let again = await readyz(gw);
      while ((again.body as { checks: { redis: { status: string } } }).checks.redis.status !== 'up') {
        again = await readyz(gw);
      }
    });

    it('logs the recovery once and the gauge is 1 again', async () => {
      expect(warnings(logLines)).toEqual([openAccess, redisDown, redisBack]);
      expect(await storeUp(gw)).toEqual(['store_up{store="redis"} 1', 'store_up{store="postgres"} 1']);
    });

    it('charges the shared budget in Redis again (a new, empty Redis: a full budget)', async () => {
      const result = await gw.run(balanceQuery, { accountNumber: someAccount(gw) });
      expect((result as { extensions?: unknown }).extensions).toEqual({
        rateLimit: {
          cost: costOfBalance,
          limit: points,
          remaining: points - costOfBalance,
          resetAt: expect.any(String),
        },
      });
    });
  });
});

const postgresDown = {
  store: 'postgres',
  error: 'unreachable',
  msg: 'PostgreSQL is unreachable: not ready; payouts and sales answer STORE_UNAVAILABLE until it is back',
};
const postgresBack = { store: 'postgres', msg: 'PostgreSQL is back: payouts and sales are taken again' };
// The refused payout, said once by the answers' own line (src/server/storeUnavailableLog.ts).
const payoutRefused = {
  msg:
    'answered STORE_UNAVAILABLE: a store cannot be reached, so payouts and sales are refused unsent ' +
    '(answers: since the last such line; at most one line a minute)',
};

describe('PostgreSQL stops while the gateway runs', () => {
  let postgres: PrivatePostgres;
  let databaseUrl: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    databaseUrl = await createEmptyDatabase(postgres.url);
  });
  afterAll(() => postgres?.stop());
  const gw = setUpTestGateway({
    env: () => ({ DATABASE_URL: databaseUrl, ...fingerprint, LOG_LEVEL: 'warn' }),
    logLines,
  });

  describe('while it is down', () => {
    beforeAll(() => postgres.kill());

    it('/readyz answers 503, the database check down', async () => {
      const notReady = {
        status: 503,
        body: {
          status: 'notReady',
          checks: { provider, database: { status: 'down', detail: { error: 'unreachable' } } },
        },
      };
      expect(await readyz(gw)).toEqual(notReady);
      expect(await readyz(gw)).toEqual(notReady);
      expect(await storeUp(gw)).toEqual(['store_up{store="postgres"} 0']);
    });

    it('answers a balances query', async () => {
      const result = await gw.run(balanceQuery, { accountNumber: someAccount(gw) });
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({
        account: { balance: { total: { amount: expect.any(String), currency: expect.any(String) } } },
      });
    });

    it('answers a payout with STORE_UNAVAILABLE, sending nothing to the provider', async () => {
      await gw.clearUpstream();
      const result = await gw.run(PayoutsCreateDocument, { input: payoutInput() });
      expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['STORE_UNAVAILABLE']);
      expect(await gw.upstreamCalls()).toEqual([]);
    });

    it('logged the outage once, at warn, and the refused payout once', () => {
      expect(warnings(logLines)).toEqual([openAccess, postgresDown, payoutRefused]);
    });
  });

  describe('once it is back', () => {
    beforeAll(async () => {
      await postgres.restart();
      while ((await readyz(gw)).status !== 200) {}
    });

    it('logs the recovery once, the gauge is 1 again, and a payout is made', async () => {
      expect(warnings(logLines)).toEqual([openAccess, postgresDown, payoutRefused, postgresBack]);
      expect(await storeUp(gw)).toEqual(['store_up{store="postgres"} 1']);
      const result = await gw.run(PayoutsCreateDocument, { input: payoutInput() });
      expect(result.errors).toBeUndefined();
      expect(result.data?.createPayout.payout.outcome).toBe('REQUEST_RECEIVED');
    });
  });
});
