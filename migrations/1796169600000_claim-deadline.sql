-- Up Migration

-- A claim carries its deadline and a token of its own (issue 22). `deadline` (epoch ms, the gateway's clock) is when
-- the attempt that made the claim is over at the latest: the claim, the POST and one recovery query within their
-- deadlines, and the outcome's write. A retry of a claim still pending after it settles the request with the
-- provider at once instead of answering IN_PROGRESS (rows written before this column: started_at + 5 minutes, the
-- old pending timeout). `claim` is a random token of the claim: a claim its gateway gave up on is voided by it, so
-- that a void never removes a later claim of the same key. Nullable columns without a default: a catalogue change
-- only, no table rewrite.
ALTER TABLE idempotency_records ADD COLUMN deadline bigint, ADD COLUMN claim text;

-- Down Migration
ALTER TABLE idempotency_records DROP COLUMN deadline, DROP COLUMN claim;
