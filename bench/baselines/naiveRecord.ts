import pg from 'pg';

/**
 * The idempotency record a careful team adds to the naive gateway in a day: the well-known idempotency-keys-in-
 * PostgreSQL pattern at its simplest. Before the provider call, `INSERT … ON CONFLICT DO NOTHING` claims the key as
 * pending; a key already completed replays its stored answer, one still pending is refused; after the call,
 * `UPDATE` stores the answer. Two statements per fresh request, each its own transaction with the server's
 * default `synchronous_commit` (on): both wait for the disk flush. pg's default pool (10 connections).
 *
 * It has none of our gateway's duties (no keyed fingerprint of the input, no ownership record, no deadline, no
 * recovery of a lost answer from the provider): it is the price floor a durable record can be kept at.
 */
export class NaiveIdempotencyRecord {
  private constructor(private readonly pool: pg.Pool) {}

  /** Connects and creates the table if missing. */
  static async open(databaseUrl: string): Promise<NaiveIdempotencyRecord> {
    const pool = new pg.Pool({ connectionString: databaseUrl });
    await pool.query(
      `CREATE TABLE IF NOT EXISTS naive_idempotency_keys (
         key text PRIMARY KEY,
         status text NOT NULL,
         response jsonb,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    return new NaiveIdempotencyRecord(pool);
  }

  /**
   * Runs `call` once per `key`: a completed key answers its stored response with `replayed: true`; a pending one
   * throws (the caller retries later).
   */
  async once<T>(key: string, call: () => Promise<T>): Promise<{ response: T; replayed: boolean }> {
    const claimed = await this.pool.query(
      `INSERT INTO naive_idempotency_keys (key, status) VALUES ($1, 'pending') ON CONFLICT DO NOTHING`,
      [key],
    );
    if (claimed.rowCount === 0) {
      const found = await this.pool.query<{ status: string; response: T }>(
        'SELECT status, response FROM naive_idempotency_keys WHERE key = $1',
        [key],
      );
      const row = found.rows[0];
      if (row?.status !== 'completed') throw new Error(`request ${key} is in progress`);
      return { response: row.response, replayed: true };
    }
    const response = await call();
    await this.pool.query(
      `UPDATE naive_idempotency_keys SET status = 'completed', response = $2 WHERE key = $1`,
      [key, JSON.stringify(response)],
    );
    return { response, replayed: false };
  }
}
