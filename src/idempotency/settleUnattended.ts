import type { IdempotencyStore, UnattendedClaim } from '../stores/idempotency/index.ts';
import type { OwnershipAt } from '../stores/ownership/index.ts';
import { tryRecover } from './recovery.ts';

/** One record nobody is settling, and how to ask the provider about it. */
export interface UnattendedRequest<R> {
  readonly store: IdempotencyStore;
  /** Held by this caller (`IdempotencyStore.takeUnattended`) until it is ended here. */
  readonly claim: UnattendedClaim;
  /** What the provider says became of the request: its result, or null when it has no such request. */
  readonly recover: () => Promise<R | null>;
  /** The ownership record stored with a found result (a payout's), as `runIdempotent` stores it. */
  readonly ownedBy?: (result: R) => OwnershipAt;
}

/**
 * How a record ended: `completed` (the provider has it: its answer stored, replayed to a retry), `released` (the
 * provider has no such request and the lost one can no longer be in flight: the key is free, a retry sends it),
 * `unknown` (not settled yet: locked again with its POST's `sentAt`, for the next pass or a retry).
 */
export type UnattendedOutcome = 'completed' | 'released' | 'unknown';

/**
 * Settles one record the way a retry of its locked key would (see `runIdempotent`), except that it never sends
 * anything: there is no caller to answer, and one that comes back sends it itself once the key is released. A
 * store failure rejects; the record then stays pending until its new deadline and is taken again.
 */
export async function settleUnattended<R>(request: UnattendedRequest<R>): Promise<UnattendedOutcome> {
  const { store, claim } = request;
  const recovered = await tryRecover(request.recover);
  if (recovered.status === 'found') {
    const { result } = recovered;
    // Found at the provider: the answer can be had again, so its commit need not wait for the disk.
    await store.complete(claim.key, claim.fingerprint, result, request.ownedBy?.(result), {
      recoverable: true,
    });
    return 'completed';
  }
  if (recovered.status === 'absent' && Date.now() >= claim.sentAt + store.settleMs) {
    await store.abandon(claim.key);
    return 'released';
  }
  await store.lockUnknown(claim.key, claim.fingerprint, claim.sentAt);
  return 'unknown';
}
