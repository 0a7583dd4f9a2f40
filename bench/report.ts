import { cpus, loadavg } from 'node:os';
import type { LatencyResult, ScenarioResult, SoakResult, VariantResult } from './measure.ts';
import type { Pass } from './options.ts';
import type { StoreScenarioResult } from './stores.ts';

/** The scenarios of one pass five ways (ours, naive, Mercurius, raw proxy, direct). */
export interface MainResult {
  readonly scenarios: readonly ScenarioResult[];
  readonly latency: LatencyResult | undefined;
  /** Highest resident memory of each server process over the whole pass (VmHWM). */
  readonly peakRssMb: {
    readonly ours: number;
    readonly naive: number;
    readonly mercurius: number;
    readonly raw: number;
  };
  readonly soak: SoakResult | undefined;
}

/** What one pass produced: either part may be left out by BENCH_ONLY. */
export interface PassResult {
  readonly pass: Pass;
  readonly main: MainResult | undefined;
  /** Memory against PostgreSQL on the money-moving scenarios (first pass only). */
  readonly stores: readonly StoreScenarioResult[] | undefined;
  /** Requests the static upstream had no recording for (answered 404); always 0 with the sandbox. */
  readonly upstreamMisses: number;
}

/** The run's setting, printed above the tables. */
export interface RunInfo {
  readonly startedAt: Date;
  readonly connections: number;
  readonly pinned: boolean;
  readonly startCommand: string;
  /** The 1-minute load average when the run started: above the core count, neighbours share the cores. */
  readonly loadAtStart: number;
}

const num = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '-';
const ratio = (a: number, b: number) => `${num(a / b, 2)}×`;

function passTitle(p: Pass): string {
  const upstream = p.upstream === 'static' ? 'static upstream (recorded sandbox bodies)' : 'the sandbox';
  const delay = p.delayMs > 0 ? `, ${p.delayMs} ms upstream delay` : ', no delay';
  return `${upstream}${delay}: ${p.rounds} round(s) of ${p.roundMs / 1_000} s per variant after ${p.warmupMs / 1_000} s warm-up`;
}

function mainTable(results: readonly ScenarioResult[]): string[] {
  const lines = [
    '| scenario | ours req/s | naive | Mercurius | raw proxy | direct | ours/Mercurius | ours/naive | ours/raw | CPU ms/req (ours, naive, Mercurius, raw) | calls/op (ours, naive, Mercurius, raw; min) | peak RSS MB (ours, naive, Mercurius, raw) |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const { scenario: s, variants: v } of results) {
    const servers = [v.ours, v.naive, v.mercurius, v.raw];
    const each = (f: (x: VariantResult) => string) => servers.map(f).join(', ');
    lines.push(
      `| ${s.id} ${s.name} | ${num(v.ours.reqPerSec)} | ${num(v.naive.reqPerSec)} | ${num(v.mercurius.reqPerSec)} | ` +
        `${num(v.raw.reqPerSec)} | ${num(v.direct.reqPerSec)} | ${ratio(v.ours.reqPerSec, v.mercurius.reqPerSec)} | ` +
        `${ratio(v.ours.reqPerSec, v.naive.reqPerSec)} | ${ratio(v.ours.reqPerSec, v.raw.reqPerSec)} | ` +
        `${each((x) => num(x.cpuMsPerReq, 3))} | ${each((x) => num(x.callsPerOp, 2))}; ${s.minimumCalls} | ` +
        `${each((x) => num(x.peakRssMb))} |`,
    );
  }
  return lines;
}

function latencyTable(results: readonly ScenarioResult[]): string[] {
  const lines = [
    '| scenario | p50 ms (ours, naive, Mercurius, raw, direct) | p95 ms (same order) | requests (same order) | failed |',
    '|---|--:|--:|--:|--:|',
  ];
  const all = (v: ScenarioResult['variants'], f: (x: VariantResult) => string) =>
    [v.ours, v.naive, v.mercurius, v.raw, v.direct].map(f).join(', ');
  for (const { scenario: s, variants: v } of results) {
    const failed = Object.values(v).reduce((n, x) => n + x.failures, 0);
    lines.push(
      `| ${s.id} | ${all(v, (x) => num(x.p50Ms, 1))} | ${all(v, (x) => num(x.p95Ms, 1))} | ` +
        `${all(v, (x) => num(x.requests))} | ${failed} |`,
    );
  }
  return lines;
}

