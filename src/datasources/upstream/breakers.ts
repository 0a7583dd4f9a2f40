import {
  BrokenCircuitError,
  type CircuitBreakerPolicy,
  CircuitState,
  ConsecutiveBreaker,
  circuitBreaker,
  handleWhen,
  IsolatedCircuitError,
} from 'cockatiel';
import { type CircuitArea, circuitAreas } from './area.ts';
import { CircuitOpenError, UpstreamError } from './errors.ts';

/**
 * Terminology: a circuit is *closed* while calls flow; *open* after too many consecutive failures, when calls fail
 * fast without reaching the network; *half-open* while one trial call decides whether it closes again.
 */
export type CircuitStateName = 'closed' | 'open' | 'halfOpen';

/** Circuit breaker settings, the same for every area; a threshold of 0 turns the breakers off. */
export interface BreakerOptions {
  /** Consecutive failures of one area that open its circuit. */
  readonly threshold: number;
  /** How long an open circuit refuses calls before it lets one trial call through. */
  readonly cooldownMs: number;
}

/** What the breakers need to know of an exchange with the provider: its status, when it answered. */
export interface AnsweredCall {
  readonly status: number;
}

/**
 * Told of every change of an area's circuit, e.g. to export it as a metric; when it opens, the last failure in a
 * few words (an UpstreamError's message, which names kind and status only, or `HTTP 503`). Must not throw.
 */
export type CircuitListener = (area: CircuitArea, open: boolean, lastFailure?: string) => void;

interface AreaCircuit {
  readonly policy: CircuitBreakerPolicy;
  /** Date.now() when it last opened: cockatiel times its cooldown on the wall clock, so we do too. */
  openedAt: number;
}

/**
 * One cockatiel circuit breaker per provider area (see {@link CircuitArea}), so that an outage of one area (e.g.
 * balances answering 503) never fails calls to another (payouts).
 *
 * A failure is the provider being down or too slow: no answer (an `UpstreamError` raised by the transport:
 * refused, reset, timeout) or a 5xx. A 4xx is an answer: the provider is up, so the run of failures ends. Any other
 * error (a bug of ours) tells nothing about the provider and is not counted (cockatiel closes a half-open circuit
 * on one, as on a success).
 *
 * Half-open, cockatiel lets one trial call out and holds the area's other calls until it ends: they then go out
 * (closed) or fail with `CircuitOpenError` (open again), never both, so a held payout is sent at most once.
 */
export class AreaBreakers {
  private readonly circuits: ReadonlyMap<CircuitArea, AreaCircuit>;

  constructor(
    private readonly options: BreakerOptions | undefined,
    listener?: CircuitListener,
  ) {
    const circuits = new Map<CircuitArea, AreaCircuit>();
    if (options && options.threshold > 0) {
      const failure = handleWhen((err) => err instanceof UpstreamError).orWhenResult(isServerError);
      for (const area of circuitAreas) {
        const policy = circuitBreaker(failure, {
          halfOpenAfter: options.cooldownMs,
          breaker: new ConsecutiveBreaker(options.threshold),
        });
        const circuit: AreaCircuit = { policy, openedAt: 0 };
        policy.onBreak((reason) => {
          circuit.openedAt = Date.now();
          listener?.(area, true, failureOf(reason));
        });
        policy.onReset(() => listener?.(area, false));
        circuits.set(area, circuit);
      }
    }
    this.circuits = circuits;
    for (const area of circuitAreas) listener?.(area, false);
  }

  /**
   * Runs `call` through the circuit of `area`. When the circuit is open, throws {@link CircuitOpenError} without
   * running it: nothing touches the network, so even a POST certainly had no effect.
   */
  async execute<T extends AnsweredCall>(area: CircuitArea, call: () => Promise<T>): Promise<T> {
    const circuit = this.circuits.get(area);
    if (!circuit) return call();
    try {
      return await circuit.policy.execute(call);
    } catch (err) {
      if (err instanceof BrokenCircuitError || err instanceof IsolatedCircuitError) {
        throw new CircuitOpenError(this.retryAfterMs(circuit));
      }
      throw err;
    }
  }

  /** Each area's state as of now, e.g. for a readiness probe. Read-only: asking never moves a circuit. */
  states(): Record<CircuitArea, CircuitStateName> {
    const states = {} as Record<CircuitArea, CircuitStateName>;
    for (const area of circuitAreas) {
      const circuit = this.circuits.get(area);
      const state = nameOf(circuit?.policy.state ?? CircuitState.Closed);
      // cockatiel moves to half-open on the next call; by then a trial may go out, which is what a probe asks.
      states[area] = circuit && state === 'open' && this.retryAfterMs(circuit) === 0 ? 'halfOpen' : state;
    }
    return states;
  }

  private retryAfterMs(circuit: AreaCircuit): number {
    const cooldownMs = this.options?.cooldownMs ?? 0;
    return Math.max(0, Math.ceil(circuit.openedAt + cooldownMs - Date.now()));
  }
}

/** What opened a circuit, in a few words: the error's message (kind and status only) or the answer's status. */
function failureOf(reason: { error: Error } | { value: unknown } | { isolated: true }): string {
  if ('error' in reason) return reason.error.message;
  if (
    'value' in reason &&
    typeof reason.value === 'object' &&
    reason.value !== null &&
    'status' in reason.value
  ) {
    return `HTTP ${String(reason.value.status)}`;
  }
  return 'isolated';
}

/** A 5xx answer: the provider is there but failing. */
function isServerError(result: unknown): boolean {
  return typeof result === 'object' && result !== null && 'status' in result && Number(result.status) >= 500;
}

function nameOf(state: CircuitState): CircuitStateName {
  switch (state) {
    case CircuitState.Closed:
      return 'closed';
    case CircuitState.HalfOpen:
      return 'halfOpen';
    case CircuitState.Open:
    case CircuitState.Isolated:
      return 'open';
  }
}

/**
 * One `warn` line per change of an area's circuit: opened (its calls now fail fast with `UPSTREAM_UNAVAILABLE` and
 * `retryAfterMs`, with the failure that opened it) and closed (calls flow again). The per-request failures are
 * `info` lines with their request ids (src/server/upstreamFailureLog.ts), so an outage is two warn lines.
 */
export function sayCircuitChange(
  logger: { warn(fields: object, message: string): void } | undefined,
  change: { area: CircuitArea; open: boolean; lastFailure?: string; cooldownMs?: number },
): void {
  if (change.open) {
    logger?.warn(
      { area: change.area, circuit: 'open', lastFailure: change.lastFailure, cooldownMs: change.cooldownMs },
      "a provider area's circuit opened: its calls fail fast (UPSTREAM_UNAVAILABLE, retryAfterMs) until a trial call after cooldownMs succeeds",
    );
  } else {
    logger?.warn(
      { area: change.area, circuit: 'closed' },
      "a provider area's circuit closed: its calls flow again",
    );
  }
}
