import { LRUCache } from 'lru-cache';

/**
 * Memory budget of the accounts remembered (an entry: two short strings and lru-cache's slots, about 150 bytes):
 * some 14,000 accounts. A byte budget, not a count: lru-cache preallocates its arrays for `max` entries.
 */
const maxBytes = 2 * 1024 * 1024;
const entryOverheadBytes = 128;

/**
 * The entity the provider last named for each account this process looked up, bounded (lru-cache). It lets work
 * for an account start before this request's own lookup answers (an account's statement beside its balance,
 * `startStatements`) only for a caller who may act for that entity: an account's entity does not change in
 * practice, and when it did, the lookup still decides what the caller sees, so a stale entry costs one read at
 * worst. An account never looked up, or one of another entity, waits for its lookup as before: nothing is read
 * from the provider for a caller who may not see it.
 */
export class KnownAccountEntities {
  private readonly entities = new LRUCache<string, string>({
    maxSize: maxBytes,
    sizeCalculation: (entity, accountNumber) => accountNumber.length + entity.length + entryOverheadBytes,
  });

  remember(accountNumber: string, entity: string): void {
    this.entities.set(accountNumber, entity);
  }

  /** The entity the provider named for the account when it was last looked up, if it was. */
  entityOf(accountNumber: string): string | undefined {
    return this.entities.get(accountNumber);
  }
}
