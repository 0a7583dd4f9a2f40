import type { GraphqlClient } from './clients.ts';
import { closedLoop, type LoadSlice, pacedLoop } from './load.ts';
import type { Pass } from './options.ts';
import { cpuMsOf, cpuMsOfTree, rssMbOf } from './procStats.ts';
import type { Scenario } from './scenario.ts';
import type { ServerUnderTest } from './servers.ts';
import { latencyOf, median } from './stats.ts';
import type { UpstreamProcess } from './upstreamProcess.ts';
import { validateScenario } from './validate.ts';
import type { Clients } from './variants.ts';
import { graphqlOperation, operation, type VariantName, variantNames } from './variants.ts';

/** Everything one pass measures with: the clients, the three servers under test and the upstream. */
export interface Bench {
  readonly clients: Clients;
  readonly servers: Readonly<Record<Exclude<VariantName, 'direct'>, ServerUnderTest>>;
  readonly upstream: UpstreamProcess;
  readonly connections: number;
}

/** One variant of one scenario: medians over the rounds, totals where a median means nothing. */
export interface VariantResult {
  readonly reqPerSec: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  /** CPU time of the server process per request (NaN for direct: no server). */
  readonly cpuMsPerReq: number;
  /** CPU time of the target's other process tree per request (the database); NaN when it has none. */
  readonly alsoCpuMsPerReq: number;
  /** Upstream requests per operation, over every round. */
  readonly callsPerOp: number;
  /** Highest resident memory of the server process sampled during the rounds (NaN for direct). */
  readonly peakRssMb: number;
  readonly requests: number;
  /** Operations that failed (non-2xx, GraphQL errors, not JSON) during the timed rounds. */
  readonly failures: number;
  readonly firstFailure: string | undefined;
}

export interface ScenarioResult {
  readonly scenario: Scenario;
  /** False when the naive gateway's amounts were right only as numbers (see validate.ts). */
  readonly naiveExact: boolean;
  /** The same for Mercurius, which reads amounts with JSON.parse too. */
  readonly mercuriusExact: boolean;
  readonly variants: Readonly<Record<VariantName, VariantResult>>;
}

interface Round {
  readonly slice: LoadSlice;
  readonly cpuMs: number;
  readonly alsoCpuMs: number;
  readonly calls: number;
  readonly peakRssMb: number;
}

/** Samples a process's resident memory every 100 ms until stopped; returns the highest sample. */
export function sampleRss(pid: number | undefined): () => number {
  if (pid === undefined) return () => Number.NaN;
  let peak = rssMbOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMbOf(pid));
  }, 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMbOf(pid));
  };
}

/**
 * Something timed: one operation, the server process whose CPU and memory it costs (none for direct), and other
 * processes whose CPU it also costs (the money records' database), each read as a whole process tree.
 */
export interface Target {
  readonly op: () => Promise<void>;
  readonly pid: number | undefined;
  readonly alsoPid?: number | undefined;
}

async function measureRound(
  upstream: UpstreamProcess,
  connections: number,
  target: Target,
  ms: number,
): Promise<Round> {
  const { pid, alsoPid } = target;
  const callsBefore = (await upstream.count()).total;
  const cpuBefore = pid === undefined ? Number.NaN : cpuMsOf(pid);
  const alsoBefore = alsoPid === undefined ? Number.NaN : cpuMsOfTree(alsoPid);
  const stopSampling = sampleRss(pid);
  const slice = await closedLoop(target.op, connections, ms);
  const peakRssMb = stopSampling();
  const cpuMs = pid === undefined ? Number.NaN : cpuMsOf(pid) - cpuBefore;
  const alsoCpuMs = alsoPid === undefined ? Number.NaN : cpuMsOfTree(alsoPid) - alsoBefore;
  const calls = (await upstream.count()).total - callsBefore;
  return { slice, cpuMs, alsoCpuMs, calls, peakRssMb };
}

function summarise(rounds: readonly Round[]): VariantResult {
  const requests = rounds.reduce((n, r) => n + r.slice.latencies.length, 0);
  const latencies = rounds.map((r) => latencyOf(r.slice.latencies));
  return {
    reqPerSec: median(rounds.map((r) => (r.slice.latencies.length * 1_000) / r.slice.elapsedMs)),
    p50Ms: median(latencies.map((l) => l.p50)),
    p95Ms: median(latencies.map((l) => l.p95)),
    cpuMsPerReq: median(rounds.map((r) => r.cpuMs / r.slice.latencies.length)),
    alsoCpuMsPerReq: median(rounds.map((r) => r.alsoCpuMs / r.slice.latencies.length)),
    callsPerOp: requests > 0 ? rounds.reduce((n, r) => n + r.calls, 0) / requests : Number.NaN,
    peakRssMb: Math.max(...rounds.map((r) => r.peakRssMb)),
    requests,
    failures: rounds.reduce((n, r) => n + r.slice.failures, 0),
    firstFailure: rounds.find((r) => r.slice.firstFailure !== undefined)?.slice.firstFailure,
  };
}

/**
 * Warms every target up, then measures `pass.rounds` rounds of each in mirrored order (a b c d, d c b a, ...): two
 * noisy shared cores drift over a run, and interleaving spreads the drift over every target instead of charging it
 * to whichever ran last.
 */
