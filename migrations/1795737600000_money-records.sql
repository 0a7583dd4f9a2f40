-- Up Migration

-- The records of money-moving requests (payouts, card-on-file sales), one row per idempotency key: the hash of
-- (operation, entity, transactionReference) under src/stores/keys.ts. `state` is the request's recovery point:
-- `pending` (claimed; the POST is about to be or is being sent), `unknown` (sent, outcome not known: the key stays
-- locked until the provider settles it), `completed` (the answer, replayed to every retry). Times are epoch
-- milliseconds of the gateway's clock, which every decision compares them with. Never card data.
CREATE TABLE idempotency_records (
  key text PRIMARY KEY,
  fingerprint text NOT NULL,
  state text NOT NULL CHECK (state IN ('pending', 'unknown', 'completed')),
  started_at bigint NOT NULL,
  sent_at bigint,
  result json,
  expires_at bigint NOT NULL,
  -- Who asked for what, for people reading the ledger; the key is what the protocol uses.
  operation text,
  entity text,
  transaction_reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idempotency_records_expiry ON idempotency_records (expires_at);
CREATE INDEX idempotency_records_entity ON idempotency_records (entity, created_at DESC);

-- Values that may be used once (a sale's 3-D Secure authenticationValue), as keyed hashes, and the key using them.
CREATE TABLE single_use_values (
  value_key text PRIMARY KEY,
  owner text NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX single_use_values_expiry ON single_use_values (expires_at);

-- Which merchant entity each payout belongs to, by the hash of its resource location (src/stores/keys.ts).
CREATE TABLE payout_ownership (
  location_key text PRIMARY KEY,
  entity text NOT NULL,
  record json NOT NULL,
  -- True for a record of what createPayout sent (it has the amount); false for one found by reference.
  created boolean NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX payout_ownership_expiry ON payout_ownership (expires_at);

-- Down Migration
DROP TABLE payout_ownership;
DROP TABLE single_use_values;
DROP TABLE idempotency_records;
