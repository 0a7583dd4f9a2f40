import { storeUnavailable } from '../errors/index.ts';
import type { Logger } from '../logger.ts';
import { type IdempotencyStore, StoreUnavailableError } from '../stores/idempotency/index.ts';

/**
 * Runs a store call whose failure means the request must not go on (before anything is sent): an unreachable
 * store (any of them) becomes `STORE_UNAVAILABLE`, which tells the caller nothing was sent.
 */
export async function beforeSending<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof StoreUnavailableError) throw storeUnavailable({ originalError: err }, err.store);
    throw err;
  }
}

/**
 * Runs a store call that records a decision already taken (release a key, lock it, store a result). Its failure
 * must not change what the caller is told (a payment that happened is still answered), so it is logged only.
 * The PostgreSQL store retries an answer it could not store once the database answers again; a key left pending
 * otherwise is settled with the provider like a lost answer once its claim's deadline has passed.
 */
export async function recordQuietly(
  logger: Logger,
  operation: string,
  what: string,
  call: () => Promise<void>,
): Promise<void> {
  try {
    await call();
  } catch (err) {
    logger.error(
      { operation, what, err: err instanceof Error ? err.name : 'unknown' },
      'could not record a money-moving request in the idempotency store',
    );
  }
}

/**
 * The key under which a single-use value (a 3DS authenticationValue) is claimed: an HMAC under the store's
 * fingerprint key, so the value itself is never stored.
 */
export function singleUseKey(store: IdempotencyStore, value: string): string {
  return store.fingerprint({ singleUse: value });
}
