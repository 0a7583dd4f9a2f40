import { LRUCache } from 'lru-cache';
import { wholeTtlMs } from '../keys.ts';
import type { LinkStore, Locate } from './store.ts';

/** What lru-cache and V8 spend on an entry beside its two strings' characters (measured about 100 bytes). */
const entryOverheadBytes = 128;

/** Options of {@link MemoryLinkStore}. */
export interface MemoryLinkStoreOptions {
  readonly locate: Locate;
  /** Milliseconds since the epoch; injectable so that tests move time instead of waiting. */
  readonly now?: () => number;
  /**
   * Memory budget of the links, counting each key, location and an entry's overhead; past it the least recently
   * used goes first (its caller falls back to the documented path, as after a restart). Default 4 MiB: about
   * 25,000 links, far more challenges than are open at once.
   */
  readonly maxBytes?: number;
}

/**
 * Links kept in this process only: another replica, or this one after a restart, does not know them, and the
 * callers fall back to the spec's documented paths. An `lru-cache` with per-link TTLs: bounded in size, and
 * expired links (abandoned challenges) are dropped on read or pushed out by newer ones, with no sweep of our own.
 */
export class MemoryLinkStore implements LinkStore {
  readonly #links: LRUCache<string, string>;
  readonly #locate: Locate;

  constructor(options: MemoryLinkStoreOptions) {
    this.#locate = options.locate;
    this.#links = new LRUCache<string, string>({
      // A byte budget, not a count: lru-cache preallocates its arrays for `max` entries (about 3 MB at 100,000)
      // whether or not a link is ever kept, and grows them only as needed under `maxSize`.
      maxSize: options.maxBytes ?? 4 * 1024 * 1024,
      sizeCalculation: (location, key) => key.length + location.length + entryOverheadBytes,
      perf: { now: options.now ?? Date.now },
      // Read the clock on every check: the default caches it for a millisecond with a timer.
      ttlResolution: 0,
    });
  }

  async remember(key: string, href: string, ttlMs: number): Promise<void> {
    const location = this.#locate(href);
    // lru-cache counts an entry stale once strictly more than its ttl has passed; this store's links are gone
    // when their whole lifetime has, so half a millisecond less on a millisecond clock gives that instant.
    this.#links.set(key, location, { ttl: wholeTtlMs(ttlMs) - 0.5 });
  }

  async recall(key: string): Promise<string | undefined> {
    return this.#links.get(key);
  }
}
