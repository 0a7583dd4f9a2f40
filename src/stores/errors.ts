/**
 * The idempotency store could not be reached (connection refused or lost, a command timed out). Whatever asked
 * it must not send the request: without the store nothing can guarantee it is sent once.
 */
export class StoreUnavailableError extends Error {
  override readonly name = 'StoreUnavailableError';

  constructor(cause: unknown) {
    super('the idempotency store is unavailable', { cause });
  }
}
