-- Up Migration

-- A claim carries the request's intent (issue 22): for a payout, the record of what was sent (entity, flow,
-- reference, amount, masked card; never card data, the same record `payout_ownership` keeps). A payout whose answer
-- was lost and that nobody retries is settled from it by the background pass (src/idempotency/settlePass.ts): found
-- at the provider, its answer and ownership record are stored; absent once it can no longer be in flight, its key is
-- released. Nullable without a default: a catalogue change only, no table rewrite. A stored answer clears it.
ALTER TABLE idempotency_records ADD COLUMN intent json;

-- What the pass looks for, oldest write first: the records not completed (claims in flight, claims past their
-- deadline, unknown outcomes), a handful among the retention's completed ones. Built inside the migration's
-- transaction, which holds off writes to the table while the build scans it (a fraction of a second per 100,000
-- rows; claims waiting meanwhile answer STORE_UNAVAILABLE, nothing sent). On a large table create it beforehand
-- without blocking and the migration skips it (docs/operations.md):
-- CREATE INDEX CONCURRENTLY IF NOT EXISTS idempotency_records_unsettled ON idempotency_records (updated_at) WHERE state <> 'completed';
CREATE INDEX IF NOT EXISTS idempotency_records_unsettled ON idempotency_records (updated_at)
  WHERE state <> 'completed';

-- Down Migration
DROP INDEX IF EXISTS idempotency_records_unsettled;
ALTER TABLE idempotency_records DROP COLUMN intent;
