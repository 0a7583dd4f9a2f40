import type { CircuitArea, UpstreamArea } from './area.ts';
import { UpstreamError } from './errors.ts';
import type { StandingChange } from './standing.ts';

/** One request that went out to the provider, as metrics see it: no path, query or body, only bounded values. */
export interface UpstreamCallRecord {
  readonly area: UpstreamArea;
  readonly method: 'GET' | 'POST';
  /** The response status; undefined when no response came (connection failure, timeout). */
  readonly status: number | undefined;
  readonly durationSeconds: number;
}

/** Hears about upstream traffic, e.g. to export metrics. Must not throw. */
export interface UpstreamObserver {
  requestFinished(record: UpstreamCallRecord): void;
  /** The circuit of a provider area opened (true) or closed again (false). */
  circuitChanged(area: CircuitArea, open: boolean): void;
  /** The provider started or stopped refusing an area's requests for a reason of the gateway's (standing.ts). */
  standingChanged(change: StandingChange): void;
}

/** How one call ended; the client tells it exactly once. */
export interface MonitoredCall {
  /** The provider answered with this status (whatever the body). */
  answered(status: number): void;
  /** No answer: `error` is what the client is about to throw. */
  failed(error: unknown): void;
}

/**
 * Times one request that actually goes out and tells the observer how it ended. Calls refused by an open circuit
 * never get here: they made no request.
 */
export function monitorCall(
  observer: UpstreamObserver | undefined,
  area: UpstreamArea,
  method: 'GET' | 'POST',
): MonitoredCall {
  const started = performance.now();
  const finish = (status: number | undefined) =>
    observer?.requestFinished({
      area,
      method,
      status,
      durationSeconds: (performance.now() - started) / 1000,
    });
  return {
    answered: (status) => finish(status),
    failed: (error) => {
      // Only transport failures become UpstreamErrors; anything else is a bug of ours, not a request that failed.
      if (error instanceof UpstreamError) finish(undefined);
    },
  };
}
