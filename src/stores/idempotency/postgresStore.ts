import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { StoreUnavailableError, storeCall } from '../errors.ts';
import { wholeTtlMs } from '../keys.ts';
import type { OwnershipAt } from '../ownership/index.ts';
import {
  type OwnershipValues,
  type PostgresOwnershipStore,
  rememberSqlFrom,
} from '../ownership/postgresStore.ts';
import { type StatementBatches, statementBatches } from '../postgres/batches.ts';
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
  type UnattendedClaim,
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

/** A row of {@link takeUnattendedSql}; bigint columns arrive as strings. */
interface UnattendedRow {
  readonly key: string;
  readonly fingerprint: string;
  readonly sent_at: string;
  readonly intent: unknown;
}

/**
 * The claims: one statement for the claims of one turn of the event loop (see `statementBatches`), so one
 * transaction, committed durably (the one flush a payout waits for) before their POSTs. For each key, it inserts a
 * pending record, or takes over one that expired or is locked (same fingerprint, outcome unknown or a claim past its
 * deadline). `prior` is the record as it was, for the caller to tell replay, conflict and in-progress apart.
 * Postgres locks the row for the upsert and re-checks its WHERE against the newest version, so of two replicas
 * racing one key exactly one claims it; the rows are locked in key order, so two replicas' statements cannot
 * deadlock. A statement never holds one key twice (`rowsOf`).
 *
 * A claim carries its deadline (by then the attempt is over, see `claimDeadline`) and a token (to void it). It takes
 * effect only when the database runs it before its `claim_by`, the moment the gateway stops waiting for it (its own
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
 * `input` is a query of the claims' columns, `keys` the condition selecting their records. Its columns: $1 key,
 * $2 fingerprint, $3 now, $4 operation, $5 entity, $6 reference, $7 requested by, $8 claim by, $9 deadline, $10 token
 * (times in epoch ms), $13 the intent (JSON text or null, see `RecordLabel.intent`), and its position `n`; then $11
 * lifetime, $12 pending timeout (claims written before deadlines were kept). One row back per claim, in their order.
 *
 * Two sources of one statement: one array per column for a batch, one value per column for a claim alone. A batch of
 * one is what a quiet gateway sends, and `unnest` is what makes it cost more than a plain insert; measured on one
 * connection (fsync on), a claim alone took 0.40 ms from values against 0.51 ms from arrays, and 0.20 against 0.26 ms
 * of the database's CPU.
 */
function beginSqlFrom(input: string, keys: string): string {
  return `
WITH input AS (${input}), prior AS (
  SELECT key, fingerprint, state, started_at, sent_at, result, expires_at,
         CASE WHEN state = 'pending' AND updated_at < pg_postmaster_start_time() THEN 0
              ELSE COALESCE(deadline, started_at + $12::bigint) END AS deadline
  FROM idempotency_records WHERE ${keys}
), claim AS (
  INSERT INTO idempotency_records AS r (key, fingerprint, state, started_at, deadline, claim, expires_at, operation,
    entity, transaction_reference, requested_by, intent)
  SELECT key, fingerprint, 'pending', now, deadline, claim, now + $11::bigint, operation, entity,
    transaction_reference, requested_by, intent::json
  FROM input WHERE statement_timestamp() < to_timestamp(claim_by / 1000.0)
  ORDER BY key
  ON CONFLICT (key) DO UPDATE SET
    fingerprint = excluded.fingerprint, state = 'pending', started_at = excluded.started_at,
    deadline = excluded.deadline, claim = excluded.claim, sent_at = NULL, result = NULL,
    expires_at = excluded.expires_at, updated_at = now(),
    intent = CASE WHEN r.expires_at <= excluded.started_at THEN excluded.intent
                  ELSE COALESCE(excluded.intent, r.intent) END,
    operation = excluded.operation, entity = excluded.entity, transaction_reference = excluded.transaction_reference,
    created_at = CASE WHEN r.expires_at <= excluded.started_at THEN now() ELSE r.created_at END,
    requested_by = CASE WHEN r.expires_at <= excluded.started_at THEN excluded.requested_by ELSE r.requested_by END
  WHERE r.expires_at <= excluded.started_at
     OR (r.fingerprint = excluded.fingerprint
         AND (r.state = 'unknown'
              OR (r.state = 'pending'
                  AND (COALESCE(r.deadline, r.started_at + $12::bigint) < excluded.started_at
                       OR r.updated_at < pg_postmaster_start_time()))))
  RETURNING key
)
SELECT i.key IN (SELECT key FROM claim) AS claimed,
       statement_timestamp() < to_timestamp(i.claim_by / 1000.0) AS on_time,
       p.fingerprint, p.state, p.started_at, p.deadline, p.sent_at, p.result, p.expires_at
FROM input i LEFT JOIN prior p ON p.key = i.key
ORDER BY i.n`;
}

