import { Cluster } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase } from '../../scripts/privatePostgres.ts';
import { type RunningGateway, startGateway } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { devCredentials } from '../../src/sandbox/config.ts';
import { runAs } from '../auth/support.ts';
import { PayoutsCreateDocument, PayoutsUpdatedDocument } from '../generated/graphql.ts';
import { describeCalls, type GraphQLResult, startTestGateway, type TestGateway } from '../support/gateway.ts';
import { fastAccessInput, locationOfId } from '../support/payouts.ts';
import { startTestRedisCluster, type TestRedisCluster } from '../support/redisCluster.ts';
import { subscribe } from '../support/stream.ts';

/**
 * The gateway on a Redis Cluster (REDIS_CLUSTER=true) of this file's own: three masters, so the keys of one
 * request land on different nodes. Two replicas share it, one database (the money records: a payout created on one
 * replica is owned on the other) and one provider (the first one's sandbox).
 */

const fingerprintKey = 'cluster-test-fingerprint-key-0123456789abcdef';
const minute = 60_000;
const hour = 60 * minute;

let cluster: TestRedisCluster;
let admin: Cluster;
let databaseUrl: string;
const running: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  databaseUrl = await createEmptyDatabase(inject('postgresUrl'));
  cluster = await startTestRedisCluster();
  admin = new Cluster(
    cluster.ports.map((port) => ({ host: '127.0.0.1', port })),
    { lazyConnect: true, redisOptions: { maxRetriesPerRequest: 1 } },
  );
  admin.on('error', () => {});
  await admin.connect();
});
afterEach(async () => {
  for (const gateway of running.splice(0).reverse()) await gateway.close();
});
afterAll(async () => {
  admin?.disconnect();
  await cluster?.stop();
});

/** Two replicas configured as an operator would: one node's URL and REDIS_CLUSTER=true. */
async function startReplicas(env: Record<string, string> = {}): Promise<[TestGateway, TestGateway]> {
  const shared = {
    REDIS_URL: cluster.url,
    REDIS_CLUSTER: 'true',
    DATABASE_URL: databaseUrl,
    IDEMPOTENCY_FINGERPRINT_KEY: fingerprintKey,
  };
  const first = await startTestGateway({ ...shared, ...env });
  running.push(first);
  const config = loadConfig({
    RATE_LIMIT_POINTS: '0',
    ...shared,
    ...env,
    PORT: '0',
    NODE_ENV: 'test',
    UPSTREAM_BASE_URL: first.sandbox.url,
    UPSTREAM_USERNAME: devCredentials.username,
    UPSTREAM_PASSWORD: devCredentials.password,
  });
  const second: RunningGateway = await startGateway(config, createLogger('silent'));
  running.push(second);
  // The test helpers only read `url` of the second: the sandbox and its log are the first's.
  return [first, { ...first, url: second.url }];
}

describe('rate limits on a Redis Cluster', () => {
  it('charges one budget per caller across both replicas', async () => {
    const [first, second] = await startReplicas({ RATE_LIMIT_POINTS: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });
    const world = first.sandbox.state.world;
    const accountNumber = world.accountsOf(world.entities[0]?.id ?? '')[0]?.accountNumber;
    // Costs 1: the account.
    const query = `{ account(accountNumber: "${accountNumber}") { name } }`;
    const answers = [];
    for (const replica of [first, second, first, second]) {
      const answer = (await runAs(replica, undefined, query)) as GraphQLResult<unknown> & {
        extensions?: { rateLimit?: Record<string, unknown> };
      };
      const { resetAt, ...budget } = answer.extensions?.rateLimit ?? {};
      answers.push({ budget, code: answer.errors?.[0]?.extensions?.code });
    }
    expect(answers).toEqual([
      { budget: { cost: 1, limit: 3, remaining: 2 }, code: undefined },
      { budget: { cost: 1, limit: 3, remaining: 1 }, code: undefined },
      { budget: { cost: 1, limit: 3, remaining: 0 }, code: undefined },
      { budget: { cost: 0, limit: 3, remaining: 0 }, code: 'RATE_LIMITED' },
    ]);
  });
});

type Stream = ReturnType<typeof subscribe<unknown, unknown>>;

async function nextOutcome(stream: Stream): Promise<string> {
  const next = await stream.next();
  if (next.done) return 'end';
  const data = next.value.data as { payoutUpdated?: { outcome: string } } | null | undefined;
  return data?.payoutUpdated?.outcome ?? JSON.stringify(next.value);
}

async function createFastAccess(first: TestGateway): Promise<string> {
  const created = await first.run(PayoutsCreateDocument, { input: fastAccessInput('Ada Lovelace') });
  const id = created.data?.createPayout.payout.id;
  if (id === undefined) throw new Error(`createPayout failed: ${JSON.stringify(created.errors)}`);
  await first.clearUpstream();
  return id;
}

describe('live payout status on a Redis Cluster', () => {
  it('reads the payout from the provider once for watchers on both replicas', async () => {
    // No tick within the test: every provider call is a first poll.
    const [first, second] = await startReplicas({ PAYOUT_WATCH_INTERVALS_MS: '3600000,3600000,3600000' });
    const id = await createFastAccess(first);
    const onFirst = subscribe(first, PayoutsUpdatedDocument, { id });
    expect(await nextOutcome(onFirst)).toBe('REQUESTED');
    const onSecond = subscribe(second, PayoutsUpdatedDocument, { id });
    expect(await nextOutcome(onSecond)).toBe('REQUESTED');
    expect(describeCalls(await first.upstreamCalls())).toEqual([`GET ${locationOfId(id)}`]);
    await Promise.all([onFirst.return?.(), onSecond.return?.()]);
  });

  it('sends the walk polled on one replica to the watchers of the other, and ends both streams', async () => {
    const [first, second] = await startReplicas({ PAYOUT_WATCH_INTERVALS_MS: '20,20,20' });
    const id = await createFastAccess(first);
    const streams = [
      subscribe(first, PayoutsUpdatedDocument, { id }),
      subscribe(second, PayoutsUpdatedDocument, { id }),
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
  });
});
