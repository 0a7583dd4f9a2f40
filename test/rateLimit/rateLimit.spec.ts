import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PayoutsCreateDocument } from '../generated/graphql.ts';
import { describeCalls, startTestGatewayForTest, type TestGateway } from '../support/gateway.ts';
import { payoutInput, testEntity } from '../support/payouts.ts';
import { bodyOf } from '../support/requestIds.ts';

const keys = { a: 'a-secret-of-at-least-24-chars', b: 'b-secret-of-at-least-24-chars' };
// The test run's Redis (read/write only): budgets are keyed by caller, so the callers sharing it are this run's own.
const redisUrl = inject('redisUrl');
const run = randomUUID().slice(0, 8);

afterAll(async () => {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const written = await redis.keys(`gateway:ratelimit:*${run}`);
  if (written.length > 0) await redis.del(...written);
  await redis.quit();
});

const entities = `${testEntity}|7Z1UAK`;

/** A gateway with callers `a` and `b` and a budget of 10 points per minute each. */
function gateway(env: Record<string, string> = {}): Promise<TestGateway> {
  return startTestGatewayForTest({
    // Both callers act for the entities the tests use: the payout's and the world's first.
    API_KEYS: `a:${keys.a}:${entities},b:${keys.b}:${entities}`,
    RATE_LIMIT_POINTS: '10',
    RATE_LIMIT_WINDOW_SECONDS: '60',
    ...env,
  });
}

interface Answer {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly body: {
    data?: unknown;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
    extensions?: { rateLimit?: { cost: number; limit: number; remaining: number; resetAt: string | null } };
  };
}

