/**
 * The card a payout was sent to, masked: the instrument kind (`card`, `tokenizedCard`, `networkToken`,
 * `walletNetworkToken`), at most the first six digits of a card number and the last four digits. Never more.
 */
export interface MaskedPayoutCard {
  readonly instrument: string;
  readonly bin: string | null;
  readonly last4: string | null;
}

/**
 * What the gateway knows of a payout's owner, kept so that a later lookup by the payout's global id can be
 * authorized, and so that every path answers the same payout: the entity, and for a payout the gateway created
 * what it sent (flow, reference, amount, masked card). Reads never write: a payout found by reference is not
 * recorded (records of found payouts, without amount and card, were written before; they stand until they
 * expire). Never card data beyond the mask.
 */
export interface PayoutOwnership {
  readonly entity: string;
  readonly method: string | null;
  readonly transactionReference: string;
  /** Absent when the gateway did not create the payout but found it by reference. */
  readonly amount?: { readonly minorUnits: string; readonly currency: string };
  /** Absent when the gateway did not create the payout, or created it before cards were recorded. */
  readonly card?: MaskedPayoutCard;
}

/**
 * A payout's ownership record and the location it is kept under: what the idempotency store writes with a payout's
 * stored answer (`IdempotencyStore.complete`), so that no stored answer is ever without it.
 */
export interface OwnershipAt {
  readonly location: string;
  readonly ownership: PayoutOwnership;
}

/**
 * Whether `next` may replace the stored record: only a record of what `createPayout` sent (it has the amount)
 * replacing one found by reference (without it) for the same entity, so a record of what was sent is never lost
 * to an earlier lookup, and the first entity of a location always stands.
 */
export function replaces(next: PayoutOwnership, stored: PayoutOwnership): boolean {
  return next.amount !== undefined && stored.amount === undefined && next.entity === stored.entity;
}

/**
 * Which merchant entity each payout the gateway created belongs to, by the payout's resource location (the key
 * of its global id). In PostgreSQL with DATABASE_URL (shared by replicas), in memory otherwise (bounded, one
 * replica). The PostgreSQL store rejects with `StoreUnavailableError` when the database cannot be reached.
 */
export interface PayoutOwnershipStore {
  /**
   * Keeps the record; the first record of a location stands (a replay writes the same one again), except that a
   * record of what `createPayout` sent replaces one found by reference.
   */
  remember(location: string, ownership: PayoutOwnership): Promise<void>;
  /** The record, or undefined when this gateway did not create the payout or has forgotten it. */
  ownerOf(location: string): Promise<PayoutOwnership | undefined>;
  /**
   * The records of several payouts at once, by location (those without one are absent from the map): what the
   * per-request loader asks for, so that the payouts a page links are read in one statement, not one each.
   */
  getMany(locations: readonly string[]): Promise<ReadonlyMap<string, PayoutOwnership>>;
}
