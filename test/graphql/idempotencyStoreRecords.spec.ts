import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { idempotencyKey } from '../../src/stores/idempotency/index.ts';
import { PayoutsCreateDocument, SalesCreateDocument } from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { payoutInput, saleInput, testEntity, ukVisa } from '../support/payouts.ts';

// Redis runs on the default port on this machine and in CI; the gateway uses it like replicas in production.
const redisUrl = inject('redisUrl');
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
const written: string[] = [];

beforeAll(() => redis.connect());
afterAll(async () => {
  if (written.length > 0) await redis.del(...written);
  await redis.quit();
});
const gw = setUpTestGateway({
  env: { REDIS_URL: redisUrl, IDEMPOTENCY_FINGERPRINT_KEY: 'test-fingerprint-key-of-thirty-two-chars' },
});

/** The stored record of a key, raw, as the store's default prefix keeps it. */
async function record(operation: string, transactionReference: string): Promise<string> {
  const key = `idem:${idempotencyKey({ operation, entity: testEntity, transactionReference })}`;
  written.push(key);
  const raw = await redis.get(key);
  if (raw === null) throw new Error('no idempotency record');
  return raw;
}

describe('idempotency records in Redis hold no card data', () => {
  it('stores a payout as its fingerprint and the payout view: no card number, expiry or holder name', async () => {
    const input = payoutInput();
    const result = await gw.run(PayoutsCreateDocument, { input });
    const payout = result.data?.createPayout.payout;
    const raw = await record('payout', input.transactionReference);
    expect(JSON.parse(raw)).toEqual({
      state: 'completed',
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      result: {
        location: expect.stringMatching(/^\/payouts\/[A-Za-z0-9_-]+$/),
        rawOutcome: 'requestReceived',
        receivedAt: payout?.receivedAt,
        method: 'basicDisbursement',
        transactionReference: input.transactionReference,
        entity: testEntity,
        updateAvailable: false,
        payoutRequestId: null,
        scheme: null,
        refusalCode: null,
      },
    });
    expect(raw).not.toContain(ukVisa);
    expect(raw).not.toContain(ukVisa.slice(-8));
    expect(raw).not.toContain('Ada Lovelace');
    // No card-like digit run in the stored result (the fingerprint is a hex hash).
    expect(JSON.stringify((JSON.parse(raw) as { result: unknown }).result)).not.toMatch(/\d{12,}/);
    // Another replica (here: the same gateway after the record was written) replays it.
    expect((await gw.run(PayoutsCreateDocument, { input })).data?.createPayout.replayed).toBe(true);
  });

  it('stores a sale without card number or CVC, only BIN and last four digits', async () => {
    const input = saleInput();
    await gw.run(SalesCreateDocument, { input });
    const raw = await record('sale', input.transactionReference);
    const stored = JSON.parse(raw) as {
      state: string;
      result: { card: { bin: string; last4Digits: string } };
    };
    expect(stored.state).toBe('completed');
    expect(stored.result.card).toMatchObject({ bin: '444433', last4Digits: '1111', dpan: null });
    expect(raw).not.toContain(ukVisa);
    expect(raw).not.toContain(ukVisa.slice(6, 12));
    expect(raw).not.toContain('"123"');
  });
});
