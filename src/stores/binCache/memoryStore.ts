import { LRUCache } from 'lru-cache';
import { wholeTtlMs } from '../keys.ts';
import { type BinCache, isBinKey } from './store.ts';

/** What lru-cache and V8 spend on an entry beside its strings' characters (as for the links, about 100 bytes). */
const entryOverheadBytes = 128;

/** Options of {@link MemoryBinCache}. */
export interface MemoryBinCacheOptions {
  /** How long an entry is kept (CARD_BIN_CACHE_TTL_SECONDS); 0 keeps nothing. */
  readonly ttlMs: number;
  /** Milliseconds since the epoch; injectable so that tests move time instead of waiting. */
  readonly now?: () => number;
  /** Memory budget (keys, texts, overhead); past it the least recently used BIN goes first. Default 4 MiB. */
  readonly maxBytes?: number;
}

/**
 * The BIN cache of one process (no REDIS_URL): an `lru-cache` bounded in bytes whose entries expire, with no sweep
 * of our own. About 10,000 BINs fit the default budget.
 */
export class MemoryBinCache implements BinCache {
  readonly #entries: LRUCache<string, string>;
  readonly #ttlMs: number;

  constructor(options: MemoryBinCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#entries = new LRUCache<string, string>({
      maxSize: options.maxBytes ?? 4 * 1024 * 1024,
      sizeCalculation: (text, bin) => bin.length + text.length + entryOverheadBytes,
      perf: { now: options.now ?? Date.now },
      ttlResolution: 0,
    });
  }

  async recall(bin: string): Promise<string | undefined> {
    return this.#entries.get(bin);
  }

  async remember(bin: string, text: string): Promise<void> {
    if (this.#ttlMs === 0 || !isBinKey(bin)) return;
    // Gone once its whole lifetime has passed, as the link store's entries (lru-cache counts strictly more).
    this.#entries.set(bin, text, { ttl: wholeTtlMs(this.#ttlMs) - 0.5 });
  }
}
