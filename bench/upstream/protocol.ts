import type { Fixtures } from './fixtures.ts';

/** Which upstream the benchmark runs against: recorded answers from a bare server, or the simulator itself. */
export type UpstreamMode = 'static' | 'sandbox';

/** Sent by the upstream process once it listens. */
interface UpstreamReady {
  readonly type: 'ready';
  readonly url: string;
  readonly fixtures: Fixtures;
}

/** Sent by the upstream process in answer to `{ type: 'count' }`. */
export interface UpstreamCount {
  readonly type: 'count';
  /** Provider requests received since start. */
  readonly total: number;
  /** Requests the static upstream had no recording for (always 0 for the sandbox). */
  readonly misses: number;
}

export type UpstreamMessage = UpstreamReady | UpstreamCount;
