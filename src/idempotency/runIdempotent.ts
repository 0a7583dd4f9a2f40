import type { GraphQLError } from 'graphql';
import { maskCardNumbers } from '../contract/index.ts';
import { UpstreamError } from '../datasources/upstream/errors.ts';
import { outcomeUnknown, storeUntrusted } from '../errors/index.ts';
import type { Logger } from '../logger.ts';
import {
  type Distrust,
  type IdempotencyScope,
  type IdempotencyStore,
  idempotencyKey,
} from '../stores/idempotency/index.ts';
import type { OwnershipAt } from '../stores/ownership/index.ts';
import { refuseCardNumbersInRecord } from './cardNumberGuard.ts';
import { type ConflictReason, idempotencyConflict } from './conflict.ts';
import type { IdempotencyObserver } from './observer.ts';
import { certainlyNotActed, tryRecover } from './recovery.ts';
import { beforeSending, recordQuietly, singleUseKey } from './storeCalls.ts';

/** One money-moving request, as {@link runIdempotent} carries it out. */
export interface IdempotentRequest<R> {
  readonly store: IdempotencyStore;
  readonly logger: Logger;
  /** Operation, merchant entity and transactionReference: the key. */
  readonly scope: IdempotencyScope;
  /** The caller's name, kept beside the record (not in the key: any caller of the entity replays the same key). */
  readonly requestedBy: string;
  /** The normalised input the fingerprint covers. Only its hash is stored. */
  readonly fingerprintOf: unknown;
  /**
   * What the request asks for, kept with its claim until its answer is stored, so that the background pass can
   * settle it if its caller never retries (see `RecordLabel.intent`; JSON, no card data). Absent for a request the
   * provider cannot be asked about (the sale): nothing could settle it.
   */
  readonly intent?: unknown;
  /** Sends the request to the provider. Called at most once per call of `runIdempotent`. */
  readonly execute: () => Promise<R>;
  /**
   * Asks the provider what became of a request whose answer was lost: the result, or null when the provider has
   * no such request. Absent when the provider offers no way to ask (the card-on-file sale).
   */
  readonly recover?: () => Promise<R | null>;
  /** What of a result may be stored and replayed (default: all of it). Must be JSON without card data. */
  readonly toStored?: (result: R) => R;
  /**
   * The ownership record of the payout a result is (createPayout's), stored with the result by every path that
   * stores one (sent, or found by the provider's query), never after it: see `IdempotencyStore.complete`.
   */
  readonly ownedBy?: (result: R) => OwnershipAt;
  /** A value no other request may use (a sale's 3DS authenticationValue) and the error refusing its reuse. */
  readonly singleUse?: { readonly value: string; readonly refusal: () => GraphQLError };
  /** Told of every replay and conflict (metrics). */
  readonly observer?: IdempotencyObserver;
}

export interface IdempotentResult<R> {
  readonly result: R;
  /** True when an earlier request created it and this one paid nothing. */
  readonly replayed: boolean;
}

/** One run: the request, its store key and input fingerprint. */
interface Run<R> {
  readonly request: IdempotentRequest<R>;
  readonly key: string;
  readonly print: string;
}

/**
 * Runs a money-moving request at most once per (operation, entity, transactionReference) (DESIGN.md "Money-moving
 * mutations"):
 * - same key, same input, completed: the stored result is replayed; the provider is not called;
 * - same key, other input: `IDEMPOTENCY_CONFLICT` (reason `DIFFERENT_INPUT`);
 * - same key, same input, still running elsewhere: `IDEMPOTENCY_CONFLICT` (reason `IN_PROGRESS`) until its claim's
 *   deadline (see `claimDeadline`); then the key is locked, as below;
 * - the store cannot be reached: `STORE_UNAVAILABLE`, nothing sent;
 * - the provider refused the request or certainly did not act on it: the key is released and its `UpstreamError`
 *   rethrown as it is (formatError, the one conversion, gives it its code);
 * - the answer was lost: never re-sent blindly. `recover` asks the provider; when that settles it, the result is
 *   stored and answered, otherwise `OUTCOME_UNKNOWN` (with `retryAfterMs`) and the key stays locked;
 * - a locked key: every retry asks the provider again. Found: answered (replayed). "No such request" proves the
 *   lost request was never carried out only once it can no longer be in flight (`store.settleMs` after it was
 *   sent); then it is sent now, before that the answer stays `OUTCOME_UNKNOWN`. Without `recover`, a locked key
 *   answers `OUTCOME_UNKNOWN` until the record expires;
 * - the store lost records (see `Distrust`): a new key may be a lost one. With `recover` the provider is asked
 *   first (it, not the store, is the ground truth); without, `STORE_UNTRUSTED` until the store is trusted again.
 */
