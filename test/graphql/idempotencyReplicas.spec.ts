import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { devCredentials } from '../../src/sandbox/config.ts';
import { type CreatePayoutInput, PayoutsCreateDocument } from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { payoutInput } from '../support/payouts.ts';
import { startTestRedis, type TestRedis } from '../support/redisServer.ts';

/**
 * Two gateway replicas on one Redis (their own redis-server) and one provider (the first one's sandbox), with a
 * Redis outage that loses every record in between.
 */

const fingerprintKey = 'replica-test-fingerprint-key-0123456789abcdef';
let redis: TestRedis;
let second: RunningGateway;

beforeAll(async () => {
  redis = await startTestRedis();
});
afterAll(() => redis.stop());
const first = setUpTestGateway({
  env: () => ({ REDIS_URL: redis.url, IDEMPOTENCY_FINGERPRINT_KEY: fingerprintKey }),
});
beforeAll(async () => {
  const config = loadConfig({
    PORT: '0',
    NODE_ENV: 'test',
    REDIS_URL: redis.url,
    IDEMPOTENCY_FINGERPRINT_KEY: fingerprintKey,
    UPSTREAM_BASE_URL: first.sandbox.url,
    UPSTREAM_USERNAME: devCredentials.username,
    UPSTREAM_PASSWORD: devCredentials.password,
  });
  second = await startGateway(config, createLogger('silent'));
});
afterAll(() => second.close());

/** createPayout through the second replica; its `replayed` flag, or the error code. */
async function viaSecond(input: CreatePayoutInput): Promise<string> {
  const res = await fetch(second.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: PayoutsCreateDocument.toString(), variables: { input } }),
  });
  const body = (await res.json()) as {
    data?: { createPayout?: { replayed: boolean } } | null;
    errors?: { extensions?: { code?: unknown; reason?: unknown } }[];
  };
  const error = body.errors?.[0]?.extensions;
  return error
    ? `${String(error.code)} ${String(error.reason)}`
    : `replayed ${body.data?.createPayout?.replayed}`;
}

async function viaFirst(input: CreatePayoutInput): Promise<string> {
  const result = await first.run(PayoutsCreateDocument, { input });
  const error = result.errors?.[0]?.extensions;
  return error
    ? `${String(error.code)} ${String(error.reason)}`
    : `replayed ${result.data?.createPayout.replayed}`;
}

describe('two replicas on one Redis that loses its data', () => {
  it('never sends a reference twice: retries on both replicas at once are recovered by reference', async () => {
    const inputs = Array.from({ length: 8 }, () => payoutInput());
    const made = await Promise.all(
      inputs.map((input, i) => (i % 2 === 0 ? viaFirst(input) : viaSecond(input))),
    );
    expect(made).toEqual(inputs.map(() => 'replayed false'));

    await redis.restart();
    // Every reference retried on both replicas at the same moment, twice over.
    const retried = await Promise.all(
      [...inputs, ...inputs].flatMap((input) => [viaFirst(input), viaSecond(input)]),
    );
    for (const answer of retried)
      expect(['replayed true', 'IDEMPOTENCY_CONFLICT IN_PROGRESS']).toContain(answer);
    // Settled now: every reference replays on both.
    const after = await Promise.all(inputs.flatMap((input) => [viaFirst(input), viaSecond(input)]));
    expect(after).toEqual(after.map(() => 'replayed true'));

    const posts = describeCalls(await first.upstreamCalls()).filter((call) => call.startsWith('POST'));
    expect(posts).toHaveLength(inputs.length);
    const references = (await first.upstreamCalls())
      .filter((call) => call.method === 'POST')
      .map((call) => (call.body as { transactionReference?: string }).transactionReference);
    expect(new Set(references)).toEqual(new Set(inputs.map((input) => input.transactionReference)));
  });
});
