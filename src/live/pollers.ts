import type { Logger } from '../logger.ts';
import type { Cadence } from './cadence.ts';
import { type LiveSource, Poller } from './poller.ts';
import type { LiveRelay } from './relay.ts';

/**
 * Live status by polling: one poller per key in the process, however many clients watch it, each client getting
 * the current state first and then every change, until a final state. A poller stops when its last watcher
 * leaves. With a relay, one replica polls for all (see relay.ts). Keys name one kind of resource each (the domain prefixes them, e.g. `payout:<location>`).
 */
export class LivePollers {
  private readonly pollers = new Map<string, { stop(): void }>();
  private closed = false;

  constructor(
    private readonly cadence: Cadence,
    private readonly logger: Logger,
    /** Shares each poll with the other replicas (Redis); absent: this process polls alone. */
    private readonly relay?: LiveRelay,
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
    const created: Poller<T> = new Poller(key, source, this.cadence, this.logger, this.relay, () => {
      if (this.pollers.get(key) === created) this.pollers.delete(key);
    });
    this.pollers.set(key, created);
    return created;
  }

  /** Ends every stream and stops polling (shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    for (const poller of this.pollers.values()) poller.stop();
    await this.relay?.close();
  }
}
