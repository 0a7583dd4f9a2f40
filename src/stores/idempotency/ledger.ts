import { claimDeadline, type IdempotencyRecord, type RecordLabel } from './store.ts';

/**
 * Terminology: the *ledger* is the idempotency records read the other way round, by people: what the gateway sent
 * to the provider for one merchant entity, newest first, while the records live (the idempotency lifetime). Only
 * what a record is about (its label, see `RecordLabel`) and how far it got; never the input, never card data.
 */

/**
 * Where a record sits in an entity's ledger: newest first by the moment its record was created (epoch
 * microseconds, as PostgreSQL keeps it), then by key, so that two records of one instant still have an order.
 * A position does not move when records are added, so a page after it never repeats or skips one.
 */
export interface LedgerPosition {
  readonly createdAtUs: number;
  readonly key: string;
}

/**
 * How far a request got: `inProgress` (claimed, being sent), `outcomeUnknown` (sent, the answer lost; or a claim
 * gone stale because its gateway died mid-request, which `begin` treats the same way), `completed` (answered).
 */
export type LedgerState = 'inProgress' | 'outcomeUnknown' | 'completed';

/** One money-moving request as its record tells it. */
export interface LedgerEntry {
  readonly position: LedgerPosition;
  /** The scope's operation (`payout`, `sale`). */
  readonly operation: string;
  readonly transactionReference: string;
  /** The caller's name; null for records written before it was kept. */
  readonly requestedBy: string | null;
  readonly state: LedgerState;
  /** The stored answer of a completed request (what the operation chose to keep: no card data); null otherwise. */
  readonly answer: unknown;
}

/** One page of a ledger, and whether more entries lie beyond it on the side it was read towards. */
export interface LedgerPage {
  /** Newest first, whichever way the page was read. */
  readonly entries: readonly LedgerEntry[];
  /** More entries lie between the page and `after` (read from the end) or past the page (read from the start). */
  readonly hasMore: boolean;
}

/**
 * Which part of an entity's ledger to list: the entries between `after` and `before` (both exclusive; `after` is
 * newer than what follows it, `before` older than what precedes it), `limit` of them taken from the newest end,
 * or from the oldest end when `fromEnd` (Relay's `last`).
 */
export interface LedgerRange {
  readonly after: LedgerPosition | undefined;
  readonly before?: LedgerPosition | undefined;
  readonly limit: number;
  readonly fromEnd?: boolean;
}

/**
 * Lists the ledger of an entity. Implemented by the stores that can do it cheaply: PostgreSQL (an indexed query)
 * and memory (one process, development).
 */
export interface RequestLedger {
  /**
   * The entity's live records in `range`, newest first, at most `range.limit`. Rejects with
   * `StoreUnavailableError` when the store cannot be reached.
   */
  listForEntity(entity: string, range: LedgerRange): Promise<LedgerPage>;
}

/** The ledger state of a record's state at `now`, as `beginAgainst` would treat a retry of it. */
export function ledgerState(record: IdempotencyRecord, now: number): LedgerState {
  switch (record.state) {
    case 'completed':
      return 'completed';
    case 'unknown':
      return 'outcomeUnknown';
    case 'pending':
      return now > claimDeadline(record) ? 'outcomeUnknown' : 'inProgress';
  }
}

/** Whether `a` comes after `b` in a ledger (is older, or as old with a smaller key). */
function isAfter(a: LedgerPosition, b: LedgerPosition): boolean {
  return a.createdAtUs < b.createdAtUs || (a.createdAtUs === b.createdAtUs && a.key < b.key);
}

/** A record as a store without an ordered index holds it: where it sits, what it is about, its state. */
export interface UnorderedLedgerRecord {
  readonly position: LedgerPosition;
  readonly label: RecordLabel;
  readonly record: IdempotencyRecord;
}

/**
 * One page of records gathered in no order (the memory store's): sorted newest first, cut to the range, then
 * `limit` taken from the side it asks for.
 */
export function pageOfLedger(
  records: readonly UnorderedLedgerRecord[],
  range: LedgerRange,
  now: number,
): LedgerPage {
  const { after, before, limit } = range;
  const within = records
    .filter(({ position }) => after === undefined || isAfter(position, after))
    .filter(({ position }) => before === undefined || isAfter(before, position))
    .sort((a, b) => (isAfter(a.position, b.position) ? 1 : isAfter(b.position, a.position) ? -1 : 0));
  const page = range.fromEnd ? within.slice(Math.max(0, within.length - limit)) : within.slice(0, limit);
  const entries = page.map(({ position, label, record }) => ({
    position,
    operation: label.operation,
    transactionReference: label.transactionReference,
    requestedBy: label.requestedBy ?? null,
    state: ledgerState(record, now),
    answer: record.state === 'completed' ? record.result : null,
  }));
  return { entries, hasMore: within.length > limit };
}
