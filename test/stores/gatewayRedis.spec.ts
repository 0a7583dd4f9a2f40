import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../auth/support.ts';
import { PayoutsByIdDocument, PayoutsCreateDocument } from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { payoutInput, reference, testEntity } from '../support/payouts.ts';
import { startTestRedis, type TestRedis } from '../support/redisServer.ts';

/** The gateway's Redis as a whole, against a redis-server of this file's own (it is killed). */

const merchantKey = 'stores-merchant-0123456789abcdef';
const merchant = `Bearer ${merchantKey}`;
let redis: TestRedis;
let admin: Redis;

beforeAll(async () => {
  redis = await startTestRedis();
  admin = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  admin.on('error', () => {});
  await admin.connect();
});
afterAll(async () => {
  admin?.disconnect();
  await redis?.stop();
});
const gw = setUpTestGateway({
  env: () => ({
    REDIS_URL: redis.url,
    IDEMPOTENCY_FINGERPRINT_KEY: 'stores-test-fingerprint-key-0123456789',
    API_KEYS: `merchant:${merchantKey}:${testEntity}`,
    RATE_LIMIT_POINTS: '1000',
  }),
});

async function createPayout(): Promise<string> {
  const created = await runAs(gw, merchant, PayoutsCreateDocument, {
    input: payoutInput({ transactionReference: reference('stores') }),
  });
  const id = created.data?.createPayout.payout.id;
  if (!id) throw new Error(`payout not created: ${JSON.stringify(created)}`);
  return id;
}

describe('the gateway with REDIS_URL', () => {
  it('opens one Redis connection, shared by the link store, the rate limiter and /readyz; no money record in it', async () => {
    const id = await createPayout();
    expect((await runAs(gw, merchant, PayoutsByIdDocument, { id })).data?.payout?.id).toBe(id);
    expect((await fetch(new URL('/readyz', gw.url))).status).toBe(200);
    // The budgets went through the gateway's connection; the payout's records and ownership stayed in memory.
    const prefixes = new Set((await admin.keys('*')).map((key) => key.split(':')[0]));
    expect([...prefixes].sort()).toEqual(['gateway']);

    const clients = (await admin.client('LIST')) as string;
    const lines = clients.trim().split('\n');
    // The gateway's one and this test's own.
    expect(lines).toHaveLength(2);
  });

  it('answers a payout looked up by id while Redis is down: its ownership record is not in Redis', async () => {
    const id = await createPayout();
    await gw.clearUpstream();
    await redis.kill();

    const result = await runAs(gw, merchant, PayoutsByIdDocument, { id });
    expect(result.errors).toBeUndefined();
    expect(result.data?.payout?.id).toBe(id);
    expect(describeCalls(await gw.upstreamCalls())).toEqual([expect.stringMatching(/^GET \/payouts\//)]);
  });
});
