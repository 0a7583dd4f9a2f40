import { z } from 'zod';
import type { UpstreamMode } from './upstream/protocol.ts';

const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

const envSchema = z.object({
  /** `static` (recorded answers from a bare server) or `sandbox` (the simulator). Set: one pass with it only. */
  BENCH_UPSTREAM: z.enum(['static', 'sandbox']).optional(),
  /** Delay of every static upstream answer, in ms. Set: one pass with it only. */
  BENCH_UPSTREAM_DELAY_MS: count(0, 10_000).optional(),
  /** Adds a short pass against the sandbox to the default run. */
  BENCH_SANDBOX: z.enum(['true', 'false']).default('false'),
  /** Concurrent connections of the closed loop. */
  BENCH_CONNECTIONS: count(1, 1_024).default(32),
  /** Measured rounds per variant of each scenario; medians are reported. */
  BENCH_ROUNDS: count(1, 20).default(3),
  /** Length of one measured round, in seconds. */
  BENCH_ROUND_SECONDS: z.coerce.number().min(0.5).max(600).default(2),
  /** Load per variant before a scenario's rounds (JIT, pools), in seconds. */
  BENCH_WARMUP_SECONDS: z.coerce.number().min(0).max(600).default(1.5),
  /** After the main pass, our gateway under mixed load for this long, for the RSS growth check (120 for the 2-minute soak). */
  BENCH_SOAK_SECONDS: count(0, 3_600).default(0),
  /**
   * Only these parts, e.g. `S1,S5` (scenarios five ways, no stores comparison), `stores` (only the comparison of
   * the money records in memory and in PostgreSQL), or both (`S6,stores`).
   */
  BENCH_ONLY: z
    .string()
    .regex(/^\s*(S\d+|stores)\s*(,\s*(S\d+|stores)\s*)*$/i, 'a comma-separated list of S1 to S9 and `stores`')
    .optional(),
  /** Where the markdown report is written. */
  BENCH_OUT: z.string().min(1).default('bench/results/latest.md'),
});

/** One run of every scenario against one upstream. */
export interface Pass {
  readonly upstream: UpstreamMode;
  readonly delayMs: number;
  readonly rounds: number;
  readonly roundMs: number;
  readonly warmupMs: number;
}

/** BENCH_ONLY, read. */
interface Selection {
  /** Scenario ids to run five ways; undefined: every one. */
  readonly scenarios: readonly string[] | undefined;
  /** Whether the stores comparison (memory against PostgreSQL on S6 and S7) runs. */
  readonly stores: boolean;
}

export interface BenchOptions {
  /** The first pass holds the stores comparison; a later pass runs only with scenarios selected. */
  readonly passes: readonly Pass[];
  readonly connections: number;
  readonly soakMs: number;
  readonly only: Selection;
  readonly out: string;
}

function selection(only: string | undefined): Selection {
  if (only === undefined) return { scenarios: undefined, stores: true };
  const parts = only.split(',').map((s) => s.trim().toUpperCase());
  return { scenarios: parts.filter((p) => p !== 'STORES'), stores: parts.includes('STORES') };
}

/**
 * Reads the BENCH_* variables; throws listing every bad one. With neither BENCH_UPSTREAM nor
 * BENCH_UPSTREAM_DELAY_MS, the default run: the full pass on the static upstream, then a short one with a 50 ms
 * upstream delay (and one on the sandbox with BENCH_SANDBOX=true).
 */
export function readOptions(env: Record<string, string | undefined>): BenchOptions {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid benchmark settings:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const full = {
    rounds: e.BENCH_ROUNDS,
    roundMs: e.BENCH_ROUND_SECONDS * 1_000,
    warmupMs: e.BENCH_WARMUP_SECONDS * 1_000,
  };
  // The short passes show behaviour, not a ranking: one round, a warm-up long enough for the JIT to settle.
  const short = {
    rounds: 1,
    roundMs: Math.min(full.roundMs, 1_500),
    warmupMs: Math.min(full.warmupMs, 1_000),
  };
  const chosen = e.BENCH_UPSTREAM !== undefined || e.BENCH_UPSTREAM_DELAY_MS !== undefined;
  const passes: Pass[] = chosen
    ? [{ upstream: e.BENCH_UPSTREAM ?? 'static', delayMs: e.BENCH_UPSTREAM_DELAY_MS ?? 0, ...full }]
    : [
        { upstream: 'static', delayMs: 0, ...full },
        { upstream: 'static', delayMs: 50, ...short },
        ...(e.BENCH_SANDBOX === 'true' ? [{ upstream: 'sandbox' as const, delayMs: 0, ...short }] : []),
      ];
  const only = selection(e.BENCH_ONLY);
  return {
    passes: only.scenarios?.length === 0 ? passes.slice(0, 1) : passes,
    connections: e.BENCH_CONNECTIONS,
    soakMs: e.BENCH_SOAK_SECONDS * 1_000,
    only,
    out: e.BENCH_OUT,
  };
}
