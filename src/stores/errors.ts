/** The stores, as named in errors and logs. */
export type StoreName = 'idempotency' | 'link' | 'payout ownership';

/**
 * A store could not be reached (connection refused or lost, a command timed out). Every store kept in PostgreSQL
 * or Redis raises it for every failed command. Whatever asked a store that guards a request must not send that
 * request: without the store nothing can guarantee it is sent once, or that the caller may see what it asks for.
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';

  constructor(
    readonly store: StoreName,
    cause: unknown,
  ) {
    super(`the ${store} store is unavailable`, { cause });
  }
}

/** Runs one command of `store` (SQL or Redis); any failure (refused, lost, timed out, retries exhausted) is unavailability. */
export async function storeCall<T>(store: StoreName, command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch (err) {
    throw new StoreUnavailableError(store, err);
  }
}