/** Claims from one array per column (see {@link beginSqlFrom}), in their order. */
const beginManySql = beginSqlFrom(
  `SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[],
                       $8::bigint[], $9::bigint[], $10::text[], $13::text[])
    WITH ORDINALITY AS i(key, fingerprint, now, operation, entity, transaction_reference, requested_by, claim_by,
                         deadline, claim, intent, n)`,
  'key = ANY($1::text[])',
);

/** One claim, each column a value (see {@link beginSqlFrom}). */
const beginOneSql = beginSqlFrom(
  `SELECT $1::text AS key, $2::text AS fingerprint, $3::bigint AS now, $4::text AS operation, $5::text AS entity,
         $6::text AS transaction_reference, $7::text AS requested_by, $8::bigint AS claim_by, $9::bigint AS deadline,
         $10::text AS claim, $13::text AS intent, 1 AS n`,
  'key = $1',
);

/**
 * A claim of a key nobody holds, the common case (every fresh payout and sale): an insert that does nothing when the
 * key exists, or when it runs after its `claim_by`. Then, and only then, the claim is made by {@link beginOneSql},
 * which reads and may take over what the key holds; a retry pays both. Same columns as {@link beginOneSql} but for
 * the pending timeout: $1 key, $2 fingerprint, $3 now, $4 operation, $5 entity, $6 reference, $7 requested by,
 * $8 claim by, $9 deadline, $10 token, $11 lifetime, $12 intent. Measured on one connection (fsync on, a 1 ms pause
 * before each, as between a request's statements): 0.84 against 0.98 ms, a plain insert of the naive gateway 0.73.
 */
const claimFreshSql = `
INSERT INTO idempotency_records (key, fingerprint, state, started_at, deadline, claim, expires_at, operation, entity,
  transaction_reference, requested_by, intent)
SELECT $1::text, $2::text, 'pending', $3::bigint, $9::bigint, $10::text, $3::bigint + $11::bigint, $4::text, $5::text,
  $6::text, $7::text, $12::json
WHERE statement_timestamp() < to_timestamp($8::bigint / 1000.0)
ON CONFLICT (key) DO NOTHING`;

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
 * The answers of one turn of the event loop (see `statementBatches`) and their payouts' ownership records in one
 * statement, so in one transaction and one round trip: an answer and its record are committed together or not at
 * all. An answer overwrites whatever its key holds. `answers` is a query of the answers' columns: $1 key,
 * $2 fingerprint, $3 now, $4 answer (JSON text); `owners` one of their ownership records' or nulls: $5 location key,
 * $6 entity, $7 record, $8 created; then $9 the answers' lifetime, $10 the records'. Like the claims, from arrays for a
 * batch or from values for an answer alone (see {@link beginSqlFrom}).
 *
 * With $11, the commit returns without waiting for the disk flush: `set_config(…, true)` lasts until the end of the
 * statement's own transaction, its commit included. Only for answers the provider can give again (see
 * `CompleteOptions.recoverable`); the claims before them were flushed.
 */
