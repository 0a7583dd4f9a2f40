-- Up Migration

-- Who asked for each money-moving request (the caller's name: an API key's name or `jwt:<subject>`), for people
-- reading what the gateway sent for a merchant (`Merchant.moneyRequests`). Nullable: records written before this
-- column existed name nobody. Adding a nullable column without a default changes only the catalogue, so it takes
-- no table rewrite and holds its lock for a moment, while replicas keep paying. No new index: the listing reads
-- the existing (entity, created_at DESC) one.
ALTER TABLE idempotency_records ADD COLUMN requested_by text;

-- Down Migration
ALTER TABLE idempotency_records DROP COLUMN requested_by;
