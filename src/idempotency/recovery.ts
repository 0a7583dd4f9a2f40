import { UpstreamError, type UpstreamErrorKind } from '../datasources/upstream/errors.ts';

/** The provider refused the request (4xx): it certainly did not act, and the key is released. */
const refused: ReadonlySet<UpstreamErrorKind> = new Set([
  'rejected',
  'notFound',
  'unauthenticated',
  'forbidden',
  // A 429 is the provider refusing to take the request at all: the same reference may be sent again later.
  'rateLimited',
]);

/**
 * Whether the provider certainly did not act on the request: it refused it (4xx), or the request never left
 * (connection refused, open circuit: `unavailable` without an HTTP status; a request that may have been sent is
 * `outcomeUnknown`). A 5xx is NOT such a proof: a proxy's 502/504 or a provider failing after it committed can
 * follow a payment, so it goes through recovery like a lost answer.
 */
export function certainlyNotActed(err: unknown): err is UpstreamError {
  return (
    err instanceof UpstreamError &&
    (refused.has(err.kind) || (err.kind === 'unavailable' && err.status === undefined))
  );
}

/** What the provider says became of a request. */
export type Recovery<R> =
  | { status: 'found'; result: R }
  /** The provider has no such request (which proves nothing while the request may still be in flight). */
  | { status: 'absent' }
  /** Nobody can tell: no way to ask (the sale), or asking failed. */
  | { status: 'unknown'; error?: UpstreamError };

/** Asks the provider through `recover`; a failed query is `unknown`, never an answer. */
export async function tryRecover<R>(recover: (() => Promise<R | null>) | undefined): Promise<Recovery<R>> {
  if (!recover) return { status: 'unknown' };
  try {
    const result = await recover();
    return result === null ? { status: 'absent' } : { status: 'found', result };
  } catch (err) {
    if (err instanceof UpstreamError) return { status: 'unknown', error: err };
    throw err;
  }
}
