/**
 * What the gateway knows of a payout's owner, kept so that a later lookup by the payout's global id can be
 * authorized: the entity, and for a payout the gateway created what it sent (flow, reference, amount). A payout
 * found by `payoutByReference` (the provider answered it for that entity) is recorded without the amount. Never
 * card data.
 */
export interface PayoutOwnership {
  readonly entity: string;
  readonly method: string | null;
  readonly transactionReference: string;
  /** Absent when the gateway did not create the payout but found it by reference. */
  readonly amount?: { readonly minorUnits: string; readonly currency: string };
}

/**
 * Which merchant entity each payout the gateway created belongs to, by the payout's resource location (the key
 * of its global id). In Redis with REDIS_URL (shared by replicas), in memory otherwise (bounded, one replica).
 * The Redis store rejects with `StoreUnavailableError` when Redis cannot be reached.
 */
export interface PayoutOwnershipStore {
  /** Keeps the record; the first record of a location stands (a replay writes the same one again). */
  remember(location: string, ownership: PayoutOwnership): Promise<void>;
  /** The record, or undefined when this gateway did not create the payout or has forgotten it. */
  ownerOf(location: string): Promise<PayoutOwnership | undefined>;
}

/** A stored record read back, or undefined when it is not one (a value written by something else). */
export function readOwnership(text: string): PayoutOwnership | undefined {
  try {
    const value = JSON.parse(text) as Partial<PayoutOwnership> | null;
    return typeof value?.entity === 'string' ? (value as PayoutOwnership) : undefined;
  } catch {
    return undefined;
  }
}
