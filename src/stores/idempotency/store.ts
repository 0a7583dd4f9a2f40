import type { OwnershipAt, PayoutOwnershipStore } from '../ownership/index.ts';

/**
 * Default lifetime of an idempotency record, as IDEMPOTENCY_TTL_MS's: a retry within 31 days replays, a later one
 * starts afresh (payment providers keep keys as long: Adyen at least 31 days, Braintree 30).
 */
export const defaultIdempotencyTtlMs = 31 * 24 * 60 * 60 * 1000;

/**
 * Default time after a POST was sent from which the provider's "no such request" proves that it was not carried
 * out: the POST's longest deadline (70 s, the capped upstream timeouts) plus a 30 s settle window. The gateway
 * passes its own (UPSTREAM_*_TIMEOUT_MS + PAYOUT_SETTLE_WINDOW_MS).
 */
export const defaultSettleMs = 100_000;

/**
 * Default time an attempt may hold its claim (see `claimDeadline`): a POST and one recovery query within their
 * deadlines (2 × 32 s with the default upstream timeouts). The gateway passes its own (twice the POST's deadline);
 * a store adds the time its own calls may take.
 */
export const defaultAttemptMs = 64_000;

/**
 * The store lost records (the memory store evicted a live one at its bound) and cannot vouch that a key
 * without a record was never used. Epoch milliseconds.
 */
export interface Distrust {
  /** When every lost record would have expired anyway: from then on the store is trusted again. */
  readonly untilMs: number;
  /**
   * No request whose record was lost was sent after this moment (the loss was noticed then). A payout the
   * provider does not know is proven new only once such a request can no longer be in flight (see `settleMs`).
   */
  readonly lostAtMs: number;
}

/**
 * What {@link IdempotencyStore.begin} found for a key.
 * - `started`: no record; the caller now holds the key and must end with `complete`, `lockUnknown` or `abandon`.
 *   With `distrust`, the missing record may have been lost: the request may have been sent before.
 * - `replay`: the same input completed before; answer `result` without calling the provider.
 * - `conflict`: the key was used with other input (`IDEMPOTENCY_CONFLICT`).
 * - `inProgress`: the same input is being carried out right now by another request.
 * - `locked`: the same input was sent (at `sentAt`, epoch ms) but its outcome is unknown, or its claim is past its
 *   deadline (see `claimDeadline`). The caller now holds the key, atomically, like after `started`: concurrent
 *   callers get `inProgress` meanwhile, so one retry at a time settles it and ends with `complete`, `lockUnknown`
 *   or `abandon`.
 */
export type BeginResult<R> =
  | { status: 'started'; distrust?: Distrust }
  | { status: 'replay'; result: R }
  | { status: 'conflict' }
  | { status: 'inProgress' }
  | { status: 'locked'; sentAt: number };

/**
 * Records of money-moving mutations, by key (see `idempotencyKey` in ../keys.ts) and input fingerprint (see
 * fingerprint.ts). Results are stored as JSON: store only what the caller may see again, never card data. Every
 * method rejects with `StoreUnavailableError` when the store cannot be reached.
 */
export interface IdempotencyStore {
  /** How long after a POST was sent "the provider has no such request" proves it was not carried out. */
  readonly settleMs: number;
  /** The fingerprint of an input under this store's secret key (see fingerprint.ts). */
  fingerprint(input: unknown): string;
  /**
   * Atomically claims `key` for `fingerprint`, or reports what holds it. `label` says what the key stands for; the
   * PostgreSQL and memory stores keep it beside the record for people reading the ledger (the key is a hash; see
   * ledger.ts).
   */
  begin<R>(key: string, fingerprint: string, label?: RecordLabel): Promise<BeginResult<R>>;
  /**
   * Stores the final result, replayed to later `begin` calls with the same fingerprint. With `owner` (a payout's),
   * also the payout's ownership record, in the ownership store the store was built with: in the same statement
   * (PostgreSQL), else first (memory), so that a stored answer never lacks its record. When the record
   * cannot be written the answer is not stored either: the key stays pending and is settled like a lost answer.
   */
  complete(
    key: string,
    fingerprint: string,
    result: unknown,
    owner?: OwnershipAt,
    options?: CompleteOptions,
  ): Promise<void>;
  /**
   * Keeps the key locked because the provider may have acted (on a POST sent at `sentAt`, epoch ms). A stored
   * answer stands: the attempt that gave up may have been overtaken by one that settled the request (the PostgreSQL
   * and memory stores).
   */
  lockUnknown(key: string, fingerprint: string, sentAt: number): Promise<void>;
  /** Releases the key: the provider certainly did not act (e.g. it refused the request before processing). */
  abandon(key: string): Promise<void>;
  /**
   * Claims a value that may be used once (a 3DS authenticationValue, as a keyed hash) for `owner` (an
   * idempotency key) for the record lifetime. False when another owner holds it; true when free or already ours.
   */
  claimSingleUse(valueKey: string, owner: string): Promise<boolean>;
  /** Frees a single-use value: the request that claimed it certainly was not carried out. */
  releaseSingleUse(valueKey: string): Promise<void>;
  /**
   * Takes over at most `limit` records of `operation` whose outcome nobody is settling, oldest write first: an
   * unknown outcome, or a claim past its deadline (its gateway died, or its answer's write was lost), that carries
   * its intent (`RecordLabel.intent`) and was not written in the last `idleMs` (a retry may be settling it right
   * now). Each is held like a `locked` key (see `BeginResult`): the caller ends it with `complete`, `lockUnknown`
   * or `abandon`; until its new deadline, retries get IN_PROGRESS and other callers of this method skip it.
   */
  takeUnattended(operation: string, limit: number, idleMs: number): Promise<UnattendedClaim[]>;
}

