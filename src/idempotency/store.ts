/** Default lifetime of an idempotency record: a retry within a day replays, a later one starts afresh. */
export const defaultIdempotencyTtlMs = 24 * 60 * 60 * 1000;

/**
 * What {@link IdempotencyStore.begin} found for a key.
 * - `started`: no record; the caller now holds the key and must end with `complete`, `lockUnknown` or `abandon`.
 * - `replay`: the same input completed before; answer `result` without calling the provider.
 * - `conflict`: the key was used with other input (`IDEMPOTENCY_CONFLICT`).
 * - `inProgress`: the same input is being carried out right now by another request.
 * - `locked`: the same input was sent but its outcome is unknown (or its claim went stale). The caller now holds
 *   the key, atomically, like after `started`: concurrent callers get `inProgress` meanwhile, so one retry at a
 *   time settles it and ends with `complete`, `lockUnknown` or `abandon`.
 */
export type BeginResult<R> =
  | { status: 'started' }
  | { status: 'replay'; result: R }
  | { status: 'conflict' }
  | { status: 'inProgress' }
  | { status: 'locked' };

/**
 * Records of money-moving mutations, by key (see `idempotencyKey`) and input fingerprint (see `fingerprint`).
 * Results are stored as JSON: store only what the caller may see again, never card data.
 */
export interface IdempotencyStore {
  /** The fingerprint of an input under this store's secret key (see `fingerprint` in keys.ts). */
  fingerprint(input: unknown): string;
  /** Atomically claims `key` for `fingerprint`, or reports what holds it. */
  begin<R>(key: string, fingerprint: string): Promise<BeginResult<R>>;
  /** Stores the final result, replayed to later `begin` calls with the same fingerprint. */
  complete(key: string, fingerprint: string, result: unknown): Promise<void>;
  /** Keeps the key locked because the provider may have acted but we could not learn how. */
  lockUnknown(key: string, fingerprint: string): Promise<void>;
  /** Releases the key: the provider certainly did not act (e.g. it refused the request before processing). */
  abandon(key: string): Promise<void>;
  /** Releases connections. */
  close(): Promise<void>;
}

/** The stored form of one key, as JSON (shared by the memory and Redis stores). */
export type IdempotencyRecord =
  | { state: 'pending'; fingerprint: string; startedAt: number }
  | { state: 'completed'; fingerprint: string; result: unknown }
  | { state: 'unknown'; fingerprint: string };

/**
 * How long a claim may stay pending. Every upstream call ends within its deadline (at most 70 s: the timeouts
 * are capped in src/config.ts and summed into one deadline) and an attempt is at most a POST plus one recovery
 * query, so an older pending record belongs to a gateway that died mid-request: its outcome is unknown, and the
 * key is treated as locked (the next retry asks the provider) instead of answering IN_PROGRESS until it expires.
 */
export const pendingTimeoutMs = 5 * 60 * 1000;

/** The answer to `begin` for a key that already has `record`. */

export function beginAgainst<R>(record: IdempotencyRecord, fingerprint: string, now: number): BeginResult<R> {
  if (record.fingerprint !== fingerprint) return { status: 'conflict' };
  switch (record.state) {
    case 'completed':
      return { status: 'replay', result: record.result as R };
    case 'pending':
      return now - record.startedAt > pendingTimeoutMs ? { status: 'locked' } : { status: 'inProgress' };
    case 'unknown':
      return { status: 'locked' };
  }
}
