import { type LoadSlice, runLoad } from './load.ts';
import type { BenchOptions } from './options.ts';
import type { Scenario, Variant } from './scenario.ts';
import { type Summary, summarise } from './stats.ts';

export interface VariantResult extends Summary {
  readonly label: string;
  /** Provider calls the sandbox received per measured operation. */
  readonly upstreamPerOp: number;
  /**
   * CPU time of this whole process (load generator, gateway and sandbox) per measured operation, in ms. Less
   * sensitive than wall-clock rates to neighbours on shared cores, since waiting for a core costs no CPU time.
   */
  readonly cpuMsPerOp: number;
  readonly firstFailure: string | undefined;
}

export interface ScenarioResult {
  readonly name: string;
  readonly graphql: VariantResult;
  readonly baselines: readonly VariantResult[];
}

/** Counts the provider calls the sandbox has received so far (its request log, read in-process). */
export type UpstreamCounter = () => number;

interface Tally {
  slices: LoadSlice[];
  upstream: number;
  cpuMicros: number;
}

/** Measured slices per variant; an even number, so the mirrored order is balanced. */
const rounds = 4;

function cpuMicros(): number {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
}

/** Operations per variant right before its scenario is measured, to reopen idle keep-alive connections. */
const rewarm = 50;

/**
 * Validates the scenario and runs every variant `options.warmup` times. The gateway's code path keeps getting
 * faster for the first few thousand requests (V8 tiers it up), so all scenarios are warmed before any is
 * measured; otherwise the first scenario would pay for everyone's JIT.
 */
export async function warmUp(scenario: Scenario, options: BenchOptions): Promise<void> {
  await scenario.validate();
  const plan = { concurrency: options.concurrency, capMs: options.capMs / rounds, count: options.warmup };
  for (const variant of [scenario.graphql, ...scenario.baselines]) {
    if (plan.count > 0) await runLoad(variant.op, plan);
  }
}

/**
 * Measures a warmed-up scenario's variants in slices in mirrored order (A B C, C B A, A B C, C B A). Two noisy
 * cores drift over a run (GC, a neighbour's test run); interleaving spreads that drift over every variant instead
 * of charging it to whichever ran last.
 */
export async function measureScenario(
  scenario: Scenario,
  options: BenchOptions,
  upstreamCalls: UpstreamCounter,
): Promise<ScenarioResult> {
  const variants: Variant[] = [scenario.graphql, ...scenario.baselines];
  const plan = { concurrency: options.concurrency, capMs: options.capMs / rounds };
  for (const variant of variants) await runLoad(variant.op, { ...plan, count: rewarm });
  const tallies = new Map<Variant, Tally>(
    variants.map((v) => [v, { slices: [], upstream: 0, cpuMicros: 0 }]),
  );
  const sliceCount = Math.ceil(options.requests / rounds);
  for (let round = 0; round < rounds; round++) {
    for (const variant of round % 2 === 0 ? variants : [...variants].reverse()) {
      const tally = tallies.get(variant);
      if (!tally) continue;
      const upstreamBefore = upstreamCalls();
      const cpuBefore = cpuMicros();
      tally.slices.push(await runLoad(variant.op, { ...plan, count: sliceCount }));
      tally.cpuMicros += cpuMicros() - cpuBefore;
      tally.upstream += upstreamCalls() - upstreamBefore;
    }
  }
  const result = (variant: Variant): VariantResult => {
    const tally = tallies.get(variant) ?? { slices: [], upstream: 0, cpuMicros: 0 };
    const summary = summarise(tally.slices);
    const perOp = (total: number) => (summary.requests > 0 ? total / summary.requests : 0);
    return {
      label: variant.label,
      ...summary,
      upstreamPerOp: perOp(tally.upstream),
      cpuMsPerOp: perOp(tally.cpuMicros) / 1_000,
      firstFailure: tally.slices.find((s) => s.firstFailure !== undefined)?.firstFailure,
    };
  };
  return {
    name: scenario.name,
    graphql: result(scenario.graphql),
    baselines: scenario.baselines.map(result),
  };
}