function completeSqlFrom(answers: string, owners: string): string {
  return `
WITH answer AS (
  INSERT INTO idempotency_records AS r (key, fingerprint, state, started_at, result, expires_at)
  SELECT key, fingerprint, 'completed', now, result::json, now + $9::bigint FROM (${answers}) AS i
  ORDER BY key
  ON CONFLICT (key) DO UPDATE SET
    fingerprint = excluded.fingerprint, state = excluded.state, sent_at = NULL,
    result = excluded.result, expires_at = excluded.expires_at, updated_at = now(), intent = NULL
), owned AS (${rememberSqlFrom(`SELECT * FROM (${owners}) AS w WHERE location_key IS NOT NULL`, '$10')})
SELECT CASE WHEN $11::boolean THEN set_config('synchronous_commit', 'off', true) END`;
}

/** Answers from one array per column (see {@link completeSqlFrom}). */
const completeManySql = completeSqlFrom(
  'SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[]) AS i(key, fingerprint, now, result)',
  `SELECT * FROM unnest($5::text[], $6::text[], $7::text[], $8::boolean[], $3::bigint[])
     AS w(location_key, entity, record, created, now)`,
);

/** One answer, each column a value (see {@link completeSqlFrom}). */
const completeOneSql = completeSqlFrom(
  'SELECT $1::text AS key, $2::text AS fingerprint, $3::bigint AS now, $4::text AS result',
  'SELECT $5::text AS location_key, $6::text AS entity, $7::text AS record, $8::boolean AS created, $3::bigint AS now',
);

/**
 * A durable answer without an ownership record (a sale's) over its key's claim, the common case: the same columns
 * as the answer's upsert ({@link completeSqlFrom}) as a plain update ($1 key, $2 fingerprint, $3 now, $4 answer,
 * $5 lifetime). When the key holds no record (a claim lost with a failed-over database), the upsert writes it.
 * Measured as {@link claimFreshSql}: 0.81 against 0.92 ms, the naive gateway's update 0.79.
 */
const answerClaimSql = `
UPDATE idempotency_records SET fingerprint = $2, state = 'completed', sent_at = NULL, result = $4::json,
  expires_at = $3::bigint + $5::bigint, updated_at = now(), intent = NULL
WHERE key = $1`;

/**
 * Takes over the records nobody is settling (see `IdempotencyStore.takeUnattended`): $1 operation, $2 now, $3 most
 * rows, $4 idle time (ms, on the database's clock, like `updated_at`), $5 the new deadline, $6 the new token, $7
 * the pending timeout of claims written before deadlines were kept. Found through the partial index of the records
 * not completed, oldest write first; rows another replica is taking over (or a retry is claiming) right now are
 * skipped, never waited for. A claim past its deadline keeps its start, which stands for its POST's `sentAt`.
 */
const takeUnattendedSql = `
WITH due AS (
  SELECT key, CASE WHEN state = 'unknown' THEN COALESCE(sent_at, 0) ELSE started_at END AS sent_at
  FROM idempotency_records
  WHERE state <> 'completed' AND operation = $1 AND intent IS NOT NULL AND expires_at > $2::bigint
    AND updated_at < now() - $4::bigint * interval '1 millisecond'
    AND (state = 'unknown' OR COALESCE(deadline, started_at + $7::bigint) < $2::bigint
         OR updated_at < pg_postmaster_start_time())
  ORDER BY updated_at LIMIT $3
  FOR UPDATE SKIP LOCKED
)
UPDATE idempotency_records AS r SET state = 'pending', started_at = due.sent_at, sent_at = NULL,
  deadline = $5::bigint, claim = $6, updated_at = now()
FROM due WHERE r.key = due.key
RETURNING r.key, r.fingerprint, due.sent_at, r.intent`;

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
  beginMany: { name: 'idempotency-begin-many', text: beginManySql },
  beginOne: { name: 'idempotency-begin-one', text: beginOneSql },
  claimFresh: { name: 'idempotency-claim-fresh', text: claimFreshSql },
  write: { name: 'idempotency-write', text: writeSql },
  completeMany: { name: 'idempotency-complete-many', text: completeManySql },
  completeOne: { name: 'idempotency-complete-one', text: completeOneSql },
  answerClaim: { name: 'idempotency-answer-claim', text: answerClaimSql },
  void: { name: 'idempotency-void', text: voidSql },
  abandon: { name: 'idempotency-abandon', text: 'DELETE FROM idempotency_records WHERE key = $1' },
  claimSingleUse: { name: 'single-use-claim', text: claimSingleUseSql },
  releaseSingleUse: {
    name: 'single-use-release',
    text: 'DELETE FROM single_use_values WHERE value_key = $1',
  },
  takeUnattended: { name: 'idempotency-take-unattended', text: takeUnattendedSql },
} as const satisfies Record<string, NamedStatement>;

