import type { Logger } from '../logger.ts';
import { type Cadence, intervalAt } from './cadence.ts';
import type { LiveRelay } from './relay.ts';
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

/** A lease outlives the interval to the next tick by this much, so a live leader never loses it between polls. */
const leaseMarginMs = 5_000;
/** How many of the states sent a poller remembers, to drop late copies of them. */
const sentKept = 16;

/**
 * Polls one resource for all its watchers in this process and sends each change to them. With a relay, only the
 * replica holding the lease polls; the others receive its changes.
 */
export class Poller<T> {
  private latest: { readonly value: T; readonly text: string } | undefined;
  /** The states sent to the watchers, newest last (at most `sentKept`). */
  private readonly sent: string[] = [];
  private readonly watchers = new Set<Watcher<T>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private leading = false;
  private unlisten: (() => Promise<void>) | undefined;
  /** The relay this poller listens on; undefined when it polls for itself (none, or unavailable at its start). */
  private relay: LiveRelay | undefined;
  private readonly started = Date.now();
  /** Settles once the first state is known; rejects when it could not be read. */
  readonly ready: Promise<void>;

  constructor(
    private readonly key: string,
    private readonly source: LiveSource<T>,
    private readonly cadence: Cadence,
    private readonly logger: Logger,
    relay: LiveRelay | undefined,
    private readonly onStop: () => void,
  ) {
    this.ready = this.start(relay);
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
    const relay = this.relay;
    if (!relay) return;
    void (async () => {
      await this.unlisten?.();
      if (this.leading) await relay.release(this.key);
    })().catch((err: unknown) => {
      // During an outage the lease expires by itself and the store's health has said so once.
      if (relay.available()) this.warn('live status relay: leaving failed', err);
    });
  }

  private async start(relay: LiveRelay | undefined): Promise<void> {
    // Listening first: a change published while the first state is read is not missed. A relay out of reach now
    // (Redis down) leaves this poller polling for itself until its watchers leave, as without Redis.
    if (relay?.available()) {
      try {
        this.unlisten = await relay.listen(this.key, (text) => this.apply(JSON.parse(text) as T, text));
        this.relay = relay;
      } catch (err) {
        this.warn('live status relay unavailable; polling here', err);
      }
    }
    let first: T | undefined;
    try {
      first = await this.read(this.intervalFor(undefined));
      // `read` gives nothing back only when a state already arrived: a change the leading replica relayed while
      // this one was still reading (we listen first). That relayed state is the first one.
      if (first === undefined && this.latest === undefined) throw new Error('live status: no first state');
    } catch (err) {
      // Without a first state there is nothing to watch: the subscription fails with this error.
      this.stop();
      throw err;
    }
    if (first !== undefined) this.apply(first, JSON.stringify(first));
    this.schedule();
  }

  /**
   * The current state, from the provider when this replica polls. A replica without the lease reads the last
   * shared state for its first one (or the provider, when no state is shared yet) and otherwise waits for changes.
   * A relay that fails (Redis down) costs the dedup only: this replica then polls for itself.
   */
  private async read(intervalMs: number): Promise<T | undefined> {
    const relay = this.relay;
    if (!relay?.available()) {
      // Whatever the relay held is not ours while we poll: lead again (or follow) once it is back.
      this.leading = false;
      return this.source.poll();
    }
    try {
      this.leading = await relay.lead(this.key, intervalMs + leaseMarginMs);
      if (!this.leading) {
        if (this.latest !== undefined) return undefined;
        const last = await relay.last(this.key);
        if (last !== undefined) return JSON.parse(last) as T;
      }
    } catch (err) {
      this.warn('live status relay unavailable; polling here', err);
      return this.source.poll();
    }
    const value = await this.source.poll();
    // Only the leader publishes: a follower's own first read, published late, would reach the other replicas'
    // watchers after newer states (pub/sub orders nothing between publishers on a cluster).
    if (!this.leading) return value;
    const text = JSON.stringify(value);
    await relay
      .share(this.key, text, text !== this.latest?.text, intervalMs + leaseMarginMs)
      .catch((err: unknown) => this.warn('live status relay: sharing failed', err));
    return value;
  }

  /**
   * Sends a state to the watchers when it is new: a state already sent is a late copy (a relayed message
   * overtaken by a newer one), and a payout's states do not come back. A final state ends the polling.
   */
  private apply(value: T, text: string): void {
    if (this.stopped || this.sent.includes(text)) return;
    // The last few are enough to recognise a late copy, and keep a long-lived watch bounded.
    if (this.sent.push(text) > sentKept) this.sent.shift();
    this.latest = { value, text };
    for (const watcher of this.watchers) watcher.push(value);
    if (this.source.isFinal(value)) this.stop();
  }

  private async tick(): Promise<void> {
    try {
      const value = await this.read(this.intervalFor(this.latest?.value));
      if (value !== undefined) this.apply(value, JSON.stringify(value));
    } catch (err) {
      // A failed poll (provider unavailable) is a missed tick: the next one may succeed.
      this.warn('live status poll failed', err);
    }
    this.schedule();
  }

  private intervalFor(value: T | undefined): number {
    const bornAt = value === undefined ? undefined : this.source.bornAt(value);
    return intervalAt(this.cadence, Date.now() - (bornAt ?? this.started));
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tick(), this.intervalFor(this.latest?.value));
  }

  private warn(message: string, err: unknown): void {
    this.logger.warn({ key: this.key, err: { message: (err as Error).message } }, message);
  }
}
