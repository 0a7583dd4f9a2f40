import type { Logger } from '../logger.ts';
import { type Cadence, intervalAt } from './cadence.ts';
import { Watcher } from './watcher.ts';

/** What a domain tells the pollers about the resource it watches. */
export interface LiveSource<T> {
  /** Reads the resource's current state from the provider (once per tick, however many watch it). */
  poll(): Promise<T>;
  /** A final state ends every watcher's stream and the polling. */
  isFinal(value: T): boolean;
  /** When the resource came to be (epoch ms), which sets the cadence; undefined: when watching began. */
  bornAt(value: T): number | undefined;
}

/** Polls one resource for all its watchers; publishes each change. */
class Poller<T> {
  private latest: { readonly value: T; readonly text: string } | undefined;
  private readonly watchers = new Set<Watcher<T>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly started = Date.now();
  /** Settles once the first state is known; rejects when the first poll failed. */
  readonly ready: Promise<void>;

  constructor(
    private readonly source: LiveSource<T>,
    private readonly cadence: Cadence,
    private readonly logger: Logger,
    private readonly onStop: () => void,
  ) {
    this.ready = this.tick();
  }

  /**
   * A new watcher: it gets the current state first, then each change. Undefined when the poller stopped before
   * a final state (its last watcher left meanwhile): the caller starts a new one.
   */
  join(): Watcher<T> | undefined {
    const latest = this.latest;
    if (this.stopped && !(latest && this.source.isFinal(latest.value))) return undefined;
    const watcher = new Watcher<T>(
      (value) => this.source.isFinal(value),
      (left) => {
        this.watchers.delete(left);
        if (this.watchers.size === 0) this.stop();
      },
    );
    this.watchers.add(watcher);
    if (latest) watcher.push(latest.value);
    return watcher;
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.timer);
    this.onStop();
    for (const watcher of this.watchers) watcher.end();
  }

  private async tick(): Promise<void> {
    let value: T;
    try {
      value = await this.source.poll();
    } catch (err) {
      // Without a first state there is nothing to watch: the subscription fails with this error. Later, a failed
      // poll (provider unavailable) is only a missed tick: the next one may succeed.
      if (this.latest === undefined) {
        this.stop();
        throw err;
      }
      this.logger.warn({ err: { message: (err as Error).message } }, 'live status poll failed');
      this.schedule(this.latest.value);
      return;
    }
    const text = JSON.stringify(value);
    if (this.latest?.text !== text) {
      this.latest = { value, text };
      for (const watcher of this.watchers) watcher.push(value);
    }
    if (this.source.isFinal(value)) this.stop();
    else this.schedule(value);
  }

  private schedule(value: T): void {
    if (this.stopped) return;
    const age = Date.now() - (this.source.bornAt(value) ?? this.started);
    this.timer = setTimeout(
      () => {
        this.tick().catch(() => undefined);
      },
      intervalAt(this.cadence, age),
    );
  }
}

/**
 * Live status by polling: one poller per key in the process, however many clients watch it, each client getting
 * the current state first and then every change, until a final state. A poller stops when its last watcher
 * leaves. Keys name one kind of resource each (the domain prefixes them, e.g. `payout:<location>`).
 */
export class LivePollers {
  private readonly pollers = new Map<string, { stop(): void }>();
  private closed = false;

  constructor(
    private readonly cadence: Cadence,
    private readonly logger: Logger,
  ) {}

  /** Joins (or starts) the poller of `key`; rejects with the first poll's error when it had none before. */
  async watch<T>(key: string, source: LiveSource<T>): Promise<AsyncIterableIterator<T>> {
    for (;;) {
      if (this.closed) throw new Error('live status is shut down');
      const poller = this.pollerOf(key, source);
      await poller.ready;
      const watcher = poller.join();
      if (watcher) return watcher;
    }
  }

  private pollerOf<T>(key: string, source: LiveSource<T>): Poller<T> {
    // One kind of value per key (see the class comment), so the poller found under it is a Poller<T>.
    const found = this.pollers.get(key) as Poller<T> | undefined;
    if (found) return found;
    const created: Poller<T> = new Poller(source, this.cadence, this.logger, () => {
      if (this.pollers.get(key) === created) this.pollers.delete(key);
    });
    this.pollers.set(key, created);
    return created;
  }

  /** Ends every stream and stops polling (shutdown). */
  close(): void {
    this.closed = true;
    for (const poller of this.pollers.values()) poller.stop();
  }
}
