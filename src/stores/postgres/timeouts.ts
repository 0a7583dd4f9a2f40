/**
 * How long the money records' database may take before a call counts as the store being unavailable: a database
 * that hangs must not hold a payout's request. The server cancels a statement itself after `statementTimeoutMs`
 * (waiting for a lock included); the client's own timeout is the backstop for a server that does not answer at all.
 */
export const connectTimeoutMs = 2_000;
export const statementTimeoutMs = 2_000;
export const queryTimeoutMs = 3_000;

/**
 * The longest a store call can take before the gateway gives up on it: waiting for a pooled connection, then the
 * query. A claim is only valid when the database runs it within this budget of the gateway asking (see the claim
 * in ../idempotency/postgresStore.ts): a frozen database that runs it later leaves nothing behind.
 */
export const callBudgetMs = connectTimeoutMs + queryTimeoutMs;
