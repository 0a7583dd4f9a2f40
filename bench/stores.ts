import { createEmptyDatabase, type PrivatePostgres } from '../scripts/privatePostgres.ts';
import { GraphqlClient, RestClient } from './clients.ts';
import { measureTargets, type Target, type VariantResult } from './measure.ts';
import type { Pass } from './options.ts';
import type { Scenario } from './scenario.ts';
import { benchApiKey, type ServerUnderTest, type StartCommand, startOurGateway } from './servers.ts';
import type { UpstreamProcess } from './upstreamProcess.ts';
import { directView, validateGraphql } from './validate.ts';
import { graphqlOperation } from './variants.ts';

/** The two ways our gateway keeps money records, in report order. */
const storeNames = ['memory', 'postgres'] as const;
type StoreName = (typeof storeNames)[number];

/** One money-moving scenario on our gateway with each store. */
export interface StoreScenarioResult {
  readonly scenario: Scenario;
  /** `alsoCpuMsPerReq` of `postgres` is the database's own CPU per request. */
  readonly stores: Readonly<Record<StoreName, VariantResult>>;
}

function target(
  scenario: Scenario,
  store: StoreName,
  client: GraphqlClient,
  server: ServerUnderTest,
  databasePid?: number,
): Target {
  const op = graphqlOperation(`our gateway (${store} store)`, client, scenario);
  return { op, pid: server.pid, alsoPid: databasePid };
}

/**
 * What the durable store costs per payout and per sale: our gateway started twice more, identical but for
 * DATABASE_URL (a fresh database on the benchmark's PostgreSQL, or records in memory), each scenario validated
 * against the direct REST answer on both, then both measured in mirrored rounds on the same upstream. The
 * database's CPU (postmaster and backends) is read beside the gateway's, since the durable store's work is done
 * there too.
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
  const starting = await Promise.allSettled([
    startOurGateway(command, upstream.url, f, { kind: 'memory' }),
    startOurGateway(command, upstream.url, f, { kind: 'postgres', databaseUrl }),
  ]);
  const started = starting.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  try {
    const [memory, durable] = started;
    const failed = starting.find((s) => s.status === 'rejected');
    if (failed || !memory || !durable) throw failed?.reason ?? new Error('a gateway did not start');
    const clients = {
      memory: new GraphqlClient(memory.url, n, `Bearer ${benchApiKey}`),
      postgres: new GraphqlClient(durable.url, n, `Bearer ${benchApiKey}`),
      direct: new RestClient(upstream.url, f, n),
    };
    try {
      const results: StoreScenarioResult[] = [];
      for (const scenario of scenarios) {
        const expected = await directView(scenario, clients.direct);
        await validateGraphql(scenario, clients.memory, 'our gateway (memory store)', expected);
        await validateGraphql(scenario, clients.postgres, 'our gateway (PostgreSQL store)', expected);
        const targets = {
          memory: target(scenario, 'memory', clients.memory, memory),
          postgres: target(scenario, 'postgres', clients.postgres, durable, postgres.pid()),
        };
        results.push({ scenario, stores: await measureTargets(targets, storeNames, upstream, n, pass) });
      }
      return results;
    } finally {
      await Promise.all(Object.values(clients).map((c) => c.close()));
    }
  } finally {
    await Promise.all(started.map((s) => s.stop()));
  }
}
