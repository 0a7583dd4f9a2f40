/** Latency and throughput of one measured variant. */
export interface Summary {
  /** Operations that completed (successfully or not) in the measured window. */
  readonly requests: number;
  readonly failures: number;
  /** True when the time cap stopped the run before it reached the requested count. */
  readonly capped: boolean;
  readonly elapsedMs: number;
  readonly throughput: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
}

/** Nearest-rank percentile of an ascending list; NaN when empty. */
function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** Summarises the latencies (ms) of several measured slices of the same variant, taken at different times. */
export function summarise(
  slices: readonly { latencies: Float64Array; elapsedMs: number; failures: number; capped: boolean }[],
): Summary {
  const total = slices.reduce((n, s) => n + s.latencies.length, 0);
  const all = new Float64Array(total);
  let at = 0;
  for (const slice of slices) {
    all.set(slice.latencies, at);
    at += slice.latencies.length;
  }
  all.sort();
  const elapsedMs = slices.reduce((ms, s) => ms + s.elapsedMs, 0);
  return {
    requests: total,
    failures: slices.reduce((n, s) => n + s.failures, 0),
    capped: slices.some((s) => s.capped),
    elapsedMs,
    throughput: elapsedMs > 0 ? (total * 1_000) / elapsedMs : 0,
    p50Ms: percentile(all, 50),
    p95Ms: percentile(all, 95),
    p99Ms: percentile(all, 99),
  };
}
