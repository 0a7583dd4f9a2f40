import { areaOf, type UpstreamArea } from './area.ts';
import { CircuitBreaker, type CircuitPermit, type CircuitState } from './circuitBreaker.ts';
import { CircuitOpenError, UpstreamError } from './errors.ts';

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
  /** The circuit to `origin` opened (true) or closed again (false). */
  circuitChanged(origin: string, open: boolean): void;
}

/** Circuit breaker settings; a threshold of 0 turns the breaker off. */
export interface BreakerOptions {
  readonly threshold: number;
  readonly cooldownMs: number;
}

/** How one call ended; the client tells it exactly once. */
export interface MonitoredCall {
  /** The provider answered with this status (whatever the body). */
  answered(status: number): void;
  /** No answer: `error` is what the client is about to throw. */
  failed(error: unknown): void;
}

/**
 * Wraps every request of the upstream client: asks the circuit breaker for leave before it goes out (throwing
 * {@link CircuitOpenError} when the circuit is open, before anything touches the network), and afterwards tells
 * the breaker and the observer how it went.
 *
 * For the breaker, a failure is the provider being down or too slow: no answer (refused, reset, timeout) or a 5xx.
 * A 4xx or a body that breaks the contract is an answer: the provider is up, so the streak of failures ends.
 */
export class UpstreamMonitor {
  private readonly breaker: CircuitBreaker | undefined;

  constructor(
    private readonly origin: string,
    private readonly basePath: string,
    breaker: BreakerOptions | undefined,
    private readonly observer: UpstreamObserver | undefined,
  ) {
    this.breaker =
      breaker && breaker.threshold > 0
        ? new CircuitBreaker({
            threshold: breaker.threshold,
            cooldownMs: breaker.cooldownMs,
            onStateChange: (state) => observer?.circuitChanged(origin, state !== 'closed'),
          })
        : undefined;
    observer?.circuitChanged(origin, false);
  }

  /** Starts one call to `path` (origin-relative, as sent), or throws `CircuitOpenError`. */
  begin(method: 'GET' | 'POST', path: string): MonitoredCall {
    const permit = this.admit();
    const started = performance.now();
    const finish = (status: number | undefined) =>
      this.observer?.requestFinished({
        area: areaOf(this.specPath(path)),
        method,
        status,
        durationSeconds: (performance.now() - started) / 1000,
      });
    return {
      answered: (status) => {
        finish(status);
        if (permit) this.settle(permit, status >= 500 ? 'failed' : 'succeeded');
      },
      failed: (error) => {
        // Only transport failures become UpstreamErrors; anything else is a bug of ours, not news of the provider.
        const transport = error instanceof UpstreamError;
        if (transport) finish(undefined);
        if (permit) this.settle(permit, transport ? 'failed' : 'released');
      },
    };
  }

  /** The circuit's state by origin; empty while the breaker is off. */
  circuitStates(): Readonly<Record<string, CircuitState>> {
    return this.breaker ? { [this.origin]: this.breaker.state } : {};
  }

  private admit(): CircuitPermit | undefined {
    if (!this.breaker) return undefined;
    const permit = this.breaker.acquire();
    if (!permit) throw new CircuitOpenError(this.breaker.retryAfterMs());
    return permit;
  }

  private settle(permit: CircuitPermit, outcome: 'succeeded' | 'failed' | 'released'): void {
    this.breaker?.[outcome](permit);
  }

  /** The path as the spec writes it: without the base URL's path prefix and the query. */
  private specPath(path: string): string {
    const bare = path.split('?', 1)[0] ?? path;
    return bare.startsWith(this.basePath) ? bare.slice(this.basePath.length) : bare;
  }
}
