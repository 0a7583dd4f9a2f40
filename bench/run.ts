import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { cores, pinSelf, repoRoot } from './children.ts';
import { GraphqlClient, RawProxyClient, RestClient } from './clients.ts';
import { type Bench, measureLatency, measureScenario, type ScenarioResult, soak } from './measure.ts';
import { type BenchOptions, type Pass, readOptions } from './options.ts';
import { peakRssMbOf } from './procStats.ts';
import { formatReport, type PassResult } from './report.ts';
import { allScenarios } from './scenarios/index.ts';
import {
  benchApiKey,
  buildGateway,
  type StartCommand,
  shippedStartCommand,
  startBaseline,
  startOurGateway,
} from './servers.ts';
import { startUpstream } from './upstreamProcess.ts';

const began = Date.now();
const log = (line: string) =>
  process.stderr.write(`[${String(Math.round((Date.now() - began) / 1_000)).padStart(3)} s] ${line}\n`);

async function runPass(
  pass: Pass,
  options: BenchOptions,
  command: StartCommand,
  soakHere: boolean,
): Promise<PassResult> {
  log(`pass: ${pass.upstream} upstream, ${pass.delayMs} ms delay`);
  const upstream = await startUpstream(pass.upstream, pass.delayMs);
  const f = upstream.fixtures;
  const n = options.connections;
  // Started together (start-up is mostly waiting on the disk); whatever started is stopped, even if another failed.
  const starting = await Promise.allSettled([
    startOurGateway(command, upstream.url, f),
    startBaseline('naiveGateway.ts', command, upstream.url, f),
    startBaseline('rawProxy.ts', command, upstream.url, f),
  ]);
  const started = starting.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  try {
    const [ours, naive, raw] = started;
    const failed = starting.find((s) => s.status === 'rejected');
    if (failed || !ours || !naive || !raw) throw failed?.reason ?? new Error('a server did not start');
    const servers = { ours, naive, raw };
    const clients = {
      ours: new GraphqlClient(servers.ours.url, n, `Bearer ${benchApiKey}`),
      naive: new GraphqlClient(servers.naive.url, n),
      raw: new RawProxyClient(servers.raw.url, n),
      direct: new RestClient(upstream.url, f, n),
    };
    const bench: Bench = { clients, servers, upstream, connections: n };
    try {
      const scenarios = allScenarios(f).filter(
        (s) => options.only === undefined || options.only.includes(s.id),
      );
      if (scenarios.length === 0)
        throw new Error(`no scenario matches BENCH_ONLY=${options.only?.join(',')}`);
      const results: ScenarioResult[] = [];
      for (const scenario of scenarios) {
        log(`  ${scenario.id} ${scenario.name}`);
        results.push(await measureScenario(bench, scenario, pass));
      }
      const s1 = results.find((r) => r.scenario.id === 'S1');
      const latency = s1
        ? await measureLatency(bench, s1.scenario, s1.variants.raw.reqPerSec / 2, 2 * pass.roundMs)
        : undefined;
      if (soakHere) log(`  soak: ${options.soakMs / 1_000} s`);
      const soaked = soakHere ? await soak(bench, scenarios, options.soakMs) : undefined;
      return {
        pass,
        scenarios: results,
        latency,
        upstreamMisses: (await upstream.count()).misses,
        peakRssMb: {
          ours: peakRssMbOf(servers.ours.pid),
          naive: peakRssMbOf(servers.naive.pid),
          raw: peakRssMbOf(servers.raw.pid),
        },
        soak: soaked,
      };
    } finally {
      await Promise.all(Object.values(clients).map((c) => c.close()));
    }
  } finally {
    await Promise.all(started.map((s) => s.stop()));
    await upstream.stop();
  }
}

/**
 * `npm run bench`: builds the gateway, then per pass starts an upstream, our gateway as it ships and the two
 * baselines (bench/baselines) each in its own process, and measures every scenario four ways against the same
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
  const results: PassResult[] = [];
  for (const [i, pass] of options.passes.entries()) {
    results.push(await runPass(pass, options, command, i === 0 && options.soakMs > 0));
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
      p.upstreamMisses > 0 || p.scenarios.some((s) => Object.values(s.variants).some((v) => v.failures > 0)),
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