/** Sends one operation as `caller`, the way a frontend does. */
async function send(gw: TestGateway, caller: keyof typeof keys, query: string, variables?: unknown) {
  const res = await fetch(gw.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${keys[caller]}` },
    body: JSON.stringify({ query: query.toString(), variables }),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: await bodyOf(res),
  } as Answer;
}

function accountNumberOf(gw: TestGateway): string {
  const world = gw.sandbox.state.world;
  const account = world.accountsOf(world.entities[0]?.id ?? '')[0];
  if (!account) throw new Error('world without accounts');
  return account.accountNumber;
}

/** account 1 + balance 1 + total 1. */
const costs3 = (accountNumber: string) =>
  `{ account(accountNumber: "${accountNumber}") { name balance { total { amount } } } }`;
/** account 1. */
const costs1 = (accountNumber: string) => `{ account(accountNumber: "${accountNumber}") { name } }`;

function budgetOf(answer: Answer) {
  const { resetAt, ...rest } = answer.body.extensions?.rateLimit ?? { resetAt: null };
  return rest;
}

describe('cost-based rate limits per caller', () => {
  it('reports the cost and the remaining budget on every answer, remaining falling by the cost', async () => {
    const gw = await gateway();
    const accountNumber = accountNumberOf(gw);
    const before = Date.now();

    const first = await send(gw, 'a', costs3(accountNumber));
    const second = await send(gw, 'a', costs1(accountNumber));

    expect(first.status).toBe(200);
    expect(first.body.errors).toBeUndefined();
    expect(budgetOf(first)).toEqual({ cost: 3, limit: 10, remaining: 7 });
    expect(budgetOf(second)).toEqual({ cost: 1, limit: 10, remaining: 6 });
    const resetAt = Date.parse(second.body.extensions?.rateLimit?.resetAt ?? '');
    expect(resetAt).toBeGreaterThan(before);
    expect(resetAt).toBeLessThanOrEqual(Date.now() + 60_000);
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /accounts/balance//${accountNumber}`,
      `GET /accounts/balance//${accountNumber}`,
    ]);
  });

  it('refuses what the budget cannot pay for with RATE_LIMITED, 429 and Retry-After, without calling the provider', async () => {
    const gw = await gateway();
    const accountNumber = accountNumberOf(gw);
    for (let i = 0; i < 3; i++) expect((await send(gw, 'a', costs3(accountNumber))).status).toBe(200);
    await gw.clearUpstream();

    const refused = await send(gw, 'a', costs3(accountNumber));

    expect(refused.status).toBe(429);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors).toEqual([
      {
        message: 'Rate limit exceeded: this operation costs more than the budget left. Try again later.',
        extensions: { code: 'RATE_LIMITED', retryAfterMs: expect.any(Number) },
      },
    ]);
    const retryAfterMs = refused.body.errors?.[0]?.extensions?.retryAfterMs as number;
    expect(retryAfterMs).toBeGreaterThan(0);
    expect(retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(refused.retryAfter).toBe(String(Math.ceil(retryAfterMs / 1000)));
    // The refusal spent nothing: the last point still pays for a cheaper operation.
    expect(budgetOf(refused)).toEqual({ cost: 0, limit: 10, remaining: 1 });
    expect(await gw.upstreamCalls()).toEqual([]);
    const cheaper = await send(gw, 'a', costs1(accountNumber));
    expect(budgetOf(cheaper)).toEqual({ cost: 1, limit: 10, remaining: 0 });
  });

  it('refuses a payout the budget cannot pay for before anything is sent', async () => {
    const gw = await gateway({ RATE_LIMIT_POINTS: '20' });
    const accountNumber = accountNumberOf(gw);
    for (let i = 0; i < 3; i++) await send(gw, 'a', costs3(accountNumber));
    await gw.clearUpstream();

    // createPayout 1 + payout 1 + its amount and card 2 + 10 for the mutation: 14, more than the 11 points left.
    const refused = await send(gw, 'a', String(PayoutsCreateDocument), { input: payoutInput() });

    expect(refused.status).toBe(429);
    expect(refused.body.errors?.map((e) => e.extensions?.code)).toEqual(['RATE_LIMITED']);
    expect(budgetOf(refused)).toEqual({ cost: 0, limit: 20, remaining: 11 });
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('refuses for good an operation that costs more than a whole budget, charging nothing', async () => {
    const gw = await gateway();

    const refused = await send(gw, 'a', String(PayoutsCreateDocument), { input: payoutInput() });

    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeNull();
    expect(refused.body.errors).toEqual([
      {
        message: 'This operation costs 14 points, more than the whole budget of 10: ask for fewer items.',
        extensions: { code: 'RATE_LIMITED', cost: 14, limit: 10 },
      },
    ]);
    expect(budgetOf(refused)).toEqual({ cost: 0, limit: 10, remaining: 10 });
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('charges a document of 10,000 characters or more for its size before parsing it', async () => {
    const gw = await gateway();
    // 25,011 characters: 3 points for its size, then 1 for the operation.
    const large = await send(gw, 'a', `# ${'x'.repeat(25_000)}\n{ __typename }`);
    expect(large.status).toBe(200);
    expect(large.body.data).toEqual({ __typename: 'Query' });
    expect(budgetOf(large)).toEqual({ cost: 1, limit: 10, remaining: 6 });
  });

  it('refuses a large document unparsed once the budget is spent: RATE_LIMITED, not a parse error', async () => {
    const gw = await gateway();
    const accountNumber = accountNumberOf(gw);
    for (let i = 0; i < 3; i++) expect((await send(gw, 'a', costs3(accountNumber))).status).toBe(200);
    await gw.clearUpstream();

    // Not even valid GraphQL (the brace never closes): had it been parsed, the answer would be a syntax error.
    const refused = await send(gw, 'a', `{ ${'x'.repeat(30_000)}`);

    expect(refused.status).toBe(429);
    expect(refused.body.errors).toEqual([
      {
        message: 'Rate limit exceeded: this operation costs more than the budget left. Try again later.',
        extensions: { code: 'RATE_LIMITED', retryAfterMs: expect.any(Number) },
      },
    ]);
    const retryAfterMs = refused.body.errors?.[0]?.extensions?.retryAfterMs as number;
    expect(refused.retryAfter).toBe(String(Math.ceil(retryAfterMs / 1000)));
    expect(budgetOf(refused)).toEqual({ cost: 0, limit: 10, remaining: 1 });
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('keeps one budget per caller: a spent budget of a does not touch b', async () => {
    const gw = await gateway();
    const accountNumber = accountNumberOf(gw);
    for (let i = 0; i < 3; i++) await send(gw, 'a', costs3(accountNumber));
    expect((await send(gw, 'a', costs3(accountNumber))).status).toBe(429);

    const b = await send(gw, 'b', costs3(accountNumber));

    expect(b.status).toBe(200);
    expect(budgetOf(b)).toEqual({ cost: 3, limit: 10, remaining: 7 });
  });

  it('reports the budget uncharged on an answer refused before its cost was known', async () => {
    const gw = await gateway();
    const accountNumber = accountNumberOf(gw);
    await send(gw, 'a', costs3(accountNumber));

    const invalid = await send(gw, 'a', '{ account(accountNumber: 1) { name } }');

    expect(invalid.status).toBe(400);
    expect(budgetOf(invalid)).toEqual({ cost: 0, limit: 10, remaining: 7 });
  });

  it('shares a caller budget across two gateways on one Redis', async () => {
    const env = {
      REDIS_URL: redisUrl,
      IDEMPOTENCY_FINGERPRINT_KEY: 'k'.repeat(32),
      API_KEYS: `a-${run}:${keys.a}:${entities},b-${run}:${keys.b}:${entities}`,
    };
    const one = await gateway(env);
    const two = await gateway(env);

    const first = await send(one, 'a', costs3(accountNumberOf(one)));
    const second = await send(two, 'a', costs3(accountNumberOf(two)));
    const other = await send(two, 'b', costs1(accountNumberOf(two)));

    expect(budgetOf(first)).toEqual({ cost: 3, limit: 10, remaining: 7 });
    expect(budgetOf(second)).toEqual({ cost: 3, limit: 10, remaining: 4 });
    expect(budgetOf(other)).toEqual({ cost: 1, limit: 10, remaining: 9 });
  });
});
