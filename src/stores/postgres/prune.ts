import { setImmediate as yieldToPayouts } from 'node:timers/promises';
import type pg from 'pg';
import type { Logger } from '../../logger.ts';

/**
 * Deletes the money records whose lifetime is over (`expires_at`, epoch ms of the gateway's clock). Expired records
 * are never read (every read checks `expires_at`); deleting them keeps the tables and their indexes the size of the
 * retention (IDEMPOTENCY_TTL_MS, PAYOUT_OWNERSHIP_TTL_DAYS).
 *
 * In small batches, each its own short transaction: one `DELETE` of everything expired since the last run would lock
 * every row it deletes until it ends, and past the pool's statement timeout (2 s) the server would cancel it, so the
 * tables would only grow. A batch takes the oldest expired rows through the expiry index, locks them with `SKIP
 * LOCKED` (a row a payout is claiming right now, or another replica's pruner holds, is left for the next run, never
 * waited for) and deletes them, re-checking the expiry under the lock. Partitions by day were the
 * other way; they would need the day in the primary key, and the idempotency key must be unique across the whole
 * retention (a retry 30 days later must find its record), so the table stays one.
 */

/** The tables with an `expires_at`. */
const tables = ['idempotency_records', 'single_use_values', 'payout_ownership'] as const;

/** The name of a table the pruner deletes from. */
type PrunedTable = (typeof tables)[number];

/** @internal Rows deleted per table by one {@link pruneExpired}. */
export type PruneCounts = Record<PrunedTable, number>;

/** @internal Options of {@link pruneExpired}. */
export interface PruneOptions {
  /** Rows per batch (one statement, one transaction). 1,000 by default: about 20 ms of the database's time. */
  readonly batchSize?: number;
  /** Most batches per table in one run, so that a run ends; what remains waits for the next. 1,000 by default. */
  readonly maxBatches?: number;
}

const defaultBatchSize = 1_000;
const defaultMaxBatches = 1_000;

/**
 * The batch statement of `table` ($1 now, epoch ms; $2 rows at most), named for a prepared plan per connection. The
 * batch's rows are found through the expiry index and deleted by their physical address (a TID scan: no second
 * index walk; a row locked FOR UPDATE keeps its address until the statement ends). Deleting by key `IN (…)` joined
 * the batch against every expired row instead, so each batch would cost as much as the whole backlog.
 */
function batchStatement(table: PrunedTable): pg.QueryConfig<unknown[]> {
  return {
    name: `prune-${table}`,
    text: `
DELETE FROM ${table} WHERE ctid = ANY (ARRAY(
  SELECT ctid FROM ${table} WHERE expires_at < $1::bigint ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED
)) AND expires_at < $1::bigint`,
  };
}

/**
 * @internal Exported for the retention tests, which run it at a moved clock; the gateway runs it through
 * {@link startPruning}.
 *
 * Deletes every record that expired before `now` (epoch ms), batch by batch, giving the event loop (and so the
 * requests waiting for a pooled connection) a turn between batches. Rejects with the database's error; what was
 * deleted before it stays deleted.
 */
export async function pruneExpired(
  pool: pg.Pool,
  now: number,
  options: PruneOptions = {},
): Promise<PruneCounts> {
  const batchSize = options.batchSize ?? defaultBatchSize;
  const maxBatches = options.maxBatches ?? defaultMaxBatches;
  const counts: PruneCounts = { idempotency_records: 0, single_use_values: 0, payout_ownership: 0 };
  for (const table of tables) {
    const statement = batchStatement(table);
    for (let batch = 0; batch < maxBatches; batch++) {
      const { rowCount } = await pool.query({ ...statement, values: [now, batchSize] });
      counts[table] += rowCount ?? 0;
      if ((rowCount ?? 0) < batchSize) break;
      await yieldToPayouts();
    }
  }
  return counts;
}

/** How often each process prunes: a run deletes what expired in the last interval, a few batches at most. */
const pruneEveryMs = 10 * 60 * 1000;

/** Prunes on a timer that does not keep the process alive; returns what stops it. One failed run is logged. */
export function startPruning(pool: pg.Pool, logger: Logger): () => void {
  let running = false;
  const timer = setInterval(() => {
    // A run still going (a large backlog after a long stop) is not joined by a second one.
    if (running) return;
    running = true;
    pruneExpired(pool, Date.now())
      .then((counts) => {
        const deleted = Object.values(counts).reduce((sum, n) => sum + n, 0);
        if (deleted > 0) logger.debug({ deleted: counts }, 'expired money records deleted');
      })
      .catch((err: unknown) => {
        logger.warn(
          { err: err instanceof Error ? err.message : 'unknown' },
          'could not delete expired records',
        );
      })
      .finally(() => {
        running = false;
      });
  }, pruneEveryMs).unref();
  return () => clearInterval(timer);
}