/** One claim of {@link beginSqlFrom}. */
interface Claim {
  readonly key: string;
  readonly fingerprint: string;
  readonly now: number;
  readonly label: RecordLabel | undefined;
  readonly claimBy: number;
  readonly deadline: number;
  readonly token: string;
}

/** One answer of {@link completeSqlFrom}. */
interface Answer {
  readonly key: string;
  readonly fingerprint: string;
  readonly now: number;
  /** JSON text. */
  readonly result: string;
  readonly owner: OwnershipValues | undefined;
}

/**
 * The durable store (DATABASE_URL): records survive a restart of every gateway process and of the database, in any
 * order, so no restart can make a completed payout or sale look new. Each phase of a request (claim, outcome
 * unknown, answer stored with a payout's ownership record, release) is one atomic statement, and one round trip; claims
 * and answers share theirs with those of concurrent requests (see `statementBatches`).
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
  readonly #claims: StatementBatches<Claim, Row>;
  readonly #lazyAnswers: StatementBatches<Answer, undefined>;
  readonly #durableAnswers: StatementBatches<Answer, undefined>;

  constructor(pool: pg.Pool, options: PostgresIdempotencyStoreOptions) {
    this.#pool = pool;
    this.#ttlMs = wholeTtlMs(options.ttlMs ?? defaultIdempotencyTtlMs);
    this.#fingerprintKey = options.fingerprintKey;
    this.settleMs = options.settleMs ?? defaultSettleMs;
    // The provider's share, and this store's calls of one attempt: the claim, a single-use value, the outcome.
    this.#holdMs = (options.attemptMs ?? defaultAttemptMs) + 3 * callBudgetMs;
    this.#ownership = options.ownership;
    this.#owed = new OwedWrites({ retryEveryMs: owedRetryEveryMs, keepMs: owedKeepMs, max: owedMax });
    this.#claims = statementBatches((claims) => this.#claimAll(claims), { rowsOf: (c) => [c.key] });
    const rowsOf = (a: Answer) => (a.owner ? [a.key, `ownership ${a.owner[0]}`] : [a.key]);
    this.#lazyAnswers = statementBatches((answers) => this.#answerAll(answers, true), { rowsOf });
    this.#durableAnswers = statementBatches((answers) => this.#answerAll(answers, false), { rowsOf });
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
      row = await this.#claims({
        key,
        fingerprint,
        now,
        label,
        claimBy,
        deadline: now + this.#holdMs,
        token,
      });
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
    if (owner && !this.#ownership)
      throw new Error('this idempotency store was built without an ownership store');
    const answer: Answer = {
      key,
      fingerprint,
      now,
      result: JSON.stringify(result),
      owner: owner && this.#ownership?.rememberValues(owner, now),
    };
    // A payout's answer can be had from the provider again: its commit need not wait for the disk.
    const write = options.recoverable === true ? this.#lazyAnswers : this.#durableAnswers;
    try {
      await write(answer);
    } catch (err) {
      // The request was carried out and answered: its answer is owed to the store until it takes it.
      this.#owed.owe(`answer ${key}`, () => write(answer));
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

  async takeUnattended(operation: string, limit: number, idleMs: number): Promise<UnattendedClaim[]> {
    const now = Date.now();
    const { rows } = await this.#query<UnattendedRow>(statements.takeUnattended, [
      operation,
      now,
      limit,
      idleMs,
      now + this.#holdMs,
      randomUUID(),
      pendingTimeoutMs,
    ]);
    return rows.map((row) => ({
      key: row.key,
      fingerprint: row.fingerprint,
      sentAt: Number(row.sent_at),
      intent: row.intent,
    }));
  }

  /**
   * The claims of one turn (see {@link beginSqlFrom}): a row each, in their order. Alone, a claim is a fresh key's
   * insert ({@link claimFreshSql}), then, when the key is held, the one-row statement; several share the batch one.
   */
  async #claimAll(claims: readonly Claim[]): Promise<Row[]> {
    const [one] = claims;
    if (claims.length === 1 && one) {
      const fresh = await this.#query(statements.claimFresh, [
        ...claimColumns(one),
        this.#ttlMs,
        intentOf(one),
      ]);
      if (fresh.rowCount === 1) return [claimedFresh];
    }
    const settings = [this.#ttlMs, pendingTimeoutMs];
    const { rows } = await (claims.length === 1 && one
      ? this.#query<Row>(statements.beginOne, [...claimColumns(one), ...settings, intentOf(one)])
      : this.#query<Row>(statements.beginMany, [
          ...transpose(claims.map(claimColumns)),
          ...settings,
          claims.map(intentOf),
        ]));
    if (rows.length !== claims.length)
      throw new Error('the idempotency claims returned a row count of their own');
    return rows;
  }

  /**
   * The answers of one turn (see {@link completeSqlFrom}). Alone, a durable answer without an ownership record (a
   * sale's) updates its claim ({@link answerClaimSql}), and takes the one-row upsert only when the claim is gone.
   */
  async #answerAll(answers: readonly Answer[], lazy: boolean): Promise<undefined[]> {
    const [one] = answers;
    if (answers.length === 1 && one && !one.owner && !lazy) {
      const values = [one.key, one.fingerprint, one.now, one.result, this.#ttlMs];
      const updated = await this.#query(statements.answerClaim, values);
      if (updated.rowCount === 1) return [undefined];
    }
    const settings = [this.#ttlMs, answers.find((a) => a.owner)?.owner?.[5] ?? null, lazy];
    await (answers.length === 1 && one
      ? this.#query(statements.completeOne, [...answerColumns(one), ...settings])
      : this.#query(statements.completeMany, [...transpose(answers.map(answerColumns)), ...settings]));
    return answers.map(() => undefined);
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

/** What {@link beginSqlFrom} answers for a key it inserted, nothing before it: {@link claimFreshSql}'s outcome. */
const claimedFresh: Row = {
  claimed: true,
  on_time: true,
  fingerprint: null,
  state: null,
  started_at: null,
  deadline: null,
  sent_at: null,
  result: null,
  expires_at: null,
};

/** A claim's own columns, $1 to $10 of {@link beginSqlFrom} and {@link claimFreshSql}. */
function claimColumns(c: Claim): unknown[] {
  const label = c.label;
  return [
    c.key,
    c.fingerprint,
    c.now,
    label?.operation ?? null,
    label?.entity ?? null,
    label?.transactionReference ?? null,
    label?.requestedBy ?? null,
    c.claimBy,
    c.deadline,
    c.token,
  ];
}

/** A claim's intent as JSON text, or null (see `RecordLabel.intent`). */
function intentOf(c: Claim): string | null {
  return c.label?.intent === undefined ? null : JSON.stringify(c.label.intent);
}

/** An answer's own columns, $1 to $8 of {@link completeSqlFrom}: its key, fingerprint, time, text and owner. */
function answerColumns(a: Answer): unknown[] {
  const owner = a.owner;
  return [
    a.key,
    a.fingerprint,
    a.now,
    a.result,
    owner?.[0] ?? null,
    owner?.[1] ?? null,
    owner?.[2] ?? null,
    owner?.[3] ?? null,
  ];
}

/** One array per column, the nth holding the nth value of every row: a batch statement's `unnest` parameters. */
function transpose(rows: readonly unknown[][]): unknown[][] {
  const width = rows[0]?.length ?? 0;
  return Array.from({ length: width }, (_, column) => rows.map((row) => row[column]));
}

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
