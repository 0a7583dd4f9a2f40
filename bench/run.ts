import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import {
  createEmptyDatabase,
  type PrivatePostgres,
  startPrivatePostgres,
} from '../scripts/privatePostgres.ts';
import { cores, pinSelf, repoRoot } from './children.ts';
import { GraphqlClient, RawProxyClient, RestClient } from './clients.ts';
import { type Bench, measureLatency, measureScenario, type ScenarioResult, soak } from './measure.ts';
import { type BenchOptions, type Pass, readOptions } from './options.ts';
import { peakRssMbOf } from './procStats.ts';
import { progressLog } from './progress.ts';
import { formatReport, type MainResult, type PassResult } from './report.ts';
import type { Scenario } from './scenario.ts';
import { allScenarios } from './scenarios/index.ts';
import { payoutScenario } from './scenarios/payout.ts';
import { saleScenario } from './scenarios/sale.ts';
import {
  benchApiKey,
  buildGateway,
  type StartCommand,
  shippedStartCommand,
  startBaseline,
  startOurGateway,
} from './servers.ts';
import { measureStores, type StoreScenarioResult } from './stores.ts';
import { startUpstream, type UpstreamProcess } from './upstreamProcess.ts';

const log = progressLog();

/** Our gateway (production, PostgreSQL) and both baselines on every selected scenario of the pass. */
async function runMain(
  pass: Pass,
  scenarios: readonly Scenario[],
  setting: { options: BenchOptions; command: StartCommand; upstream: UpstreamProcess; databaseUrl: string },
  soakHere: boolean,
): Promise<MainResult> {
  const { options, command, upstream, databaseUrl } = setting;
  const f = upstream.fixtures;
  const n = options.connections;
  // Started together (start-up is mostly waiting on the disk); whatever started is stopped, even if another failed.
  const starting = await Promise.allSettled([
    startOurGateway(command, upstream.url, f, { kind: 'shipped', databaseUrl }),
    startBaseline('naiveGateway.ts', command, upstream.url, f),
    startBaseline('mercuriusGateway.ts', command, upstream.url, f),
    startBaseline('rawProxy.ts', command, upstream.url, f),
  ]);
  const started = starting.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  try {
    const [ours, naive, mercurius, raw] = started;
    const failed = starting.find((s) => s.status === 'rejected');
    if (failed || !ours || !naive || !mercurius || !raw)
      throw failed?.reason ?? new Error('a server did not start');
    const servers = { ours, naive, mercurius, raw };
    const clients = {
      ours: new GraphqlClient(servers.ours.url, n, `Bearer ${benchApiKey}`),
      naive: new GraphqlClient(servers.naive.url, n),
      mercurius: new GraphqlClient(servers.mercurius.url, n),
      raw: new RawProxyClient(servers.raw.url, n),
      direct: new RestClient(upstream.url, f, n),
    };
    const bench: Bench = { clients, servers, upstream, connections: n };
    try {
      const results: ScenarioResult[] = [];
      for (const scenario of scenarios) {
        log(`  ${scenario.id} ${scenario.name}`);
        results.push(await measureScenario(bench, scenario, pass));
      }
      const s1 = results.find((r) => r.scenario.id === 'S1');
      // Half the raw proxy's rate, or half ours when ours saturates below that: paced above our saturated rate, the
      // p50 would time the queue that builds, not what the gateway adds to a request.
      const pacing = s1 && Math.min(s1.variants.raw.reqPerSec, s1.variants.ours.reqPerSec) / 2;
      const latency =
        s1 && pacing ? await measureLatency(bench, s1.scenario, pacing, 2 * pass.roundMs) : undefined;
      if (soakHere) log(`  soak: ${options.soakMs / 1_000} s`);
      const soaked = soakHere
        ? await soak({ client: clients.ours, pid: ours.pid }, scenarios, options.soakMs, n)
        : undefined;
      return {
        scenarios: results,
        latency,
        peakRssMb: {
          ours: peakRssMbOf(servers.ours.pid),
          naive: peakRssMbOf(servers.naive.pid),
          mercurius: peakRssMbOf(servers.mercurius.pid),
          raw: peakRssMbOf(servers.raw.pid),
        },
        soak: soaked,
      };
    } finally {
      await Promise.all(Object.values(clients).map((c) => c.close()));
    }
  } finally {
    await Promise.all(started.map((s) => s.stop()));
  }
}