/** `met` or `NOT met`, with the scenarios that miss. */
function target(
  label: string,
  results: readonly ScenarioResult[],
  miss: (r: ScenarioResult) => string | undefined,
): string {
  const misses = results.flatMap((r) => {
    const why = miss(r);
    return why === undefined ? [] : [`${r.scenario.id} ${why}`];
  });
  return `- ${label}: ${misses.length === 0 ? 'met' : `NOT met (${misses.join('; ')})`}`;
}

/** Whether ours reaches `factor` times a baseline's req/s in the scenarios named (those of this run). */
function atLeast(
  results: readonly ScenarioResult[],
  ids: readonly string[],
  factor: number,
  baseline: 'naive' | 'mercurius' | 'raw',
): string {
  const names = { naive: 'the naive gateway’s', mercurius: 'Mercurius’s', raw: 'the raw proxy’s' };
  const name = names[baseline];
  const label = `${ids.join(', ')} ≥ ${factor}× ${name} req/s`;
  const measured = results.filter((x) => ids.includes(x.scenario.id));
  if (measured.length === 0) return `- ${label}: not measured in this run`;
  return target(label, measured, ({ variants: v }) =>
    v.ours.reqPerSec >= factor * v[baseline].reqPerSec
      ? undefined
      : ratio(v.ours.reqPerSec, v[baseline].reqPerSec),
  );
}

/** `; <who> only as numbers in S2, S4 (JSON.parse floats)`, or nothing when every answer was exact. */
function floatsNote(who: string, inexact: readonly ScenarioResult[]): string {
  if (inexact.length === 0) return '';
  return `; ${who} only as numbers in ${inexact.map((x) => x.scenario.id).join(', ')} (JSON.parse floats)`;
}

function targets(p: MainResult, pass: Pass): string[] {
  const r = p.scenarios;
  const lines = [
    // Issue 23's targets: single calls and the fan-out at least half of Mercurius (Apollo Server's own floor allows
    // about 0.65x), list pages 0.8x Mercurius, every read ahead of the naive gateway.
    atLeast(r, ['S1', 'S3', 'S5'], 0.5, 'mercurius'),
    atLeast(r, ['S2', 'S4'], 0.8, 'mercurius'),
    atLeast(r, ['S1', 'S2', 'S3', 'S4', 'S5'], 1, 'naive'),
    target('upstream calls per operation at the minimum (ours)', r, ({ scenario, variants: v }) =>
      Math.abs(v.ours.callsPerOp - scenario.minimumCalls) < 0.005
        ? undefined
        : `${num(v.ours.callsPerOp, 2)} calls/op`,
    ),
    target('responses checked: 0 non-2xx, 0 GraphQL errors (every variant)', r, ({ variants: v }) => {
      const failed = Object.values(v).reduce((n, x) => n + x.failures, 0);
      const first = Object.values(v).find((x) => x.firstFailure)?.firstFailure;
      return failed === 0 ? undefined : `${failed} failed, first: ${first?.slice(0, 120)}`;
    }),
    '- amounts exact: ours and the raw proxy validated digit for digit against the direct answer in every scenario' +
      floatsNote(
        'the naive gateway',
        r.filter((x) => !x.naiveExact),
      ) +
      floatsNote(
        'Mercurius',
        r.filter((x) => !x.mercuriusExact),
      ),
    `- peak RSS of our gateway under 200 MB at saturation: ${p.peakRssMb.ours < 200 ? 'met' : 'NOT met'} (${num(p.peakRssMb.ours)} MB over the pass; naive ${num(p.peakRssMb.naive)} MB, Mercurius ${num(p.peakRssMb.mercurius)} MB, raw proxy ${num(p.peakRssMb.raw)} MB)`,
  ];
  if (p.latency) {
    const l = p.latency;
    const added = l.oursP50Ms - l.directP50Ms;
    const verdict =
      pass.delayMs === 0 && l.scenario.id === 'S1'
        ? ` (target ≤ 1 ms: ${added <= 1 ? 'met' : 'NOT met'})`
        : '';
    lines.push(
      `- ${l.scenario.id} p50 added over direct REST at ${num(l.perSecond)} req/s (half the raw proxy’s or our saturated rate, the lower): ` +
        `${num(added, 2)} ms (ours ${num(l.oursP50Ms, 2)} ms, direct ${num(l.directP50Ms, 2)} ms)${verdict}` +
        (l.failures > 0 ? `, ${l.failures} failed` : ''),
    );
  }
  if (p.soak) {
    const s = p.soak;
    const growth = (s.endRssMb - s.settledRssMb) / s.settledRssMb;
    lines.push(
      `- soak, ${s.seconds} s of mixed load on our gateway: RSS ${num(s.settledRssMb)} MB after the first tenth, ` +
        `${num(s.endRssMb)} MB at the end (${num(growth * 100, 1)}% growth; target < 10%: ${growth < 0.1 ? 'met' : 'NOT met'}), ` +
        `slope ${num(s.slopeMbPerMin, 1)} MB/min, peak ${num(s.peakRssMb)} MB, ${num(s.requests)} requests, ${s.failures} failed`,
    );
  }
  return lines;
}