export async function runIdempotent<R>(request: IdempotentRequest<R>): Promise<IdempotentResult<R>> {
  const outcome = await runOnce(request);
  // Every way of answering without paying: a stored result, or one the provider's query found for a locked key.
  if (outcome.replayed) request.observer?.replayed(request.scope.operation);
  return outcome;
}

async function runOnce<R>(request: IdempotentRequest<R>): Promise<IdempotentResult<R>> {
  const { store, scope } = request;
  // The stored result repeats the reference and entity: checked before anything is claimed or sent.
  refuseCardNumbersInRecord('idempotency', [scope.entity, scope.transactionReference]);
  const run: Run<R> = {
    request,
    key: idempotencyKey(scope),
    print: store.fingerprint(request.fingerprintOf),
  };
  // The caller's name is the operator's (an API key's) or already hashed when odd (a JWT subject); masked anyway,
  // because an API key may be named with digits, and no record may hold a card number.
  const label = { ...scope, requestedBy: maskCardNumbers(request.requestedBy), intent: request.intent };
  const begun = await beforeSending(() => store.begin<R>(run.key, run.print, label));
  switch (begun.status) {
    case 'replay':
      return { result: begun.result, replayed: true };
    case 'conflict':
      throw conflict(request, 'DIFFERENT_INPUT');
    case 'inProgress':
      throw conflict(request, 'IN_PROGRESS');
    case 'locked':
      return settleLocked(run, begun.sentAt);
    case 'started':
      return begun.distrust ? startDistrusted(run, begun.distrust) : attempt(run);
  }
}

function conflict<R>(request: IdempotentRequest<R>, reason: ConflictReason): GraphQLError {
  request.observer?.conflicted(request.scope.operation, reason);
  return idempotencyConflict(reason, request.scope.transactionReference);
}

async function attempt<R>(run: Run<R>): Promise<IdempotentResult<R>> {
  const { request } = run;
  if (request.singleUse) await claimSingleUse(run, request.singleUse);
  const sentAt = Date.now();
  let result: R;
  try {
    result = await request.execute();
  } catch (err) {
    return afterFailure(run, err, sentAt);
  }
  await save(run, result);
  return { result, replayed: false };
}

async function claimSingleUse<R>(run: Run<R>, singleUse: NonNullable<IdempotentRequest<R>['singleUse']>) {
  const { store } = run.request;
  const free = await beforeSending(() =>
    store.claimSingleUse(singleUseKey(store, singleUse.value), run.key),
  ).catch(async (err: unknown) => {
    await release(run);
    throw err;
  });
  if (free) return;
  await release(run);
  throw singleUse.refusal();
}

async function afterFailure<R>(run: Run<R>, err: unknown, sentAt: number): Promise<IdempotentResult<R>> {
  if (certainlyNotActed(err)) {
    await release(run, { singleUse: true });
    throw err;
  }
  const recovered = await tryRecover(run.request.recover);
  if (recovered.status === 'found') {
    await save(run, recovered.result);
    return { result: recovered.result, replayed: false };
  }
  // The provider itself answered (a 5xx with its own error body) and now says it has no such request: it failed
  // before acting. A timeout, a dropped answer or a proxy's 502/504 page (no provider body: the provider may still
  // be processing the request) is not settled this way: such a request may not show up in the query yet.
  if (recovered.status === 'absent' && providerFailed(err)) {
    await release(run, { singleUse: true });
    throw err;
  }
  run.request.logger.warn(
    { operation: run.request.scope.operation, kind: err instanceof UpstreamError ? err.kind : 'unexpected' },
    'money-moving request has an unknown outcome; idempotency key locked',
  );
  if (err instanceof UpstreamError) throw await lockUnknown(run, sentAt, err);
  await lockUnknown(run, sentAt);
  throw err;
}