/**
 * One pass: its upstream, then the selected scenarios five ways, then (in the first pass only, where nothing
 * dilutes it) the stores comparison on the money-moving scenarios.
 */
async function runPass(
  pass: Pass,
  options: BenchOptions,
  command: StartCommand,
  postgres: PrivatePostgres,
  first: boolean,
): Promise<PassResult> {
  log(`pass: ${pass.upstream} upstream, ${pass.delayMs} ms delay`);
  const upstream = await startUpstream(pass.upstream, pass.delayMs);
  try {
    const f = upstream.fixtures;
    const wanted = options.only.scenarios;
    const scenarios = allScenarios(f).filter((s) => wanted === undefined || wanted.includes(s.id));
    if (wanted !== undefined && wanted.length > 0 && scenarios.length === 0)
      throw new Error(`no scenario matches BENCH_ONLY=${wanted.join(',')}`);
    const main =
      scenarios.length > 0
        ? await runMain(
            pass,
            scenarios,
            { options, command, upstream, databaseUrl: await createEmptyDatabase(postgres.url) },
            first && options.soakMs > 0,
          )
        : undefined;
    let stores: StoreScenarioResult[] | undefined;
    if (first && options.only.stores) {
      log(
        '  stores: our gateway with money records in memory and in PostgreSQL, the naive gateway with its record',
      );
      const moneyMoving = [payoutScenario(f), saleScenario(f)];
      stores = await measureStores(moneyMoving, pass, {
        command,
        upstream,
        postgres,
        connections: options.connections,
      });
    }
    return { pass, main, stores, upstreamMisses: (await upstream.count()).misses };
  } finally {
    await upstream.stop();
  }
}

/**
 * `npm run bench`: builds the gateway, then per pass starts an upstream, our gateway as it ships and the two
 * baselines (bench/baselines) each in its own process, and measures every scenario five ways against the same
 * upstream. Prints the markdown report and writes it to BENCH_OUT. Method: bench/README.md; settings:
 * bench/options.ts.
 */
async function main(): Promise<number> {
  const options = readOptions(process.env);
  const startedAt = new Date();
  const loadAtStart = loadavg()[0] ?? Number.NaN;
  if (cores) pinSelf(cores.rest);
  log('building the gateway (npm run build)');
  buildGateway();
  const command = shippedStartCommand();
  // The bench's own PostgreSQL: production requires one for our gateway, and the stores comparison prices it. Each
  // gateway gets an empty database of its own. fsync on, as in production: the flush at commit is part of the cost.
  log('starting a private PostgreSQL (initdb in a temporary folder)');
  const postgres = await startPrivatePostgres({ fsync: true, core: cores?.rest });
  const results: PassResult[] = [];
  try {
    for (const [i, pass] of options.passes.entries()) {
      results.push(await runPass(pass, options, command, postgres, i === 0));
    }
  } finally {
    await postgres.stop();
  }
  const startCommand = ['node', ...command.nodeFlags, command.entry].join(' ');
  const report = formatReport(
    { startedAt, connections: options.connections, pinned: cores !== undefined, startCommand, loadAtStart },
    results,
  );
  process.stdout.write(report);
  const out = resolve(repoRoot, options.out);
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, report);
  log(`report written to ${options.out} in ${Math.round((Date.now() - startedAt.getTime()) / 1_000)} s`);
  const failed = results.some(
    (p) =>
      p.upstreamMisses > 0 ||
      p.main?.scenarios.some((s) => Object.values(s.variants).some((v) => v.failures > 0)) ||
      p.stores?.some((s) => s.halfLoad.failures > 0 || Object.values(s.stores).some((v) => v.failures > 0)),
  );
  return failed ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(
      `benchmark failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exitCode = 1;
  },
);
