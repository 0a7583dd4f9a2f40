import type pg from 'pg';
import { storeCall } from '../errors.ts';
import { wholeTtlMs } from '../keys.ts';
import type { OwnershipAt } from '../ownership/index.ts';
import { type PostgresOwnershipStore, rememberSqlFrom } from '../ownership/postgresStore.ts';
import { type NamedStatement, withValues } from '../postgres/statements.ts';
import { fingerprint } from './fingerprint.ts';
import {
  type BeginResult,
  beginAgainst,
  defaultIdempotencyTtlMs,
  defaultSettleMs,
  type IdempotencyRecord,
  type IdempotencyStore,
  pendingTimeoutMs,
  type RecordLabel,
} from './store.ts';

/** Options of {@link PostgresIdempotencyStore}. */
export interface PostgresIdempotencyStoreOptions {
  /** Record lifetime; {@link defaultIdempotencyTtlMs} by default. */
  ttlMs?: number;
  /** Secret of the input fingerprints. It must outlive every process (IDEMPOTENCY_FINGERPRINT_KEY). */
  fingerprintKey: string | Buffer;
  /** See {@link IdempotencyStore.settleMs}. */
  settleMs?: number;
  /** The ownership store on the same database: `complete` writes a payout's record in the answer's statement. */
  ownership?: PostgresOwnershipStore;
}

/** A row as `begin` reads it; bigint columns arrive as strings. */
interface Row {
  readonly claimed: boolean;
  readonly fingerprint: string | null;
  readonly state: IdempotencyRecord['state'] | null;
  readonly started_at: string | null;
  readonly sent_at: string | null;
  readonly result: unknown;
  readonly expires_at: string | null;
}

/**
 * Claims the key in one statement, so in one transaction: inserts a pending record, or takes over one that expired
 * or is locked (same fingerprint, outcome unknown or a claim gone stale). `prior` is the record as it was, for the
 * caller to tell replay, conflict and in-progress apart. Postgres locks the row for the upsert and re-checks its
 * WHERE against the newest version, so of two replicas racing one key exactly one claims it.
 * An expired record taken over is a new request: its ledger facts (when, who) start afresh; a locked one taken over
 * is the same request retried, which keeps them.
 * $1 key, $2 fingerprint, $3 now, $4 lifetime, $5 pending timeout, $6 operation, $7 entity, $8 reference,
 * $9 requested by.
 */
const beginSql = `
WITH prior AS (
  SELECT fingerprint, state, started_at, sent_at, result, expires_at FROM idempotency_records WHERE key = $1
), claim AS (
  INSERT INTO idempotency_records AS r
    (key, fingerprint, state, started_at, expires_at, operation, entity, transaction_reference, requested_by)
  VALUES ($1, $2, 'pending', $3::bigint, $3::bigint + $4::bigint, $6, $7, $8, $9)
  ON CONFLICT (key) DO UPDATE SET
    fingerprint = excluded.fingerprint, state = 'pending', started_at = excluded.started_at, sent_at = NULL,
    result = NULL, expires_at = excluded.expires_at, updated_at = now(),
    operation = excluded.operation, entity = excluded.entity, transaction_reference = excluded.transaction_reference,
    created_at = CASE WHEN r.expires_at <= $3::bigint THEN now() ELSE r.created_at END,
    requested_by = CASE WHEN r.expires_at <= $3::bigint THEN excluded.requested_by ELSE r.requested_by END
  WHERE r.expires_at <= $3::bigint
     OR (r.fingerprint = excluded.fingerprint
         AND (r.state = 'unknown' OR (r.state = 'pending' AND r.started_at < $3::bigint - $5::bigint)))
  RETURNING 1
)
SELECT EXISTS (SELECT 1 FROM claim) AS claimed, prior.*
FROM (SELECT 1) AS one LEFT JOIN prior ON true`;

/** Writes a decided state over whatever the key holds ($1 key, $2 fingerprint, $3 state, $4 now, $5 lifetime). */
const writeSql = `
INSERT INTO idempotency_records AS r (key, fingerprint, state, started_at, sent_at, result, expires_at)
VALUES ($1, $2, $3, $4::bigint, $6::bigint, $7::json, $4::bigint + $5::bigint)
ON CONFLICT (key) DO UPDATE SET
  fingerprint = excluded.fingerprint, state = excluded.state, sent_at = excluded.sent_at,
  result = excluded.result, expires_at = excluded.expires_at, updated_at = now()`;

/**
 * The answer and the payout's ownership record in one statement, so in one transaction and one round trip: both are
 * committed or neither is. $1 to $7 as {@link writeSql}, $8 on the ownership record (`rememberSqlFrom`).
 */
const completeOwnedSql = `WITH answer AS (${writeSql})${rememberSqlFrom(8)}`;

/** $1 value key, $2 owner, $3 now, $4 lifetime. A row back: claimed (free, expired or already ours). */
const claimSingleUseSql = `
INSERT INTO single_use_values AS v (value_key, owner, expires_at) VALUES ($1, $2, $3::bigint + $4::bigint)
ON CONFLICT (value_key) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
WHERE v.expires_at <= $3::bigint OR v.owner = excluded.owner
RETURNING 1`;

