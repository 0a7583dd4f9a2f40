-- Up Migration

-- `Merchant.moneyRequests` pages an entity's records newest first by (created_at, key), over the whole retention
-- (31 days by default). The (entity, created_at DESC) index found the entity's rows but not the page: every page
-- read all of the entity's rows and sorted them (EXPLAIN on 100,000 rows: a bitmap scan of ~500 rows for a page of
-- 20), so a merchant's page cost grew with its 31 days of requests. With the key in the index, in the byte order the
-- listing compares it in, a page is an index range scan from the cursor: 21 rows read, whatever the depth.
-- Built without CONCURRENTLY (node-pg-migrate runs each SQL migration in a transaction), so it holds off writes to
-- the table while it builds: on a large table, create it first by hand with CREATE INDEX CONCURRENTLY and the same
-- definition (docs/operations.md); IF NOT EXISTS then skips it here.
CREATE INDEX IF NOT EXISTS idempotency_records_ledger
  ON idempotency_records (entity, created_at, key COLLATE "C");
DROP INDEX IF EXISTS idempotency_records_entity;

-- Down Migration
CREATE INDEX IF NOT EXISTS idempotency_records_entity ON idempotency_records (entity, created_at DESC);
DROP INDEX IF EXISTS idempotency_records_ledger;