/** A record taken over by {@link IdempotencyStore.takeUnattended}. */
export interface UnattendedClaim {
  readonly key: string;
  readonly fingerprint: string;
  /** When its POST was sent (epoch ms); a claim's start stands for it (see `claimDeadline`). */
  readonly sentAt: number;
  /** What the request asked for, as its claim kept it. */
  readonly intent: unknown;
}

/** How {@link IdempotencyStore.complete} stores an answer. */
export interface CompleteOptions {
  /**
   * The provider can be asked what became of the request (a payout, by reference). The answer may then be written
   * without waiting for the disk (PostgreSQL: `synchronous_commit = off` for that statement): an answer lost with
   * the database is found again by the next retry, because the claim, committed durably before the POST, is then
   * settled with the provider. Without it (a sale: no query) the write waits for the flush.
   */
  readonly recoverable?: boolean;
}

/** What a record is about, in clear: never card data (a reference matching a card number is refused before). */
export interface RecordLabel {
  readonly operation: string;
  readonly entity: string;
  readonly transactionReference: string;
  /** The caller's name (an API key's name or `jwt:<subject>`), for the ledger: who asked. */
  readonly requestedBy?: string;
  /**
   * What the request asks for, JSON without card data (a payout's ownership record: entity, flow, reference,
   * amount, masked card), kept with its claim until its answer is stored, so that a request whose caller never
   * comes back can be settled without it (`takeUnattended`).
   */
  readonly intent?: unknown;
}

/** The stored form of one key, as the memory store keeps it (JSON). */
export type IdempotencyRecord =
  /**
   * `deadline` (epoch ms): when the attempt holding the claim is over at the latest (see `claimDeadline`); absent
   * in records written before it was kept.
   */
  | { state: 'pending'; fingerprint: string; startedAt: number; deadline?: number }
  | { state: 'completed'; fingerprint: string; result: unknown }
  /** `sentAt` is absent in records written before it was kept: treated as long ago. */
  | { state: 'unknown'; fingerprint: string; sentAt?: number };

/**
 * How long a claim written before claims carried their deadline may stay pending (see `claimDeadline`).
 */
export const pendingTimeoutMs = 5 * 60 * 1000;

/**
 * When a pending claim stops being "in progress": its deadline, by which the attempt that made it has sent its POST,
 * had it answered or timed out, asked the provider once and written the outcome, all within their own deadlines.
 * A claim still pending after it belongs to an attempt whose outcome could not be stored (the store was down, the
 * outcome's write was lost with the database) or whose gateway died: its outcome is unknown, and the key is treated
 * as locked (the next retry settles it with the provider) instead of answering IN_PROGRESS. The claim is written
 * just before the POST, so its `startedAt` stands for the POST's `sentAt`.
 */
export function claimDeadline(record: { readonly startedAt: number; readonly deadline?: number }): number {
  return record.deadline ?? record.startedAt + pendingTimeoutMs;
}

/** The answer to `begin` for a key that already has `record`. */
export function beginAgainst<R>(record: IdempotencyRecord, fingerprint: string, now: number): BeginResult<R> {
  if (record.fingerprint !== fingerprint) return { status: 'conflict' };
  switch (record.state) {
    case 'completed':
      return { status: 'replay', result: record.result as R };
    case 'pending':
      return now > claimDeadline(record)
        ? { status: 'locked', sentAt: record.startedAt }
        : { status: 'inProgress' };
    case 'unknown':
      return { status: 'locked', sentAt: record.sentAt ?? 0 };
  }
}

/**
 * Writes `owner` through `ownership` before the answer is stored (the stores that cannot write both at once).
 * Without an ownership store there is nowhere to keep the record: a wiring mistake, refused loudly.
 */
export async function rememberFirst(
  ownership: PayoutOwnershipStore | undefined,
  owner: OwnershipAt | undefined,
): Promise<void> {
  if (!owner) return;
  if (!ownership) throw new Error('this idempotency store was built without an ownership store');
  await ownership.remember(owner.location, owner.ownership);
}