export async function measureTargets<N extends string>(
  targets: Readonly<Record<N, Target>>,
  order: readonly N[],
  upstream: UpstreamProcess,
  connections: number,
  pass: Pass,
): Promise<Record<N, VariantResult>> {
  for (const name of order) {
    if (pass.warmupMs > 0) await closedLoop(targets[name].op, connections, pass.warmupMs);
  }
  const rounds = new Map<N, Round[]>(order.map((n) => [n, []]));
  for (let r = 0; r < pass.rounds; r++) {
    for (const name of r % 2 === 0 ? order : [...order].reverse()) {
      rounds.get(name)?.push(await measureRound(upstream, connections, targets[name], pass.roundMs));
    }
  }
  return Object.fromEntries(order.map((n) => [n, summarise(rounds.get(n) ?? [])])) as Record<
    N,
    VariantResult
  >;
}

/** Validates a scenario, then measures the five variants (see {@link measureTargets}). */
export async function measureScenario(bench: Bench, scenario: Scenario, pass: Pass): Promise<ScenarioResult> {
  const { naiveExact, mercuriusExact } = await validateScenario(scenario, bench.clients);
  const target = (variant: VariantName): Target => ({
    op: operation(variant, scenario, bench.clients),
    pid: variant === 'direct' ? undefined : bench.servers[variant].pid,
  });
  const targets = {
    ours: target('ours'),
    naive: target('naive'),
    mercurius: target('mercurius'),
    raw: target('raw'),
    direct: target('direct'),
  };
  const variants = await measureTargets(targets, variantNames, bench.upstream, bench.connections, pass);
  return { scenario, naiveExact, mercuriusExact, variants };
}

/** Latency at a rate below saturation: what the gateway adds to a caller's wait when it is not queueing. */
export interface LatencyResult {
  readonly scenario: Scenario;
  readonly perSecond: number;
  readonly oursP50Ms: number;
  readonly directP50Ms: number;
  readonly failures: number;
}

/**
 * Ours and direct at a fixed `perSecond` (half the lower of the raw proxy's and our saturated rates), in mirrored halves (ours, direct,
 * direct, ours), p50 over all of each side's latencies.
 */
export async function measureLatency(
  bench: Bench,
  scenario: Scenario,
  perSecond: number,
  ms: number,
): Promise<LatencyResult> {
  const slices: Record<'ours' | 'direct', LoadSlice[]> = { ours: [], direct: [] };
  for (const variant of ['ours', 'direct', 'direct', 'ours'] as const) {
    slices[variant].push(await pacedLoop(operation(variant, scenario, bench.clients), perSecond, ms / 2));
  }
  const p50 = (v: 'ours' | 'direct') => latencyOf(slices[v].flatMap((s) => s.latencies)).p50;
  const failures = [...slices.ours, ...slices.direct].reduce((n, s) => n + s.failures, 0);
  return { scenario, perSecond, oursP50Ms: p50('ours'), directP50Ms: p50('direct'), failures };
}

/** Resident memory of our gateway under a long mixed load. */
export interface SoakResult {
  readonly seconds: number;
  /** RSS once the first tenth of the soak has passed (pools, caches and JIT settled). */
  readonly settledRssMb: number;
  readonly endRssMb: number;
  readonly peakRssMb: number;
  /** Least-squares slope of the RSS read every second after the first tenth, in MB per minute. */
  readonly slopeMbPerMin: number;
  readonly requests: number;
  readonly failures: number;
}

/** Least-squares slope of `points` ([seconds, MB]) in MB per minute; NaN with fewer than two points. */
function slopePerMinute(points: readonly (readonly [number, number])[]): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const meanX = points.reduce((sum, [x]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y]) => sum + y, 0) / n;
  const covariance = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0);
  const variance = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0);
  return (covariance / variance) * 60;
}

/** Our gateway (`client`, process `pid`) at saturation for `ms`, every scenario in turn, sampling its RSS. */
export async function soak(
  ours: { readonly client: GraphqlClient; readonly pid: number },
  scenarios: readonly Scenario[],
  ms: number,
  connections: number,
): Promise<SoakResult> {
  const ops = scenarios.map((s) => graphqlOperation('ours', ours.client, s));
  let next = 0;
  const op = () => {
    next = (next + 1) % ops.length;
    const run = ops[next];
    return run ? run() : Promise.resolve();
  };
  const { pid } = ours;
  const begin = performance.now();
  const points: [number, number][] = [];
  const everySecond = setInterval(() => {
    const seconds = (performance.now() - begin) / 1_000;
    if (seconds * 1_000 >= ms / 10) points.push([seconds, rssMbOf(pid)]);
  }, 1_000);
  const stopSampling = sampleRss(pid);
  const slice = await closedLoop(op, connections, ms);
  clearInterval(everySecond);
  return {
    seconds: ms / 1_000,
    settledRssMb: points[0]?.[1] ?? Number.NaN,
    endRssMb: rssMbOf(pid),
    peakRssMb: stopSampling(),
    slopeMbPerMin: slopePerMinute(points),
    requests: slice.latencies.length,
    failures: slice.failures,
  };
}
