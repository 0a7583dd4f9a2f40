import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import fc from 'fast-check';
import { createEmptyDatabase, startPrivatePostgres } from '../scripts/privatePostgres.ts';
import { oldSpaceMiBFor } from '../src/memory/heapSize.ts';
import { edited, editsOf, jsonish, stringify } from '../test/security/graphqlFuzzArbitraries.ts';
import { cores, pinSelf, repoRoot } from './children.ts';
import { GraphqlClient } from './clients.ts';
import { closedLoop } from './load.ts';
import { type SoakResult, sampleRss, soak } from './measure.ts';
import { readOptions } from './options.ts';
import { peakRssMbOf, rssMbOf } from './procStats.ts';
import { progressLog } from './progress.ts';
import type { Scenario } from './scenario.ts';
import { allScenarios } from './scenarios/index.ts';
import {
  benchApiKey,
  buildGateway,
  type StartCommand,
  shippedStartCommand,
  startOurGateway,
} from './servers.ts';
import { startUpstream } from './upstreamProcess.ts';
import { graphqlOperation } from './variants.ts';

/**
 * `npm run bench:memory`: our gateway as it ships (the bench's "ours": production, PostgreSQL, static upstream),
 * measured for memory only, against issue 23's targets: idle RSS 12 s after start, peak RSS under
 * BENCH_CONNECTIONS (32) in every scenario, RSS after BENCH_FUZZ_REQUESTS (12,000) fuzzed requests, and the RSS
 * slope over a BENCH_SOAK_SECONDS soak. Readings come from /proc from outside, so measuring costs the gateway
 * nothing. Method and settings: bench/README.md.
 */

const log = progressLog();

const num = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** BENCH_MEMORY_LIMIT_MB: the start flags plus the old-space cap the package's launcher would set for that limit. */
function withLimit(command: StartCommand, limitMb: number | undefined): StartCommand {
  if (limitMb === undefined) return command;
  const cap = `--max-old-space-size=${oldSpaceMiBFor(limitMb * 2 ** 20)}`;
  return { ...command, nodeFlags: [...command.nodeFlags, cap] };
}

function positive(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}

/**
 * Fuzzed requests of the scenarios' documents: one to four edits of their valid variables (fields replaced,
 * removed, keys added: test/security's generators), or any JSON at all as variables. What matters here is what the
 * gateway keeps after refusing or answering them, not the answers (test/security checks those).
 */
function fuzzedBodies(scenarios: readonly Scenario[], count: number): string[] {
  const one = fc.constantFrom(...scenarios).chain((scenario) => {
    const { query, variables = {} } = scenario.graphql();
    const body = (v: unknown) => `{"query":${JSON.stringify(query)},"variables":${stringify(v)}}`;
    // A document with every value inline (S8) has no variables to edit: any JSON it is.
    if (Object.keys(variables).length === 0) return jsonish.map(body);
    return fc.oneof(
      { weight: 3, arbitrary: editsOf(variables).map((edits) => body(edited(variables, edits))) },
      { weight: 1, arbitrary: jsonish.map(body) },
    );
  });
  return fc.sample(one, { numRuns: count, seed: 23 });
}

interface ScenarioPeak {
  readonly id: string;
  readonly peakRssMb: number;
  readonly requests: number;
  readonly failures: number;
}

