import { LRUCache } from 'lru-cache';
import { ownershipKey, wholeTtlMs } from '../keys.ts';
import { type PayoutOwnership, type PayoutOwnershipStore, replaces } from './store.ts';

/** What lru-cache and V8 spend on a record beside its characters (its objects, the key's and TTL's slots). */
const entryOverheadBytes = 256;

/** Options of {@link MemoryOwnershipStore}. */
export interface MemoryOwnershipStoreOptions {
  readonly ttlMs: number;
  /** Memory budget of the records (their JSON size plus an entry's overhead); least recently used go first. Default 16 MiB. */
  readonly maxBytes?: number;
}

/**
 * Ownership records in this process only, bounded by bytes so that sustained payouts cannot grow memory without
 * limit. A forgotten record makes its payout unreachable by id for restricted callers (refused, never shown),
 * which is why several replicas or long retention need PostgreSQL (DATABASE_URL).
 */
export class MemoryOwnershipStore implements PayoutOwnershipStore {
  readonly #records: LRUCache<string, PayoutOwnership>;

  constructor(options: MemoryOwnershipStoreOptions) {
    // A byte budget, not a count: lru-cache preallocates its arrays for `max` entries (about 4 MB at 100,000 with a
    // TTL) whether or not a record is ever kept, and grows them only as needed under `maxSize`.
    this.#records = new LRUCache({
      maxSize: options.maxBytes ?? 16 * 1024 * 1024,
      sizeCalculation: (record, key) => key.length + JSON.stringify(record).length + entryOverheadBytes,
      ttl: wholeTtlMs(options.ttlMs),
    });
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
