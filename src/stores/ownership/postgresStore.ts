import type pg from 'pg';
import { storeCall } from '../errors.ts';
import { ownershipKey, wholeTtlMs } from '../keys.ts';
import type { PayoutOwnership, PayoutOwnershipStore } from './store.ts';

/**
 * `replaces` (store.ts) in one atomic statement: insert, or overwrite a record that expired, or (for a record of
 * what createPayout sent) one found by reference for the same entity. Otherwise the stored record stands.
 * $1 location key, $2 entity, $3 record, $4 created, $5 now, $6 lifetime.
 */
const rememberSql = `
INSERT INTO payout_ownership AS o (location_key, entity, record, created, expires_at)
VALUES ($1, $2, $3::json, $4::boolean, $5::bigint + $6::bigint)
ON CONFLICT (location_key) DO UPDATE SET
  entity = excluded.entity, record = excluded.record, created = excluded.created, expires_at = excluded.expires_at
WHERE o.expires_at <= $5::bigint OR (excluded.created AND NOT o.created AND o.entity = excluded.entity)`;

/** Ownership records in the durable store (DATABASE_URL): they outlive every process and the database's restarts. */
export class PostgresOwnershipStore implements PayoutOwnershipStore {
  readonly #pool: pg.Pool;
  readonly #ttlMs: number;

  constructor(pool: pg.Pool, options: { readonly ttlMs: number }) {
    this.#pool = pool;
    this.#ttlMs = wholeTtlMs(options.ttlMs);
  }

  async remember(location: string, ownership: PayoutOwnership): Promise<void> {
    const values = [
      ownershipKey(location),
      ownership.entity,
      JSON.stringify(ownership),
      ownership.amount !== undefined,
      Date.now(),
      this.#ttlMs,
    ];
    await storeCall('payout ownership', () => this.#pool.query(rememberSql, values));
  }

  async ownerOf(location: string): Promise<PayoutOwnership | undefined> {
    const { rows } = await storeCall('payout ownership', () =>
      this.#pool.query<{ record: PayoutOwnership }>(
        'SELECT record FROM payout_ownership WHERE location_key = $1 AND expires_at > $2',
        [ownershipKey(location), Date.now()],
      ),
    );
    return rows[0]?.record;
  }
}