async function main(): Promise<void> {
  const options = readOptions(process.env);
  const idleMs = positive('BENCH_IDLE_SECONDS', 12) * 1_000;
  const fuzzCount = positive('BENCH_FUZZ_REQUESTS', 12_000);
  const limitMb = process.env.BENCH_MEMORY_LIMIT_MB ? positive('BENCH_MEMORY_LIMIT_MB', 0) : undefined;
  const out = process.env.BENCH_OUT ?? 'bench/results/memory.md';
  const pass = options.passes[0];
  if (!pass) throw new Error('no pass');
  if (cores) pinSelf(cores.rest);
  log('building the gateway (npm run build)');
  buildGateway();
  const command = withLimit(shippedStartCommand(), limitMb);
  const postgres = await startPrivatePostgres({ fsync: true, core: cores?.rest });
  try {
    const upstream = await startUpstream('static', 0);
    try {
      const f = upstream.fixtures;
      const wanted = options.only.scenarios;
      const scenarios = allScenarios(f).filter((s) => wanted === undefined || wanted.includes(s.id));
      const databaseUrl = await createEmptyDatabase(postgres.url);
      // As docs/operations.md deploys: `gateway migrate`, then the gateway, which then has nothing to migrate.
      execFileSync(process.execPath, [command.entry, 'migrate'], {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl },
        stdio: 'ignore',
      });
      const ours = await startOurGateway(command, upstream.url, f, { kind: 'shipped', databaseUrl });
      const n = options.connections;
      const client = new GraphqlClient(ours.url, n, `Bearer ${benchApiKey}`);
      try {
        log(`idle: ${idleMs / 1_000} s`);
        await sleep(idleMs);
        const idleRssMb = rssMbOf(ours.pid);
        const peaks: ScenarioPeak[] = [];
        for (const scenario of scenarios) {
          log(`  ${scenario.id} ${scenario.name}`);
          const stop = sampleRss(ours.pid);
          const op = graphqlOperation('ours', client, scenario);
          const slice = await closedLoop(op, n, pass.warmupMs + pass.rounds * pass.roundMs);
          peaks.push({
            id: scenario.id,
            peakRssMb: stop(),
            requests: slice.latencies.length,
            failures: slice.failures,
          });
        }
        log(`fuzz: ${fuzzCount} requests`);
        const bodies = fuzzedBodies(scenarios, fuzzCount);
        let sent = 0;
        const stopFuzz = sampleRss(ours.pid);
        const statuses = new Map<number, number>();
        await Promise.all(
          Array.from({ length: n }, async () => {
            for (let body = bodies[sent++]; body !== undefined; body = bodies[sent++]) {
              const { status } = await client.postText(body);
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
            }
          }),
        );
        const fuzzPeakRssMb = stopFuzz();
        const afterFuzzRssMb = rssMbOf(ours.pid);
        let soaked: SoakResult | undefined;
        if (options.soakMs > 0) {
          log(`soak: ${options.soakMs / 1_000} s`);
          soaked = await soak({ client, pid: ours.pid }, scenarios, options.soakMs, n);
        }
        const report = formatMemoryReport({
          command,
          idleRssMb,
          peaks,
          fuzz: { count: fuzzCount, peakRssMb: fuzzPeakRssMb, afterRssMb: afterFuzzRssMb, statuses },
          soak: soaked,
          highWaterMb: peakRssMbOf(ours.pid),
          connections: n,
        });
        process.stdout.write(report);
        const path = resolve(repoRoot, out);
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, report);
        log(`report written to ${out}`);
        const failed = peaks.some((p) => p.failures > 0) || (soaked?.failures ?? 0) > 0;
        process.exitCode = failed ? 1 : 0;
      } finally {
        await client.close();
        await ours.stop();
      }
    } finally {
      await upstream.stop();
    }
  } finally {
    await postgres.stop();
  }
}

interface MemoryReport {
  readonly command: StartCommand;
  readonly idleRssMb: number;
  readonly peaks: readonly ScenarioPeak[];
  readonly fuzz: {
    readonly count: number;
    readonly peakRssMb: number;
    readonly afterRssMb: number;
    readonly statuses: ReadonlyMap<number, number>;
  };
  readonly soak: SoakResult | undefined;
  readonly highWaterMb: number;
  readonly connections: number;
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

function formatMemoryReport(r: MemoryReport): string {
  const maxPeak = Math.max(...r.peaks.map((p) => p.peakRssMb));
  const statuses = [...r.fuzz.statuses].sort(([a], [b]) => a - b).map(([s, c]) => `${c} × ${s}`);
  const lines = [
    '# Memory of our gateway (npm run bench:memory)',
    '',
    `${new Date().toISOString()}, \`node ${[...r.command.nodeFlags, r.command.entry].join(' ')}\`, production, ` +
      `static upstream, ${r.connections} connections, ${cores ? 'pinned' : 'not pinned'}. RSS is VmRSS from /proc.`,
    '',
    '| reading | RSS MB | target |',
    '| --- | --- | --- |',
    `| idle, ${positive('BENCH_IDLE_SECONDS', 12)} s after start | ${num(r.idleRssMb, 1)} | < 100: ${verdict(r.idleRssMb < 100)} |`,
    ...r.peaks.map(
      (p) =>
        `| peak under ${p.id} (${p.requests} requests${p.failures > 0 ? `, ${p.failures} failed` : ''}) | ${num(p.peakRssMb)} | < 200: ${verdict(p.peakRssMb < 200)} |`,
    ),
    `| peak during ${r.fuzz.count} fuzzed requests | ${num(r.fuzz.peakRssMb)} | |`,
    `| after ${r.fuzz.count} fuzzed requests (${statuses.join(', ')}) | ${num(r.fuzz.afterRssMb)} | < 256: ${verdict(r.fuzz.afterRssMb < 256)} |`,
  ];
  if (r.soak) {
    const s = r.soak;
    lines.push(
      `| soak, ${s.seconds} s, after the first tenth → end (${s.requests} requests, ${s.failures} failed) | ${num(s.settledRssMb)} → ${num(s.endRssMb)}, slope ${num(s.slopeMbPerMin, 1)} MB/min, peak ${num(s.peakRssMb)} | growth < 10%: ${verdict(s.endRssMb < s.settledRssMb * 1.1)} |`,
    );
  }
  lines.push(
    '',
    `Highest of the scenario peaks: ${num(maxPeak)} MB; VmHWM over the whole run: ${num(r.highWaterMb)} MB.`,
    '',
  );
  return lines.join('\n');
}

main().catch((err: unknown) => {
  process.stderr.write(
    `bench:memory failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exitCode = 1;
});