/**
 * The durable store's price: our gateway with money records in memory against the same gateway with them in
 * PostgreSQL, per payout (S6) and per sale (S7), as ratios of one run.
 */
function storesSection(results: readonly StoreScenarioResult[]): string[] {
  const lines = [
    '### Money records: PostgreSQL against memory (cost of the durable store)',
    '',
    'Our gateway started twice more, identical but for `DATABASE_URL`: records in memory, or in an empty database on',
    "the benchmark's own PostgreSQL (fsync on, `synchronous_commit` on: every claim and stored answer is flushed at",
    'commit, as in production). Both run with `NODE_ENV=test` and production’s defaults written out, since production',
    'refuses records in memory. The database runs on core 0 with the load generator and the upstream; its CPU',
    '(postmaster, backends, WAL writer) is read separately. Every answer is validated and checked as in the main table.',
    '',
    '| scenario | req/s memory | req/s PostgreSQL | req/s ratio | gateway CPU ms/req memory | gateway CPU ms/req PostgreSQL | gateway CPU ratio | database CPU ms/req | gateway + database CPU ratio | p50 ms (memory, PostgreSQL) | p95 ms (memory, PostgreSQL) | calls/op (memory, PostgreSQL; min) | requests (memory, PostgreSQL) | failed |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const { scenario: s, stores } of results) {
    const { memory: m, postgres: pg } = stores;
    const both = (f: (x: VariantResult) => string) => [m, pg].map(f).join(', ');
    lines.push(
      `| ${s.id} ${s.name} | ${num(m.reqPerSec)} | ${num(pg.reqPerSec)} | ${ratio(pg.reqPerSec, m.reqPerSec)} | ` +
        `${num(m.cpuMsPerReq, 3)} | ${num(pg.cpuMsPerReq, 3)} | ${ratio(pg.cpuMsPerReq, m.cpuMsPerReq)} | ` +
        `${num(pg.alsoCpuMsPerReq, 3)} | ${ratio(pg.cpuMsPerReq + pg.alsoCpuMsPerReq, m.cpuMsPerReq)} | ` +
        `${both((x) => num(x.p50Ms, 1))} | ${both((x) => num(x.p95Ms, 1))} | ` +
        `${both((x) => num(x.callsPerOp, 2))}; ${s.minimumCalls} | ${both((x) => num(x.requests))} | ` +
        `${m.failures + pg.failures}${(m.firstFailure ?? pg.firstFailure) ? `: ${(m.firstFailure ?? pg.firstFailure)?.slice(0, 120)}` : ''} |`,
    );
  }
  lines.push(
    '',
    'Ratios are PostgreSQL ÷ memory. The last CPU ratio adds the database’s CPU to the PostgreSQL gateway’s: the',
    'whole machine’s CPU per operation with a durable store against without.',
    '',
    ...naiveRecordSection(results),
  );
  return lines;
}

