import type pg from 'pg';
import { storeCall } from '../errors.ts';
import { type NamedStatement, withValues } from '../postgres/statements.ts';
import {
  type LedgerEntry,
  type LedgerPage,
  type LedgerRange,
  ledgerState,
  type RequestLedger,
} from './ledger.ts';
import type { IdempotencyRecord } from './store.ts';

/** A row of {@link pageSql}; bigint columns arrive as strings. */
interface Row {
  readonly key: string;
  readonly created_utc: string;
  readonly operation: string;
  readonly transaction_reference: string;
  readonly requested_by: string | null;
  readonly state: IdempotencyRecord['state'];
  readonly started_at: string;
  readonly deadline: string | null;
  readonly result: unknown;
}

// Keys compare byte-wise (COLLATE "C") in SQL as in JavaScript, so a position means the same order on both sides.
// The creation time travels as UTC text with microseconds: exact, whatever EXTRACT returns on the server's version
// (named apart from the column: ORDER BY would otherwise sort by the text, and no index has it).
// The (entity, created_at, key COLLATE "C") index holds the order: a page is one range scan from the cursor,
// backward from the newest end or forward from the oldest (`last`), reading the page's rows and no other, however
// deep in the retention (migrations/…-ledger-keyset.sql).
// Rows of other operations' labels (none yet) or without a label (written before labels were kept) are never listed.
// One statement per combination of bounds rather than one with `$4 IS NULL OR …`: a prepared plan must not depend
// on whether a cursor came. $1 entity, $2 now (epoch ms), $3 rows wanted, then each bound's position.
const after = (n: number) =>
  `AND (created_at, key COLLATE "C") < ($${n}::timestamptz, $${n + 1}::text COLLATE "C")`;
const before = (n: number) =>
  `AND (created_at, key COLLATE "C") > ($${n}::timestamptz, $${n + 1}::text COLLATE "C")`;

interface Bounds {
  readonly after: boolean;
  readonly before: boolean;
  readonly fromEnd: boolean;
}

function pageSql(bounds: Bounds): string {
  const conditions = [bounds.after ? after(4) : '', bounds.before ? before(bounds.after ? 6 : 4) : ''].join(
    ' ',
  );
  const order = bounds.fromEnd ? 'ASC' : 'DESC';
  return `
SELECT key, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_utc, operation,
       transaction_reference, requested_by, state, started_at, deadline, result
FROM idempotency_records
WHERE entity = $1 ${conditions}
  AND expires_at > $2::bigint AND operation IS NOT NULL AND transaction_reference IS NOT NULL
ORDER BY created_at ${order}, key COLLATE "C" ${order}
LIMIT $3`;
}

/** The page statement of `bounds`, prepared once per connection (see NamedStatement) and built once per process. */
const statements = new Map<string, NamedStatement>();
function statementOf(bounds: Bounds): NamedStatement {
  const name = `ledger-page${bounds.fromEnd ? '-from-end' : ''}${bounds.after ? '-after' : ''}${bounds.before ? '-before' : ''}`;
  let statement = statements.get(name);
  if (!statement) {
    statement = { name, text: pageSql(bounds) };
    statements.set(name, statement);
  }
  return statement;
}

/**
 * The ledger of the PostgreSQL store (`PostgresIdempotencyStore` writes the rows): one indexed query per page.
 * A statement over its deadline is cancelled by the server like every other (src/stores/postgres/database.ts).
 */
export class PostgresRequestLedger implements RequestLedger {
  readonly #pool: pg.Pool;

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  async listForEntity(entity: string, range: LedgerRange): Promise<LedgerPage> {
    const now = Date.now();
    const { limit } = range;
    const fromEnd = range.fromEnd === true;
    const bounds = { after: range.after !== undefined, before: range.before !== undefined, fromEnd };
    const positions = [range.after, range.before].flatMap((p) =>
      p ? [isoMicros(p.createdAtUs), p.key] : [],
    );
    // One row more than asked tells whether another page follows.
    const query = withValues(statementOf(bounds), [entity, now, limit + 1, ...positions]);
    const { rows } = await storeCall('idempotency', () => this.#pool.query<Row>(query));
    const page = rows.slice(0, limit).map((row) => entryOf(row, now));
    // Read from the oldest end, the rows came oldest first: a page is always newest first.
    return { entries: fromEnd ? page.reverse() : page, hasMore: rows.length > limit };
  }
}

function entryOf(row: Row, now: number): LedgerEntry {
  const record = recordOf(row);
  return {
    position: { createdAtUs: microsOf(row.created_utc), key: row.key },
    operation: row.operation,
    transactionReference: row.transaction_reference,
    requestedBy: row.requested_by,
    state: ledgerState(record, now),
    answer: record.state === 'completed' ? record.result : null,
  };
}

function recordOf(row: Row): IdempotencyRecord {
  switch (row.state) {
    case 'completed':
      return { state: 'completed', fingerprint: '', result: row.result };
    case 'unknown':
      return { state: 'unknown', fingerprint: '' };
    default:
      return {
        state: 'pending',
        fingerprint: '',
        startedAt: Number(row.started_at),
        ...(row.deadline === null ? {} : { deadline: Number(row.deadline) }),
      };
  }
}

/** `2026-01-02T03:04:05.123456Z` as epoch microseconds (a safe integer until the year 2255). */
function microsOf(iso: string): number {
  return Date.parse(`${iso.slice(0, 23)}Z`) * 1000 + Number(iso.slice(23, 26));
}

/** Epoch microseconds as the UTC text PostgreSQL reads back exactly. */
function isoMicros(micros: number): string {
  const ms = Math.floor(micros / 1000);
  const rest = String(micros - ms * 1000).padStart(3, '0');
  return `${new Date(ms).toISOString().slice(0, 23)}${rest}Z`;
}
