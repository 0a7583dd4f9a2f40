import { wholeTtlMs } from '../keys.ts';
import type { LinkStore, Locate } from './store.ts';

/** Options of {@link MemoryLinkStore}. */
export interface MemoryLinkStoreOptions {
  readonly locate: Locate;
  /** Milliseconds since the epoch; injectable so that tests move time instead of waiting. */
  readonly now?: () => number;
}

const SWEEP_EVERY = 1000;

/**
 * Links kept in this process only: another replica, or this one after a restart, does not know them, and the
 * callers fall back to the spec's documented paths.
 */
export class MemoryLinkStore implements LinkStore {
  readonly #links = new Map<string, { location: string; expiresAt: number }>();
  readonly #locate: Locate;
  readonly #now: () => number;
  #operations = 0;

  constructor(options: MemoryLinkStoreOptions) {
    this.#locate = options.locate;
    this.#now = options.now ?? Date.now;
  }

  async remember(key: string, href: string, ttlMs: number): Promise<void> {
    const location = this.#locate(href);
    this.#sweepSometimes();
    this.#links.set(key, { location, expiresAt: this.#now() + wholeTtlMs(ttlMs) });
  }

  async recall(key: string): Promise<string | undefined> {
    const entry = this.#links.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#links.delete(key);
      return undefined;
    }
    return entry.location;
  }

  // Links that are never recalled (abandoned challenges) would otherwise stay forever; sweep now and then.
  #sweepSometimes(): void {
    this.#operations += 1;
    if (this.#operations % SWEEP_EVERY !== 0) return;
    const now = this.#now();
    for (const [key, entry] of this.#links) if (entry.expiresAt <= now) this.#links.delete(key);
  }
}