/**
 * Ours as shipped (production, records in PostgreSQL) against the naive gateway keeping its own idempotency record in the same
 * server (bench/baselines/naiveRecord.ts): issue 22's target is at least 1.0× in requests per second and in gateway
 * CPU per payment, and a p50 at half load within 1 ms.
 */
function naiveRecordSection(results: readonly StoreScenarioResult[]): string[] {
  const lines = [
    '### Money records: ours against the naive gateway with its record',
    '',
    'The naive gateway of the main table, keeping the simplest idempotency record in a fresh database of the same',
    'PostgreSQL (`INSERT … ON CONFLICT DO NOTHING` as pending, replay when completed, `UPDATE` with the answer; both',
    'synchronous). Same rounds as the table above; both in production (`NODE_ENV=production`): ours as shipped, a',
    'fourth gateway on its own fresh database, not the `NODE_ENV=test` pair above. Ratios read "better when above 1":',
    'requests ours ÷ naive, CPU naive ÷ ours. Half load: both paced at half the naive gateway’s saturated rate,',
    'each first warmed at that rate (not counted), then in mirrored halves.',
    '',
    '| scenario | req/s ours | req/s naive + record | req/s ratio | gateway CPU ms/req ours | gateway CPU ms/req naive + record | gateway CPU ratio | database CPU ms/req (ours, naive + record) | p50 ms half load (ours, naive + record; rate/s) | p95 ms saturated (ours, naive + record) | failed |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const { scenario: s, stores, halfLoad: h } of results) {
    const { shipped: o, naiveRecord: n } = stores;
    const failed = o.failures + n.failures + h.failures;
    const first = o.firstFailure ?? n.firstFailure;
    lines.push(
      `| ${s.id} ${s.name} | ${num(o.reqPerSec)} | ${num(n.reqPerSec)} | ${ratio(o.reqPerSec, n.reqPerSec)} | ` +
        `${num(o.cpuMsPerReq, 3)} | ${num(n.cpuMsPerReq, 3)} | ${ratio(n.cpuMsPerReq, o.cpuMsPerReq)} | ` +
        `${num(o.alsoCpuMsPerReq, 3)}, ${num(n.alsoCpuMsPerReq, 3)} | ` +
        `${num(h.oursP50Ms, 2)}, ${num(h.naiveRecordP50Ms, 2)}; ${num(h.perSecond)} | ` +
        `${num(o.p95Ms, 1)}, ${num(n.p95Ms, 1)} | ${failed}${first ? `: ${first.slice(0, 120)}` : ''} |`,
    );
  }
  return lines;
}

/** The whole report as markdown: the setting, then per pass the main table, latencies and targets. */
export function formatReport(info: RunInfo, passes: readonly PassResult[]): string {
  const cpu = cpus();
  const lines = [
    '# Benchmark results',
    '',
    `- date: ${info.startedAt.toISOString()}`,
    `- node ${process.version}, ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} cores`,
    `- load average (1 min) ${num(info.loadAtStart, 1)} at the start and ${num(loadavg()[0] ?? Number.NaN, 1)} at the end` +
      (info.loadAtStart > cpu.length
        ? ': a busy machine, other processes shared the cores, so every number is noisy'
        : ''),
    `- servers under test ${info.pinned ? 'pinned to core 1, load generator and upstream on core 0 (taskset)' : 'not pinned (no taskset or one core)'}; ${info.connections} connections, closed loop, medians of the rounds`,
    `- our gateway started as shipped: \`${info.startCommand}\` (production, money records in PostgreSQL on the benchmark's own server, API key caller, silent logs)`,
    '- method and columns: bench/README.md',
  ];
  for (const p of passes) {
    lines.push('', `## ${passTitle(p.pass)}`);
    if (p.main) {
      lines.push(
        '',
        ...mainTable(p.main.scenarios),
        '',
        ...latencyTable(p.main.scenarios),
        '',
        'Targets:',
        '',
        ...targets(p.main, p.pass),
      );
    }
    if (p.stores) lines.push('', ...storesSection(p.stores));
    if (p.upstreamMisses > 0)
      lines.push('', `- ! the static upstream had no recording for ${p.upstreamMisses} request(s)`);
  }
  return `${lines.join('\n')}\n`;
}
