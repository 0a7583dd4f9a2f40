import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardBinLookupDocument, CardBinPrefixDocument } from '../generated/graphql.ts';
import { startTestGatewayForTest } from '../support/gateway.ts';
import { startTestRedis, type TestRedis } from '../support/redisServer.ts';

const entity = 'MYENT1';
const lookupPath = 'POST /api/cardBin/panLookup';

// A Redis of this file's own: its keys are read whole and it is killed, which the run's shared Redis must not be.
let redis: TestRedis;
beforeAll(async () => {
  redis = await startTestRedis();
});
afterAll(() => redis.stop());

const replica = () =>
  startTestGatewayForTest({ REDIS_URL: redis.url, IDEMPOTENCY_FINGERPRINT_KEY: 'k'.repeat(32) });

describe('cardBin by prefix, over Redis', () => {
  it('shares what one gateway learned with another on the same Redis, keyed by the BIN alone', async () => {
    const one = await replica();
    const two = await replica();

    await one.run(CardBinLookupDocument, { input: { entity, by: { cardNumber: '4917610000000000' } } });
    await one.run(CardBinLookupDocument, { input: { entity, by: { cardNumber: '5200828282828210' } } });
    expect(await one.takeUpstreamCalls()).toEqual([lookupPath, lookupPath]);

    const result = await two.run(CardBinPrefixDocument, { input: { entity, by: { prefix: '4917610' } } });
    expect(result.data?.cardBin).toMatchObject({
      scheme: 'VISA',
      binDataKnown: true,
      bin: '491761',
      issuerName: 'SANDBOX BANK PLC',
      fundingType: 'DEBIT',
      countryCode: 'GB',
    });
    expect(await two.takeUpstreamCalls()).toEqual([]);

    // What Redis holds: the BIN as the key, the BIN's data as the value; no card number, no card-level field.
    const client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    try {
      expect((await client.keys('*')).sort()).toEqual(['cardbin:491761', 'cardbin:52008282']);
      const kept = await client.get('cardbin:491761');
      expect(JSON.parse(kept ?? '')).toEqual({
        brand: ['visa'],
        bin: '491761',
        binLength: 6,
        fundingType: 'debit',
        issuerName: 'SANDBOX BANK PLC',
        countryCode: 'GB',
        currency: 'GBP',
        anonymousPrepaid: 'notPrepaidOrNonAnonymous',
        category: 'consumer',
      });
      const everything = `${kept}${await client.get('cardbin:52008282')}`;
      for (const number of ['4917610000000000', '5200828282828210', '0000000000', '82828210']) {
        expect(everything).not.toContain(number);
      }
      const ttlMs = await client.pttl('cardbin:491761');
      expect(ttlMs).toBeGreaterThan(7 * 86_400_000 - 60_000);
      expect(ttlMs).toBeLessThanOrEqual(7 * 86_400_000);
    } finally {
      await client.quit();
    }
  });

  it('answers "not known", never an error, while Redis is down, and full lookups still answer', async () => {
    const gw = await replica();
    await redis.kill();
    try {
      const prefix = await gw.run(CardBinPrefixDocument, { input: { entity, by: { prefix: '555555' } } });
      expect(prefix).toEqual({
        status: 200,
        data: {
          cardBin: expect.objectContaining({ scheme: 'MASTERCARD', binDataKnown: false, issuerName: null }),
        },
      });
      const full = await gw.run(CardBinLookupDocument, {
        input: { entity, by: { cardNumber: '5555555555554444' } },
      });
      expect(full.errors).toBeUndefined();
      expect(full.data?.cardBin).toMatchObject({ bin: '555555', issuerName: 'EXAMPLE NATIONAL BANK' });
      expect(await gw.takeUpstreamCalls()).toEqual([lookupPath]);
    } finally {
      await redis.restart();
    }
  });
});
