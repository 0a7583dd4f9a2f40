import { z } from 'zod';

const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * Load settings, read once from the environment. The defaults keep a full `npm run bench` under about 90 s on two
 * cores; raise them for steadier numbers on a quiet machine.
 */
const envSchema = z.object({
  /** Measured operations per variant (GraphQL or REST baseline) of each scenario. */
  BENCH_REQUESTS: count(10, 1_000_000).default(2_000),
  /**
   * Operations per variant before anything is measured, so that JIT, connection pools and caches are warm (every
   * scenario is warmed up first; the gateway path settles after a few thousand requests in all).
   */
  BENCH_WARMUP: count(0, 100_000).default(600),
  /** Operations in flight at once (closed loop: each worker starts its next one when the last finishes). */
  BENCH_CONCURRENCY: count(1, 1_024).default(16),
  /** Hard cap on the measured time of one variant, in seconds; a capped variant reports fewer requests. */
  BENCH_CAP_SECONDS: count(1, 600).default(7),
  /** When set, the report is also written there as JSON. */
  BENCH_OUT: z.string().min(1).optional(),
  /** When set, only scenarios whose name contains this text (case-insensitive) run, e.g. `dashboard`. */
  BENCH_ONLY: z.string().min(1).optional(),
});

export interface BenchOptions {
  readonly requests: number;
  readonly warmup: number;
  readonly concurrency: number;
  readonly capMs: number;
  readonly out: string | undefined;
  readonly only: string | undefined;
}

/** Reads the BENCH_* variables; throws listing every bad one. */
export function readOptions(env: Record<string, string | undefined>): BenchOptions {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid benchmark settings:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    requests: e.BENCH_REQUESTS,
    warmup: e.BENCH_WARMUP,
    concurrency: e.BENCH_CONCURRENCY,
    capMs: e.BENCH_CAP_SECONDS * 1_000,
    out: e.BENCH_OUT,
    only: e.BENCH_ONLY?.toLowerCase(),
  };
}