/** A 5xx carrying the provider's documented error body: the provider's own verdict, not a proxy's. */
function providerFailed(err: unknown): boolean {
  return err instanceof UpstreamError && err.kind === 'unavailable' && err.customCode !== undefined;
}

/**
 * A locked key this request now holds (the store hands a locked key to one request at a time; concurrent
 * retries get IN_PROGRESS). It ends locked again unless the provider settles it.
 */
async function settleLocked<R>(run: Run<R>, sentAt: number): Promise<IdempotentResult<R>> {
  const recovered = await tryRecover(run.request.recover);
  if (recovered.status === 'found') {
    await save(run, recovered.result);
    return { result: recovered.result, replayed: true };
  }
  if (recovered.status === 'absent' && Date.now() >= sentAt + run.request.store.settleMs) return attempt(run);
  // The lost request may still be on its way or being processed: keep its sentAt, so the wait does not restart.
  throw await lockUnknown(run, sentAt, recovered.status === 'unknown' ? recovered.error : undefined);
}

/** A new key in a store that lost records: the request may have been sent before under a lost record. */
async function startDistrusted<R>(run: Run<R>, distrust: Distrust): Promise<IdempotentResult<R>> {
  const now = Date.now();
  if (!run.request.recover) {
    await release(run);
    throw storeUntrusted(distrust.untilMs - now);
  }
  const recovered = await tryRecover(run.request.recover);
  if (recovered.status === 'found') {
    await save(run, recovered.result);
    return { result: recovered.result, replayed: true };
  }
  if (recovered.status === 'unknown') {
    // The query failed: nothing was sent, and nothing can be until the provider answers it.
    await release(run);
    throw recovered.error ?? storeUntrusted(distrust.untilMs - now);
  }
  const provenAt = distrust.lostAtMs + run.request.store.settleMs;
  if (now < provenAt) {
    await release(run);
    throw storeUntrusted(provenAt - now);
  }
  return attempt(run);
}

/** Locks the key with its POST's `sentAt`; returns the OUTCOME_UNKNOWN to answer. */
async function lockUnknown<R>(run: Run<R>, sentAt: number, cause?: UpstreamError): Promise<GraphQLError> {
  const { request, key, print } = run;
  await recordQuietly(request.logger, request.scope.operation, 'lockUnknown', () =>
    request.store.lockUnknown(key, print, sentAt),
  );
  // Only a request the provider can be asked about settles by waiting; a sale stays unknown.
  const wait = sentAt + request.store.settleMs - Date.now();
  const retryAfterMs = request.recover && wait > 0 ? wait : undefined;
  return outcomeUnknown(cause ? { originalError: cause } : {}, retryAfterMs);
}

/** Releases the key (and, when the request certainly was not carried out, its single-use value). */
async function release<R>(run: Run<R>, options: { singleUse?: boolean } = {}): Promise<void> {
  const { request, key } = run;
  const { store, logger, scope, singleUse } = request;
  await recordQuietly(logger, scope.operation, 'abandon', () => store.abandon(key));
  if (options.singleUse && singleUse) {
    await recordQuietly(logger, scope.operation, 'releaseSingleUse', () =>
      store.releaseSingleUse(singleUseKey(store, singleUse.value)),
    );
  }
}

/** Stores the result. A store failure must not hide a payment that happened: it is logged, the caller answered. */
async function save<R>(run: Run<R>, result: R): Promise<void> {
  const { request, key, print } = run;
  const stored = request.toStored ? request.toStored(result) : result;
  await recordQuietly(request.logger, request.scope.operation, 'complete', () =>
    // A payout's answer can be had from the provider again (by reference): its write need not wait for the disk.
    request.store.complete(key, print, stored, request.ownedBy?.(result), {
      recoverable: request.recover !== undefined,
    }),
  );
}
