import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { StoreUnavailableError, storeCall } from '../errors.ts';
import { wholeTtlMs } from '../keys.ts';
import type { OwnershipAt } from '../ownership/index.ts';
import { type PostgresOwnershipStore, rememberSqlFrom } from '../ownership/postgresStore.ts';
import { type NamedStatement, withValues } from '../postgres/statements.ts';
import { callBudgetMs } from '../postgres/timeouts.ts';
import { fingerprint } from './fingerprint.ts';
import { OwedWrites } from './owedWrites.ts';
import {
  type BeginResult,
  beginAgainst,
  type CompleteOptions,
  defaultAttemptMs,
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
  /** The provider's share of how long an attempt may hold its claim (see `claimDeadline`); the store adds its own. */
  attemptMs?: number;
  /** The ownership store on the same database: `complete` writes a payout's record in the answer's statement. */
  ownership?: PostgresOwnershipStore;
}

/** A row as `begin` reads it; bigint columns arrive as strings. */
interface Row {
  readonly claimed: boolean;
  readonly on_time: boolean;
  readonly fingerprint: string | null;
  readonly state: IdempotencyRecord['state'] | null;
  readonly started_at: string | null;
  readonly deadline: string | null;
  readonly sent_at: string | null;
  readonly result: unknown;
  readonly expires_at: string | null;
}

/**
 * The claim: one statement, so one transaction, committed durably (the one flush a payout waits for) before the POST.
 * It inserts a pending record, or takes over one that expired or is locked (same fingerprint, outcome unknown or a
 * claim past its deadline). `prior` is the record as it was, for the caller to tell replay, conflict and in-progress
 * apart. Postgres locks the row for the upsert and re-checks its WHERE against the newest version, so of two
 * replicas racing one key exactly one claims it.
 *
 * A claim carries its deadline ($11: by then the attempt is over, see `claimDeadline`) and a token ($12, to void it).
 * It takes effect only when the database runs it before $10, the moment the gateway stops waiting for it (its own
 * clock plus the call's budget): a database frozen with the statement in hand that runs it after the gateway answered
 * STORE_UNAVAILABLE leaves nothing behind, and the retry is a first attempt. Both clocks are the hosts' (kept by NTP;
 * a skew beyond the budget would refuse every claim, loudly, never pass a late one).
 *
 * A pending claim written before the database last started counts as past its deadline: its outcome's write (not
 * flushed, or refused while the database was down) may be lost, so the next retry settles it with the provider at
 * once. Compared on the database's clock only.
 *
 * An expired record taken over is a new request: its ledger facts (when, who) start afresh; a locked one taken over
 * is the same request retried, which keeps them.
 * $1 key, $2 fingerprint, $3 now, $4 lifetime, $5 pending timeout (claims written before deadlines were kept),
 * $6 operation, $7 entity, $8 reference, $9 requested by, $10 claim by, $11 deadline, $12 token (epoch ms).
 */
const beginSql = `
WITH prior AS (
  SELECT fingerprint, state, started_at, sent_at, result, expires_at,
         CASE WHEN state = 'pending' AND updated_at < pg_postmaster_start_time() THEN 0
              ELSE COALESCE(deadline, started_at + $5::bigint) END AS deadline
  FROM idempotency_records WHERE key = $1
), on_time AS (
  SELECT statement_timestamp() < to_timestamp($10::bigint / 1000.0) AS ok
), claim AS (
  INSERT INTO idempotency_records AS r (key, fingerprint, state, started_at, deadline, claim, expires_at, operation,
    entity, transaction_reference, requested_by)
  SELECT $1::text, $2::text, 'pending', $3::bigint, $11::bigint, $12::text, $3::bigint + $4::bigint, $6::text,
    $7::text, $8::text, $9::text
  FROM on_time WHERE ok
  ON CONFLICT (key) DO UPDATE SET
    fingerprint = excluded.fingerprint, state = 'pending', started_at = excluded.started_at,
    deadline = excluded.deadline, claim = excluded.claim, sent_at = NULL, result = NULL,
    expires_at = excluded.expires_at, updated_at = now(),
    operation = excluded.operation, entity = excluded.entity, transaction_reference = excluded.transaction_reference,
    created_at = CASE WHEN r.expires_at <= $3::bigint THEN now() ELSE r.created_at END,
    requested_by = CASE WHEN r.expires_at <= $3::bigint THEN excluded.requested_by ELSE r.requested_by END
  WHERE r.expires_at <= $3::bigint
     OR (r.fingerprint = excluded.fingerprint
         AND (r.state = 'unknown'
              OR (r.state = 'pending'
                  AND (COALESCE(r.deadline, r.started_at + $5::bigint) < $3::bigint
                       OR r.updated_at < pg_postmaster_start_time()))))
  RETURNING 1
)
SELECT EXISTS (SELECT 1 FROM claim) AS claimed, (SELECT ok FROM on_time) AS on_time, prior.*
FROM (SELECT 1) AS one LEFT JOIN prior ON true`;

