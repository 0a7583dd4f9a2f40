/**
 * Terminology: the breaker is *closed* while calls flow; *open* after too many consecutive failures, when calls
 * fail fast without reaching the network; *half-open* once the cooldown has passed, when one trial call decides
 * whether it closes again (success) or opens for another cooldown (failure).
 */
export type CircuitState = 'closed' | 'open' | 'halfOpen';

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the circuit (at least 1). */
  readonly threshold: number;
  /** How long an open circuit refuses calls before it lets one trial call through. */
  readonly cooldownMs: number;
  /** Failures further apart than this do not add up: the streak restarts. Default one minute. */
  readonly windowMs?: number;
  /** Milliseconds from any fixed origin; monotonic by default. Tests pass their own. */
  readonly now?: () => number;
  /** Told of every change of state, e.g. to export it as a metric. */
  readonly onStateChange?: (state: CircuitState) => void;
}

/**
 * Leave to make one call, given by {@link CircuitBreaker.acquire}. Its generation ties the call's outcome to the
 * state it was let through in: a call that started before the circuit opened cannot close or reopen it later.
 */
export interface CircuitPermit {
  readonly generation: number;
  readonly trial: boolean;
}

/**
 * A circuit breaker for one upstream origin. Pure bookkeeping: it never does I/O, it only answers "may this call
 * go out?" and hears back how each call went. What counts as a failure is the caller's decision (the upstream
 * client counts a provider that is down or too slow, never one that answers).
 */
export class CircuitBreaker {
  private current: CircuitState = 'closed';
  private generation = 0;
  private failures = 0;
  private streakStartedAt = 0;
  private openedAt = 0;
  private trialInFlight = false;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(private readonly options: CircuitBreakerOptions) {
    if (!Number.isInteger(options.threshold) || options.threshold < 1) {
      throw new RangeError('CircuitBreaker threshold must be a positive integer');
    }
    this.windowMs = options.windowMs ?? 60_000;
    this.now = options.now ?? (() => performance.now());
  }

  /** The state as of now (an open circuit whose cooldown has passed reads as half-open). */
  get state(): CircuitState {
    if (this.current === 'open' && this.now() - this.openedAt >= this.options.cooldownMs) {
      this.moveTo('halfOpen');
    }
    return this.current;
  }

  /** Leave to make a call, or undefined when the call must fail fast (open, or a trial is already out). */
  acquire(): CircuitPermit | undefined {
    switch (this.state) {
      case 'closed':
        return { generation: this.generation, trial: false };
      case 'open':
        return undefined;
      case 'halfOpen':
        if (this.trialInFlight) return undefined;
        this.trialInFlight = true;
        return { generation: this.generation, trial: true };
    }
  }

  /** The provider answered: a closed circuit forgets its failures, a trial closes the circuit. */
  succeeded(permit: CircuitPermit): void {
    if (permit.generation !== this.generation) return;
    this.failures = 0;
    if (permit.trial) this.moveTo('closed');
  }

  /** The provider was down or too slow. */
  failed(permit: CircuitPermit): void {
    if (permit.generation !== this.generation) return;
    if (permit.trial) {
      this.open();
      return;
    }
    const at = this.now();
    if (this.failures === 0 || at - this.streakStartedAt > this.windowMs) {
      this.failures = 0;
      this.streakStartedAt = at;
    }
    this.failures += 1;
    if (this.failures >= this.options.threshold) this.open();
  }

  /** The call ended without telling anything about the provider (e.g. a bug of ours): a trial may go out again. */
  released(permit: CircuitPermit): void {
    if (permit.generation === this.generation && permit.trial) this.trialInFlight = false;
  }

  /** Milliseconds until an open circuit lets a trial call through; 0 when it is not open. */
  retryAfterMs(): number {
    if (this.state !== 'open') return 0;
    return Math.max(0, Math.ceil(this.openedAt + this.options.cooldownMs - this.now()));
  }

  private open(): void {
    this.openedAt = this.now();
    this.failures = 0;
    this.moveTo('open');
  }

  private moveTo(state: CircuitState): void {
    // Every change starts a new generation, so outcomes of calls let through before it are ignored.
    this.generation += 1;
    this.trialInFlight = false;
    const changed = state !== this.current;
    this.current = state;
    if (changed) this.options.onStateChange?.(state);
  }
}
