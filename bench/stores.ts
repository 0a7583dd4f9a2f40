import { createEmptyDatabase, type PrivatePostgres } from '../scripts/privatePostgres.ts';
import { GraphqlClient, RestClient } from './clients.ts';
import { pacedLoop } from './load.ts';
import { measureTargets, type Target, type VariantResult } from './measure.ts';
import type { Pass } from './options.ts';
import type { Scenario } from './scenario.ts';
import {
  benchApiKey,
  type ServerUnderTest,
  type StartCommand,
  startBaseline,
  startOurGateway,
} from './servers.ts';
import { latencyOf } from './stats.ts';
import type { UpstreamProcess } from './upstreamProcess.ts';
import { directView, validateGraphql } from './validate.ts';
import { graphqlOperation } from './variants.ts';

/**
 * The two ways our gateway keeps money records (both `NODE_ENV=test`, since production refuses records in memory),
 * our gateway as shipped (production, PostgreSQL), then the naive gateway keeping its idempotency record in the same
 * PostgreSQL (bench/baselines/naiveRecord.ts), also in production: the price a durable record can be kept at, each
 * pair compared in one mode. Report order.
 */
const storeNames = ['memory', 'postgres', 'shipped', 'naiveRecord'] as const;
type StoreName = (typeof storeNames)[number];

/** One money-moving scenario on our gateway with each store, and on the naive gateway with its record. */
export interface StoreScenarioResult {
  readonly scenario: Scenario;
  /** `alsoCpuMsPerReq` of `postgres` and `naiveRecord` is the database's own CPU per request. */
  readonly stores: Readonly<Record<StoreName, VariantResult>>;
  /** p50 of ours (as shipped) and of the naive gateway with its record at half the latter's saturated rate. */
  readonly halfLoad: HalfLoadLatency;
}

/** Latency below saturation: what a payment waits when neither server is queueing. */
interface HalfLoadLatency {
  readonly perSecond: number;
  readonly oursP50Ms: number;
  readonly naiveRecordP50Ms: number;
  readonly failures: number;
}

/**
 * Ours (as shipped) and the naive gateway with its record at `perSecond`, in mirrored halves, after `warmupMs` of
 * each at that rate, not counted. The saturated rounds just before leave work behind (the database's autovacuum of
 * the rows they wrote, its dirty pages, the gateways' garbage): measured, whichever server is paced first takes it,
 * 200 ms p50 for the naive gateway when it went first against 5 ms in its later half.
 */
async function halfLoad(
  ours: Target,
  naive: Target,
  perSecond: number,
  timing: { readonly ms: number; readonly warmupMs: number },
): Promise<HalfLoadLatency> {
  const { ms, warmupMs } = timing;
  const slices = { ours: [] as number[], naive: [] as number[] };
  let failures = 0;
  for (const t of [naive, ours]) await pacedLoop(t.op, perSecond, warmupMs / 2);
  for (const [name, t] of [
    ['ours', ours],
    ['naive', naive],
    ['naive', naive],
    ['ours', ours],
  ] as const) {
    const slice = await pacedLoop(t.op, perSecond, ms / 2);
    slices[name].push(...slice.latencies);
    failures += slice.failures;
  }
  return {
    perSecond,
    oursP50Ms: latencyOf(slices.ours).p50,
    naiveRecordP50Ms: latencyOf(slices.naive).p50,
    failures,
  };
}

function target(
  scenario: Scenario,
  store: StoreName,
  client: GraphqlClient,
  server: ServerUnderTest,
  databasePid?: number,
): Target {
  const who = store === 'naiveRecord' ? 'naive gateway with its record' : `our gateway (${store} store)`;
  const op = graphqlOperation(who, client, scenario);
  return { op, pid: server.pid, alsoPid: databasePid };
}

/**
 * What the durable store costs per payout and per sale: our gateway started twice more, identical but for
 * DATABASE_URL (a fresh database on the benchmark's PostgreSQL, or records in memory), and the naive gateway with
 * its idempotency record in another fresh database of the same server; each scenario validated against the direct
 * REST answer on all three, then all measured in mirrored rounds on the same upstream. The database's CPU
 * (postmaster and backends) is read beside the gateway's, since the durable store's work is done there too.
 */
export async function measureStores(
  scenarios: readonly Scenario[],
  pass: Pass,
  setting: {
    readonly command: StartCommand;
    readonly upstream: UpstreamProcess;
    readonly postgres: PrivatePostgres;
    readonly connections: number;
  },
): Promise<StoreScenarioResult[]> {
  const { command, upstream, postgres, connections: n } = setting;
  const f = upstream.fixtures;
  const databaseUrl = await createEmptyDatabase(postgres.url);
  const shippedDatabaseUrl = await createEmptyDatabase(postgres.url);
  const naiveDatabaseUrl = await createEmptyDatabase(postgres.url);
  const starting = await Promise.allSettled([
    startOurGateway(command, upstream.url, f, { kind: 'memory' }),
    startOurGateway(command, upstream.url, f, { kind: 'postgres', databaseUrl }),
    startOurGateway(command, upstream.url, f, { kind: 'shipped', databaseUrl: shippedDatabaseUrl }),
    startBaseline('naiveGateway.ts', command, upstream.url, f, naiveDatabaseUrl),
  ]);
  const started = starting.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  try {
    const [memory, durable, shipped, naive] = started;
    const failed = starting.find((s) => s.status === 'rejected');
    if (failed || !memory || !durable || !shipped || !naive) {
      throw failed?.reason ?? new Error('a gateway did not start');
    }
    const clients = {
      memory: new GraphqlClient(memory.url, n, `Bearer ${benchApiKey}`),
      postgres: new GraphqlClient(durable.url, n, `Bearer ${benchApiKey}`),
      shipped: new GraphqlClient(shipped.url, n, `Bearer ${benchApiKey}`),
      naiveRecord: new GraphqlClient(naive.url, n),
      direct: new RestClient(upstream.url, f, n),
    };
    try {
      const results: StoreScenarioResult[] = [];
      for (const scenario of scenarios) {
        const expected = await directView(scenario, clients.direct);
        await validateGraphql(scenario, clients.memory, 'our gateway (memory store)', expected);
        await validateGraphql(scenario, clients.postgres, 'our gateway (PostgreSQL store)', expected);
        await validateGraphql(scenario, clients.shipped, 'our gateway (as shipped)', expected);
        // The naive gateway's payout and sale answers are strings and enums only: compared digit for digit too.
        await validateGraphql(scenario, clients.naiveRecord, 'naive gateway with its record', expected);
        const targets = {
          memory: target(scenario, 'memory', clients.memory, memory),
          postgres: target(scenario, 'postgres', clients.postgres, durable, postgres.pid()),
          shipped: target(scenario, 'shipped', clients.shipped, shipped, postgres.pid()),
          naiveRecord: target(scenario, 'naiveRecord', clients.naiveRecord, naive, postgres.pid()),
        };
        const stores = await measureTargets(targets, storeNames, upstream, n, pass);
        const perSecond = stores.naiveRecord.reqPerSec / 2;
        const latency = await halfLoad(targets.shipped, targets.naiveRecord, perSecond, {
          ms: 2 * pass.roundMs,
          warmupMs: pass.warmupMs,
        });
        results.push({ scenario, stores, halfLoad: latency });
      }
      return results;
    } finally {
      await Promise.all(Object.values(clients).map((c) => c.close()));
    }
  } finally {
    await Promise.all(started.map((s) => s.stop()));
  }
}
