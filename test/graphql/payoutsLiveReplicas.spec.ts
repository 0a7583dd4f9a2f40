import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase } from '../../scripts/privatePostgres.ts';
import { type RunningGateway, startGateway } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { devCredentials } from '../../src/sandbox/config.ts';
import { PayoutsCreateDocument, PayoutsUpdatedDocument } from '../generated/graphql.ts';
import { describeCalls, startTestGateway, type TestGateway } from '../support/gateway.ts';
import { fastAccessInput, locationOfId } from '../support/payouts.ts';
import { startTestRedis, type TestRedis } from '../support/redisServer.ts';
import { subscribe } from '../support/stream.ts';

const fingerprintKey = 'live-replica-fingerprint-key-0123456789abcdef';
const minute = 60_000;
const hour = 60 * minute;

/**
 * Two gateway replicas on one Redis (their own redis-server), one database (a payout created on one is owned on the
 * other) and one provider (the first one's sandbox).
 */
async function startReplicas(redis: TestRedis, intervals: string): Promise<[TestGateway, RunningGateway]> {
  const shared = {
    REDIS_URL: redis.url,
    DATABASE_URL: await createEmptyDatabase(inject('postgresUrl')),
    IDEMPOTENCY_FINGERPRINT_KEY: fingerprintKey,
  };
  const first = await startTestGateway({ ...shared, PAYOUT_WATCH_INTERVALS_MS: intervals });
  const config = loadConfig({
    ...shared,
    PORT: '0',
    NODE_ENV: 'test',
    PAYOUT_WATCH_INTERVALS_MS: intervals,
    UPSTREAM_BASE_URL: first.sandbox.url,
    UPSTREAM_USERNAME: devCredentials.username,
    UPSTREAM_PASSWORD: devCredentials.password,
  });
  return [first, await startGateway(config, createLogger('silent'))];
}

/** A fast-access payout created on the first replica, with the upstream log cleared. */
async function createPayout(first: TestGateway): Promise<string> {
  const created = await first.run(PayoutsCreateDocument, { input: fastAccessInput('Ada Lovelace') });
  const id = created.data?.createPayout.payout.id;
  if (id === undefined) throw new Error(`createPayout failed: ${JSON.stringify(created.errors)}`);
  await first.clearUpstream();
  return id;
}

/** The second replica as a TestGateway for the SSE client (only its URL is used). */
const asClientTarget = (first: TestGateway, second: RunningGateway): TestGateway => ({
  ...first,
  url: second.url,
});

type Stream = ReturnType<typeof subscribe<unknown, unknown>>;

async function nextOutcome(stream: Stream): Promise<string> {
  const next = await stream.next();
  if (next.done) return 'end';
  const data = next.value.data as { payoutUpdated?: { outcome: string } } | null | undefined;
  return data?.payoutUpdated?.outcome ?? JSON.stringify(next.value);
}

describe('payoutUpdated across two replicas on one Redis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterAll(async () => {
    await redis.stop();
  });

  it('reads the payout from the provider once for watchers on both replicas', async () => {
    // No tick within the test: every provider call is a first poll.
    const [first, second] = await startReplicas(redis, '3600000,3600000,3600000');
    try {
      const id = await createPayout(first);
      const onFirst = subscribe(first, PayoutsUpdatedDocument, { id });
      expect(await nextOutcome(onFirst)).toBe('REQUESTED');
      const onSecond = subscribe(asClientTarget(first, second), PayoutsUpdatedDocument, { id });
      expect(await nextOutcome(onSecond)).toBe('REQUESTED');
      expect(describeCalls(await first.upstreamCalls())).toEqual([`GET ${locationOfId(id)}`]);
      await Promise.all([onFirst.return?.(), onSecond.return?.()]);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('sends the walk polled on one replica to the watchers of the other, and ends both streams', async () => {
    const [first, second] = await startReplicas(redis, '20,20,20');
    try {
      const id = await createPayout(first);
      const streams = [
        subscribe(first, PayoutsUpdatedDocument, { id }),
        subscribe(asClientTarget(first, second), PayoutsUpdatedDocument, { id }),
      ];
      const walks: string[][] = [[], []];
      const step = async () => {
        const outcomes = await Promise.all(streams.map(nextOutcome));
        for (const [i, outcome] of outcomes.entries()) walks[i]?.push(outcome);
      };
      await step();
      for (const advance of [minute, 4 * minute, 24 * hour]) {
        await first.advanceClock(advance);
        await step();
      }
      await step();
      const walk = ['REQUESTED', 'PENDING', 'APPROVED', 'DISBURSED', 'end'];
      expect(walks).toEqual([walk, walk]);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('lets the other replica take over the polling when the polling one has no watcher left', async () => {
    const [first, second] = await startReplicas(redis, '20,20,20');
    try {
      const id = await createPayout(first);
      const onFirst = subscribe(first, PayoutsUpdatedDocument, { id });
      expect(await nextOutcome(onFirst)).toBe('REQUESTED');
      const onSecond = subscribe(asClientTarget(first, second), PayoutsUpdatedDocument, { id });
      expect(await nextOutcome(onSecond)).toBe('REQUESTED');
      await onFirst.return?.();
      const seen: string[] = [];
      for (const advance of [minute, 4 * minute, 24 * hour]) {
        await first.advanceClock(advance);
        seen.push(await nextOutcome(onSecond));
      }
      expect([...seen, await nextOutcome(onSecond)]).toEqual(['PENDING', 'APPROVED', 'DISBURSED', 'end']);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
