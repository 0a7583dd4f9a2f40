/** One closed-loop run: `count` operations, `concurrency` in flight, stopped early at `capMs`. */
export interface LoadPlan {
  readonly count: number;
  readonly concurrency: number;
  readonly capMs: number;
}

export interface LoadSlice {
  /** Latency (ms) of every operation that finished, in completion order. */
  readonly latencies: Float64Array;
  readonly elapsedMs: number;
  readonly failures: number;
  /** The first failure's message, so a broken scenario says why. */
  readonly firstFailure: string | undefined;
  readonly capped: boolean;
}

/**
 * Runs `op` in a closed loop: each of `concurrency` workers starts its next operation as soon as its last one
 * finished, until `count` were started or `capMs` passed. A closed loop never queues more than the workers, so
 * latency and throughput describe the system at that concurrency, not a backlog.
 */
export async function runLoad(op: () => Promise<void>, plan: LoadPlan): Promise<LoadSlice> {
  const latencies = new Float64Array(plan.count);
  let started = 0;
  let finished = 0;
  let failures = 0;
  let firstFailure: string | undefined;
  let capped = false;
  const begin = performance.now();
  const deadline = begin + plan.capMs;

  const worker = async () => {
    while (started < plan.count) {
      if (performance.now() >= deadline) {
        capped = true;
        return;
      }
      started++;
      const t0 = performance.now();
      try {
        await op();
      } catch (err) {
        failures++;
        firstFailure ??= err instanceof Error ? err.message : String(err);
      }
      latencies[finished++] = performance.now() - t0;
    }
  };
  await Promise.all(Array.from({ length: Math.min(plan.concurrency, plan.count) }, worker));
  return {
    latencies: latencies.subarray(0, finished),
    elapsedMs: performance.now() - begin,
    failures,
    firstFailure,
    capped,
  };
}
