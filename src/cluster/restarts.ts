/**
 * How long the primary waits before replacing a worker that died: 0.5 s after a first death, doubling with each
 * death in a row up to 30 s, so that a worker that cannot live (Redis gone, a bad deploy) does not spin the CPU
 * and flood the log. A worker that served for `stableAfterMs` before it died starts the count again.
 */
const restartPolicy = { firstDelayMs: 500, maxDelayMs: 30_000, stableAfterMs: 30_000 } as const;

/** The wait before the next start of a worker slot whose workers died `deathsInARow` times in a row (1 or more). */
export function restartDelayMs(deathsInARow: number): number {
  const doublings = Math.max(0, deathsInARow - 1);
  return Math.min(restartPolicy.maxDelayMs, restartPolicy.firstDelayMs * 2 ** Math.min(doublings, 16));
}

/** Deaths in a row after a worker that lived `livedMs` died, given the count before it. */
export function deathsAfter(previous: number, livedMs: number): number {
  return livedMs >= restartPolicy.stableAfterMs ? 1 : previous + 1;
}