/** Every statement of the store, prepared once per connection (see NamedStatement). */
const statements = {
  begin: { name: 'idempotency-begin', text: beginSql },
  write: { name: 'idempotency-write', text: writeSql },
  completeOwned: { name: 'idempotency-complete-owned', text: completeOwnedSql },
  abandon: { name: 'idempotency-abandon', text: 'DELETE FROM idempotency_records WHERE key = $1' },
  claimSingleUse: { name: 'single-use-claim', text: claimSingleUseSql },
  releaseSingleUse: {
    name: 'single-use-release',
    text: 'DELETE FROM single_use_values WHERE value_key = $1',
  },
} as const satisfies Record<string, NamedStatement>;

/**
 * The durable store (DATABASE_URL): records survive a restart of every gateway process and of the database, in any
 * order, so no restart can make a completed payout or sale look new. Each phase of a request (claim, outcome
 * unknown, answer stored with a payout's ownership record, release) is one atomic statement, and one round trip. The database never loses what it
 * committed, so unlike the Redis and memory stores this one never reports a loss (`distrust`).
 */
export class PostgresIdempotencyStore implements IdempotencyStore {
  readonly settleMs: number;
  readonly #pool: pg.Pool;
  readonly #ttlMs: number;
  readonly #fingerprintKey: string | Buffer;
  readonly #ownership: PostgresOwnershipStore | undefined;

  constructor(pool: pg.Pool, options: PostgresIdempotencyStoreOptions) {
    this.#pool = pool;
    this.#ttlMs = wholeTtlMs(options.ttlMs ?? defaultIdempotencyTtlMs);
    this.#fingerprintKey = options.fingerprintKey;
    this.settleMs = options.settleMs ?? defaultSettleMs;
    this.#ownership = options.ownership;
  }

  fingerprint(input: unknown): string {
    return fingerprint(input, this.#fingerprintKey);
  }

  async begin<R>(key: string, fingerprint: string, label?: RecordLabel): Promise<BeginResult<R>> {
    const now = Date.now();
    const { rows } = await this.#query<Row>(statements.begin, [
      key,
      fingerprint,
      now,
      this.#ttlMs,
      pendingTimeoutMs,
      label?.operation ?? null,
      label?.entity ?? null,
      label?.transactionReference ?? null,
      label?.requestedBy ?? null,
    ]);
    const row = rows[0];
    if (!row) throw new Error('the idempotency claim returned no row');
    const prior = row.state === null || Number(row.expires_at) <= now ? undefined : recordOf(row);
    if (row.claimed) return prior ? beginAgainst<R>(prior, fingerprint, now) : { status: 'started' };
    // Not claimed: either the record answers (replay, conflict, in progress) or another request claimed the key
    // between our read and our upsert, and holds it now.
    const answer = prior ? beginAgainst<R>(prior, fingerprint, now) : undefined;
    return answer && answer.status !== 'locked' ? answer : { status: 'inProgress' };
  }

  async complete(key: string, fingerprint: string, result: unknown, owner?: OwnershipAt): Promise<void> {
    const now = Date.now();
    const answer = this.#writeValues(key, fingerprint, 'completed', now, null, JSON.stringify(result));
    if (!owner) {
      await this.#query(statements.write, answer);
      return;
    }
    if (!this.#ownership) throw new Error('this idempotency store was built without an ownership store');
    await this.#query(statements.completeOwned, [...answer, ...this.#ownership.rememberValues(owner, now)]);
  }

  async lockUnknown(key: string, fingerprint: string, sentAt: number): Promise<void> {
    await this.#query(
      statements.write,
      this.#writeValues(key, fingerprint, 'unknown', Date.now(), sentAt, null),
    );
  }

  async abandon(key: string): Promise<void> {
    await this.#query(statements.abandon, [key]);
  }

  async claimSingleUse(valueKey: string, owner: string): Promise<boolean> {
    const { rowCount } = await this.#query(statements.claimSingleUse, [
      valueKey,
      owner,
      Date.now(),
      this.#ttlMs,
    ]);
    return rowCount === 1;
  }

  async releaseSingleUse(valueKey: string): Promise<void> {
    await this.#query(statements.releaseSingleUse, [valueKey]);
  }

  /** The parameters of {@link writeSql}. */
  #writeValues(
    key: string,
    fingerprint: string,
    state: IdempotencyRecord['state'],
    now: number,
    sentAt: number | null,
    result: string | null,
  ): unknown[] {
    return [key, fingerprint, state, now, this.#ttlMs, sentAt, result];
  }

  #query<T extends pg.QueryResultRow>(
    statement: NamedStatement,
    values: unknown[],
  ): Promise<pg.QueryResult<T>> {
    return storeCall('idempotency', () => this.#pool.query<T>(withValues(statement, values)));
  }
}

function recordOf(row: Row): IdempotencyRecord {
  const fingerprint = row.fingerprint ?? '';
  switch (row.state) {
    case 'completed':
      return { state: 'completed', fingerprint, result: row.result };
    case 'unknown':
      return { state: 'unknown', fingerprint, sentAt: Number(row.sent_at ?? 0) };
    default:
      return { state: 'pending', fingerprint, startedAt: Number(row.started_at ?? 0) };
  }
}
