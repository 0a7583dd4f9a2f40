import { UpstreamError, type UpstreamErrorKind } from '../datasources/upstream/errors.ts';
import { outcomeUnknown, toGraphQLError } from '../errors/index.ts';
import { type IdempotencyScope, type IdempotencyStore, idempotencyKey } from '../idempotency/index.ts';
import type { Logger } from '../logger.ts';
import { idempotencyConflict } from './errors.ts';

/** One money-moving request, as {@link runIdempotent} carries it out. */
export interface IdempotentRequest<R> {
  readonly store: IdempotencyStore;
  readonly logger: Logger;
  /** Operation, merchant entity and transactionReference: the key. */
  readonly scope: IdempotencyScope;
  /** The normalised input the fingerprint covers. Only its hash is stored. */
  readonly fingerprintOf: unknown;
  /** Sends the request to the provider. Called at most once per call of `runIdempotent`. */
  readonly execute: () => Promise<R>;
  /**
   * Asks the provider what became of a request whose answer was lost: the result, or null when the provider has
   * no such request. Absent when the provider offers no way to ask (the card-on-file sale).
   */
  readonly recover?: () => Promise<R | null>;
  /** What of a result may be stored and replayed (default: all of it). Must be JSON without card data. */
  readonly toStored?: (result: R) => R;
}

export interface IdempotentResult<R> {
  readonly result: R;
  /** True when an earlier request created it and this one paid nothing. */
  readonly replayed: boolean;
}

/** The provider refused the request (4xx): it certainly did not act, and the key is released. */
const refused: ReadonlySet<UpstreamErrorKind> = new Set([
  'rejected',
  'notFound',
  'unauthenticated',
  'forbidden',
]);

/**
 * Whether the provider certainly did not act on the request: it refused it (4xx), or the request never left
 * (connection refused, open circuit: `unavailable` without an HTTP status; a request that may have been sent is
 * `outcomeUnknown`). A 5xx is NOT such a proof: a proxy's 502/504 or a provider failing after it committed can
 * follow a payment, so it goes through recovery like a lost answer.
 */
function certainlyNotActed(err: unknown): err is UpstreamError {
  return (
    err instanceof UpstreamError &&
    (refused.has(err.kind) || (err.kind === 'unavailable' && err.status === undefined))
  );
}

/**
 * Runs a money-moving request at most once per (operation, entity, transactionReference) (DESIGN.md "Money-moving
 * mutations"):
 * - same key, same input, completed: the stored result is replayed; the provider is not called;
 * - same key, other input: `IDEMPOTENCY_CONFLICT` (reason `DIFFERENT_INPUT`);
 * - same key, same input, still running elsewhere: `IDEMPOTENCY_CONFLICT` (reason `IN_PROGRESS`);
 * - the answer was lost: never re-sent blindly. `recover` asks the provider; when that settles it, the result is
 *   stored and answered, otherwise `OUTCOME_UNKNOWN` and the key stays locked;
 * - a locked key: every retry asks the provider again. Found: answered (replayed). The provider has no such
 *   request: the lost request never arrived, so it is sent now; the provider also refuses a second payout with
 *   the same reference, which guards the gap between its query and our send. Without `recover`, a locked key
 *   answers `OUTCOME_UNKNOWN` until the record expires.
 */
export async function runIdempotent<R>(request: IdempotentRequest<R>): Promise<IdempotentResult<R>> {
  const { store, scope } = request;
  const key = idempotencyKey(scope);
  const print = store.fingerprint(request.fingerprintOf);
  const begun = await store.begin<R>(key, print);
  switch (begun.status) {
    case 'replay':
      return { result: begun.result, replayed: true };
    case 'conflict':
      throw idempotencyConflict('DIFFERENT_INPUT', scope.transactionReference);
    case 'inProgress':
      throw idempotencyConflict('IN_PROGRESS', scope.transactionReference);
    case 'locked':
      return settleLocked(request, key, print);
    case 'started':
      return attempt(request, key, print);
  }
}

async function attempt<R>(request: IdempotentRequest<R>, key: string, print: string) {
  let result: R;
  try {
    result = await request.execute();
  } catch (err) {
    return afterFailure(request, key, print, err);
  }
  await save(request, key, print, result);
  return { result, replayed: false };
}

async function afterFailure<R>(
  request: IdempotentRequest<R>,
  key: string,
  print: string,
  err: unknown,
): Promise<IdempotentResult<R>> {
  if (certainlyNotActed(err)) {
    await request.store.abandon(key);
    throw toGraphQLError(err);
  }
  const recovered = await tryRecover(request);
  if (recovered.status === 'found') {
    await save(request, key, print, recovered.result);
    return { result: recovered.result, replayed: false };
  }
  // The provider answered (5xx) and now says it has no such request: it failed before acting. A timeout is not
  // settled this way: a request still being processed may not show up in the query yet.
  if (recovered.status === 'absent' && err instanceof UpstreamError && err.kind === 'unavailable') {
    await request.store.abandon(key);
    throw toGraphQLError(err);
  }
  await request.store.lockUnknown(key, print);
  request.logger.warn(
    { operation: request.scope.operation, kind: err instanceof UpstreamError ? err.kind : 'unexpected' },
    'money-moving request has an unknown outcome; idempotency key locked',
  );
  if (err instanceof UpstreamError) throw outcomeUnknown({ originalError: err });
  throw err;
}

/**
 * A locked key this request now holds (the store hands a locked key to one request at a time; concurrent
 * retries get IN_PROGRESS). It ends locked again unless the provider settles it.
 */
async function settleLocked<R>(
  request: IdempotentRequest<R>,
  key: string,
  print: string,
): Promise<IdempotentResult<R>> {
  const recovered = await tryRecover(request);
  if (recovered.status === 'found') {
    await save(request, key, print, recovered.result);
    return { result: recovered.result, replayed: true };
  }
  if (recovered.status === 'absent') return attempt(request, key, print);
  await request.store.lockUnknown(key, print);
  throw outcomeUnknown(recovered.error ? { originalError: recovered.error } : {});
}

type Recovery<R> =
  | { status: 'found'; result: R }
  /** The provider has no such request. */
  | { status: 'absent' }
  /** Nobody can tell: no way to ask (the sale), or asking failed. */
  | { status: 'unknown'; error?: UpstreamError };

async function tryRecover<R>(request: IdempotentRequest<R>): Promise<Recovery<R>> {
  if (!request.recover) return { status: 'unknown' };
  try {
    const result = await request.recover();
    return result === null ? { status: 'absent' } : { status: 'found', result };
  } catch (err) {
    if (err instanceof UpstreamError) return { status: 'unknown', error: err };
    throw err;
  }
}

/** Stores the result. A store failure must not hide a payment that happened: it is logged, the caller answered. */
async function save<R>(request: IdempotentRequest<R>, key: string, print: string, result: R): Promise<void> {
  const stored = request.toStored ? request.toStored(result) : result;
  try {
    await request.store.complete(key, print, stored);
  } catch (err) {
    request.logger.error(
      { operation: request.scope.operation, err: err instanceof Error ? err.name : 'unknown' },
      'could not store the result of a money-moving request',
    );
  }
}
