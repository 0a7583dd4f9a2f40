import type { Logger } from '../logger.ts';

/** The stores whose reachability is watched, as named in logs, the `store_up` metric and `/readyz`. */
export type WatchedStore = 'redis' | 'postgres';

/** Hears each change of a store's reachability (e.g. the `store_up` gauge). Must not throw. */
export interface StoreHealthObserver {
  storeHealthChanged(store: WatchedStore, up: boolean): void;
}

/** What one check found: reachable, or not and why (`unreachable`, `timeout`: never a client's message). */
export type HealthReading = { readonly up: true } | { readonly up: false; readonly error: string };

/** What {@link StoreHealth} says when the store goes and when it comes back (operators read these at warn). */
export interface HealthMessages {
  readonly down: string;
  readonly back: string;
}

/** Past this a ping counts as the store being down: the stores' own command timeouts are 2 s. */
const pingTimeoutMs = 2_000;

/**
 * Whether one store answers, and the one place that says so when it changes: a warn line when it goes and one when
 * it is back (never per request or per check), and the observer (the `store_up` gauge). Each check is a ping;
 * checks asked for while one is in flight share it, so results arrive in order and a flapping read cannot log
 * twice for one change. Checks come from `/readyz`, from the store's own connection events (Redis) and from a
 * timer ({@link watch}), so an outage is reported even when nothing probes the replica.
 */
export class StoreHealth {
  #up = true;
  #inFlight: Promise<HealthReading> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(
    readonly store: WatchedStore,
    private readonly ping: () => Promise<unknown>,
    private readonly messages: HealthMessages,
    private readonly logger: Logger,
    private readonly observer: StoreHealthObserver | undefined,
  ) {
    // Opened at start-up, so reachable now: the gauge starts at 1.
    observer?.storeHealthChanged(store, true);
  }

  /** The last check's finding. */
  get up(): boolean {
    return this.#up;
  }

  /** Pings the store (or joins the ping in flight) and records what it found. */
  check(): Promise<HealthReading> {
    this.#inFlight ??= this.#pinged().finally(() => {
      this.#inFlight = undefined;
    });
    return this.#inFlight;
  }

  /** Checks every `everyMs` until {@link close}; the timer does not keep the process alive. */
  watch(everyMs: number): void {
    this.#timer ??= setInterval(() => void this.check(), everyMs).unref();
  }

  /** Stops watching and recording: a store closed at shutdown is not an outage. */
  close(): void {
    this.#closed = true;
    clearInterval(this.#timer);
  }

  async #pinged(): Promise<HealthReading> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), pingTimeoutMs);
    });
    let reading: HealthReading;
    try {
      const answered = await Promise.race([this.ping().then(() => 'answered' as const), timedOut]);
      reading = answered === 'answered' ? { up: true } : { up: false, error: 'timeout' };
    } catch {
      // Client errors carry hosts and sometimes credentials: one word for them all.
      reading = { up: false, error: 'unreachable' };
    } finally {
      clearTimeout(timer);
    }
    this.#record(reading);
    return reading;
  }

  #record(reading: HealthReading): void {
    if (this.#closed || reading.up === this.#up) return;
    this.#up = reading.up;
    this.observer?.storeHealthChanged(this.store, reading.up);
    if (reading.up) this.logger.warn({ store: this.store }, this.messages.back);
    else this.logger.warn({ store: this.store, error: reading.error }, this.messages.down);
  }
}