/**
 * Writes a decided state over whatever the key holds ($1 key, $2 fingerprint, $3 state, $4 now, $5 lifetime,
 * $6 sent at, $7 answer), except that a stored answer is never turned back into an unknown outcome: an attempt that
 * gave up may have been overtaken by one that settled the request.
 */
const writeSql = `
INSERT INTO idempotency_records AS r (key, fingerprint, state, started_at, sent_at, result, expires_at)
VALUES ($1, $2, $3, $4::bigint, $6::bigint, $7::json, $4::bigint + $5::bigint)
ON CONFLICT (key) DO UPDATE SET
  fingerprint = excluded.fingerprint, state = excluded.state, sent_at = excluded.sent_at,
  result = excluded.result, expires_at = excluded.expires_at, updated_at = now()
WHERE r.state <> 'completed' OR excluded.state = 'completed'`;

/**
 * The answer and the payout's ownership record in one statement, so in one transaction and one round trip: both are
 * committed or neither is. $1 to $7 as {@link writeSql}, $8 on the ownership record (`rememberSqlFrom`).
 */
const completeOwnedSql = `WITH answer AS (${writeSql})${rememberSqlFrom(8)}`;

/**
 * `set_config(…, true)` lasts until the end of the statement's own transaction, its commit included: the commit
 * returns without waiting for the disk flush. Only for an answer the provider can give again (see
 * `CompleteOptions.recoverable`); the claim before it was flushed.
 */
const lazyCommit = `SELECT set_config('synchronous_commit', 'off', true)`;
const completeLazySql = `WITH answer AS (${writeSql}) ${lazyCommit}`;
const completeOwnedLazySql = `WITH answer AS (${writeSql}), owned AS (${rememberSqlFrom(8)}) ${lazyCommit}`;

/** Removes a claim its gateway gave up on ($1 key, $2 its token), and nothing else: a later claim has its own. */
const voidSql = `DELETE FROM idempotency_records WHERE key = $1 AND claim = $2 AND state = 'pending'`;

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
  completeLazy: { name: 'idempotency-complete-lazy', text: completeLazySql },
  completeOwnedLazy: { name: 'idempotency-complete-owned-lazy', text: completeOwnedLazySql },
  void: { name: 'idempotency-void', text: voidSql },
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
 * unknown, answer stored with a payout's ownership record, release) is one atomic statement, and one round trip.
 * The claim is flushed to disk before the POST; a payout's answer is not waited for (see `CompleteOptions`). The
 * database never loses what it flushed, so unlike the Redis and memory stores this one never reports a loss
 * (`distrust`). Writes it could not make while the database was away are retried when it is back (`OwedWrites`).
 */
export class PostgresIdempotencyStore implements IdempotencyStore {
  readonly settleMs: number;
  readonly #pool: pg.Pool;
  readonly #ttlMs: number;
  readonly #holdMs: number;
  readonly #fingerprintKey: string | Buffer;
  readonly #ownership: PostgresOwnershipStore | undefined;
  readonly #owed: OwedWrites;

