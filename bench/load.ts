import { setTimeout as sleep } from 'node:timers/promises';

/** What one load run did. */
export interface LoadSlice {
  /** Latency (ms) of every operation that finished, in completion order. */
  readonly latencies: readonly number[];
  readonly elapsedMs: number;
  readonly failures: number;
  /** The first failure's message, so a broken scenario says why. */
  readonly firstFailure: string | undefined;
}

interface Recorder {
  readonly latencies: number[];
  failures: number;
  firstFailure: string | undefined;
}

async function timed(op: () => Promise<void>, into: Recorder): Promise<void> {
  const t0 = performance.now();
  try {
    await op();
  } catch (err) {
    into.failures++;
    into.firstFailure ??= err instanceof Error ? err.message : String(err);
  }
  into.latencies.push(performance.now() - t0);
}

/**
 * A closed loop: `connections` workers, each starting its next operation as soon as its last one finished, for
 * `durationMs`. A closed loop never queues more than the workers, so its rate is what the server sustains at that
 * concurrency (saturation, when the server is the bottleneck).
 */
export async function closedLoop(
  op: () => Promise<void>,
  connections: number,
  durationMs: number,
): Promise<LoadSlice> {
  const rec: Recorder = { latencies: [], failures: 0, firstFailure: undefined };
  const begin = performance.now();
  const deadline = begin + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) await timed(op, rec);
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { ...rec, elapsedMs: performance.now() - begin };
}

/**
 * An open loop at a fixed rate: one operation started every 1/`perSecond` s whatever the earlier ones are doing,
 * for `durationMs`. Latency at a rate below saturation is what a caller sees on a server that is not queueing.
 */
export async function pacedLoop(
  op: () => Promise<void>,
  perSecond: number,
  durationMs: number,
): Promise<LoadSlice> {
  const rec: Recorder = { latencies: [], failures: 0, firstFailure: undefined };
  const begin = performance.now();
  const intervalMs = 1_000 / perSecond;
  const inFlight = new Set<Promise<void>>();
  for (let n = 0; ; n++) {
    const due = begin + n * intervalMs;
    if (due >= begin + durationMs) break;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const p = timed(op, rec).finally(() => inFlight.delete(p));
    inFlight.add(p);
  }
  await Promise.all(inFlight);
  return { ...rec, elapsedMs: performance.now() - begin };
}
