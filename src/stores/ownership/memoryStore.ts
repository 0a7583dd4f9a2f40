import { LRUCache } from 'lru-cache';
import { ownershipKey, wholeTtlMs } from '../keys.ts';
import { type PayoutOwnership, type PayoutOwnershipStore, replaces } from './store.ts';

/** Options of {@link MemoryOwnershipStore}. */
export interface MemoryOwnershipStoreOptions {
  readonly ttlMs: number;
  /** Most records kept; the least recently used go first. Default 100,000 (about 30 MiB). */
  readonly maxEntries?: number;
}

/**
 * Ownership records in this process only, bounded by count so that sustained payouts cannot grow memory without
 * limit. A forgotten record makes its payout unreachable by id for restricted callers (refused, never shown),
 * which is why several replicas or long retention need PostgreSQL (DATABASE_URL).
 */
export class MemoryOwnershipStore implements PayoutOwnershipStore {
  readonly #records: LRUCache<string, PayoutOwnership>;

  constructor(options: MemoryOwnershipStoreOptions) {
    this.#records = new LRUCache({ max: options.maxEntries ?? 100_000, ttl: wholeTtlMs(options.ttlMs) });
  }

  async remember(location: string, ownership: PayoutOwnership): Promise<void> {
    const key = ownershipKey(location);
    const stored = this.#records.get(key);
    if (stored === undefined || replaces(ownership, stored)) {
      this.#records.set(key, ownership);
    }
  }

  async ownerOf(location: string): Promise<PayoutOwnership | undefined> {
    return this.#records.get(ownershipKey(location));
  }

  async getMany(locations: readonly string[]): Promise<ReadonlyMap<string, PayoutOwnership>> {
    const found = new Map<string, PayoutOwnership>();
    for (const location of locations) {
      const record = this.#records.get(ownershipKey(location));
      if (record !== undefined) found.set(location, record);
    }
    return found;
  }
}