  constructor(pool: pg.Pool, options: PostgresIdempotencyStoreOptions) {
    this.#pool = pool;
    this.#ttlMs = wholeTtlMs(options.ttlMs ?? defaultIdempotencyTtlMs);
    this.#fingerprintKey = options.fingerprintKey;
    this.settleMs = options.settleMs ?? defaultSettleMs;
    // The provider's share, and this store's calls of one attempt: the claim, a single-use value, the outcome.
    this.#holdMs = (options.attemptMs ?? defaultAttemptMs) + 3 * callBudgetMs;
    this.#ownership = options.ownership;
    this.#owed = new OwedWrites({ retryEveryMs: owedRetryEveryMs, keepMs: owedKeepMs, max: owedMax });
  }

  fingerprint(input: unknown): string {
    return fingerprint(input, this.#fingerprintKey);
  }

  async begin<R>(key: string, fingerprint: string, label?: RecordLabel): Promise<BeginResult<R>> {
    const now = Date.now();
    const claimBy = now + callBudgetMs;
    const token = randomUUID();
    let row: Row | undefined;
    try {
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
        claimBy,
        now + this.#holdMs,
        token,
      ]);
      row = rows[0];
    } catch (err) {
      // Run in time but its answer lost (the connection broke, the answer came after the client's timeout): the
      // claim may stand although the caller is told nothing was sent. Voided once the database answers.
      this.#owed.owe(`void ${key}`, () => this.#void(key, token));
      throw err;
    }
    if (!row) throw new Error('the idempotency claim returned no row');
    if (!row.on_time || Date.now() >= claimBy) {
      if (row.claimed) this.#owed.owe(`void ${key}`, () => this.#void(key, token));
      const clocks = row.on_time
        ? ''
        : ' (run after its deadline: a frozen database, or its clock ahead of ours)';
      throw new StoreUnavailableError('idempotency', new Error(`the claim came too late${clocks}`));
    }
    const prior = row.state === null || Number(row.expires_at) <= now ? undefined : recordOf(row);
    if (row.claimed) return prior ? beginAgainst<R>(prior, fingerprint, now) : { status: 'started' };
    // Not claimed: either the record answers (replay, conflict, in progress) or another request claimed the key
    // between our read and our upsert, and holds it now.
    const answer = prior ? beginAgainst<R>(prior, fingerprint, now) : undefined;
    return answer && answer.status !== 'locked' ? answer : { status: 'inProgress' };
  }

  async complete(
    key: string,
    fingerprint: string,
    result: unknown,
    owner?: OwnershipAt,
    options: CompleteOptions = {},
  ): Promise<void> {
    const now = Date.now();
    const lazy = options.recoverable === true;
    let statement: NamedStatement = lazy ? statements.completeLazy : statements.write;
    let values = this.#writeValues(key, fingerprint, 'completed', now, null, JSON.stringify(result));
    if (owner) {
      if (!this.#ownership) throw new Error('this idempotency store was built without an ownership store');
      statement = lazy ? statements.completeOwnedLazy : statements.completeOwned;
      values = [...values, ...this.#ownership.rememberValues(owner, now)];
    }
    try {
      await this.#query(statement, values);
    } catch (err) {
      // The request was carried out and answered: its answer is owed to the store until it takes it.
      this.#owed.owe(`answer ${key}`, () => this.#query(statement, values));
      throw err;
    }
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

  #void(key: string, token: string): Promise<unknown> {
    return this.#query(statements.void, [key, token]);
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

// Owed writes are retried often enough that a reference settles within a second of the database's return, and one
// failed pass costs one call; for a quarter of an hour (a sale's answer can be had from nowhere else); at most this
// many (a payout's answer is a few hundred bytes).
const owedRetryEveryMs = 250;
const owedKeepMs = 15 * 60 * 1000;
const owedMax = 10_000;

function recordOf(row: Row): IdempotencyRecord {
  const fingerprint = row.fingerprint ?? '';
  switch (row.state) {
    case 'completed':
      return { state: 'completed', fingerprint, result: row.result };
    case 'unknown':
      return { state: 'unknown', fingerprint, sentAt: Number(row.sent_at ?? 0) };
    default:
      return {
        state: 'pending',
        fingerprint,
        startedAt: Number(row.started_at ?? 0),
        deadline: Number(row.deadline ?? 0),
      };
  }
}
