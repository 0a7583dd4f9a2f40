import type pg from 'pg';
import { storeCall } from '../errors.ts';
import { ownershipKey, wholeTtlMs } from '../keys.ts';
import { type NamedStatement, withValues } from '../postgres/statements.ts';
import type { OwnershipAt, PayoutOwnership, PayoutOwnershipStore } from './store.ts';

/**
 * `replaces` (store.ts) in one atomic statement, for every row of `source`: insert, or overwrite a record that
 * expired, or (for a record of what createPayout sent) one found by reference for the same entity. Otherwise the
 * stored record stands. `source` is a query of the columns location_key, entity, record (JSON text), created and now
 * (epoch ms), distinct location keys; `lifetime` the parameter of the records' lifetime. The rows are locked in key
 * order, so that two statements writing several cannot deadlock. The idempotency store writes it in the statement
 * that stores payouts' answers.
 */
export function rememberSqlFrom(source: string, lifetime: string): string {
  return `
INSERT INTO payout_ownership AS o (location_key, entity, record, created, expires_at)
SELECT location_key, entity, record::json, created, now + ${lifetime}::bigint FROM (${source}) AS w
ORDER BY location_key
ON CONFLICT (location_key) DO UPDATE SET
  entity = excluded.entity, record = excluded.record, created = excluded.created, expires_at = excluded.expires_at
WHERE o.expires_at <= excluded.expires_at - ${lifetime}::bigint
   OR (excluded.created AND NOT o.created AND o.entity = excluded.entity)`;
}

/** One record's parameters: location key, entity, record (JSON text), created, now, lifetime. */
export type OwnershipValues = readonly [string, string, string, boolean, number, number];

/** One record from parameters: location key, entity, record, created, now, lifetime (see `rememberValues`). */
const rememberOneSql = rememberSqlFrom(
  'SELECT $1::text AS location_key, $2::text AS entity, $3::text AS record, $4::boolean AS created, $5::bigint AS now',
  '$6',
);

/** The store's statements, prepared once per connection (see NamedStatement). */
const statements = {
  remember: { name: 'ownership-remember', text: rememberOneSql },
  ownerOf: {
    name: 'ownership-read',
    text: 'SELECT record FROM payout_ownership WHERE location_key = $1 AND expires_at > $2',
  },
  getMany: {
    name: 'ownership-read-many',
    text: 'SELECT location_key, record FROM payout_ownership WHERE location_key = ANY($1) AND expires_at > $2',
  },
} as const satisfies Record<string, NamedStatement>;

/** Ownership records in the durable store (DATABASE_URL): they outlive every process and the database's restarts. */
export class PostgresOwnershipStore implements PayoutOwnershipStore {
  readonly #pool: pg.Pool;
  readonly #ttlMs: number;

  constructor(pool: pg.Pool, options: { readonly ttlMs: number }) {
    this.#pool = pool;
    this.#ttlMs = wholeTtlMs(options.ttlMs);
  }

  async remember(location: string, ownership: PayoutOwnership): Promise<void> {
    const values = this.rememberValues({ location, ownership }, Date.now());
    await storeCall('payout ownership', () => this.#pool.query(withValues(statements.remember, [...values])));
  }

  /** The parameters of one record at `now` (epoch ms): see {@link rememberOneSql}. */
  rememberValues({ location, ownership }: OwnershipAt, now: number): OwnershipValues {
    return [
      ownershipKey(location),
      ownership.entity,
      JSON.stringify(ownership),
      ownership.amount !== undefined,
      now,
      this.#ttlMs,
    ];
  }

  async ownerOf(location: string): Promise<PayoutOwnership | undefined> {
    const { rows } = await storeCall('payout ownership', () =>
      this.#pool.query<{ record: PayoutOwnership }>(
        withValues(statements.ownerOf, [ownershipKey(location), Date.now()]),
      ),
    );
    return rows[0]?.record;
  }

  /** One statement for every location, by their keys (the table's primary key). */
  async getMany(locations: readonly string[]): Promise<ReadonlyMap<string, PayoutOwnership>> {
    const found = new Map<string, PayoutOwnership>();
    if (locations.length === 0) return found;
    const locationOf = new Map(locations.map((location) => [ownershipKey(location), location]));
    const { rows } = await storeCall('payout ownership', () =>
      this.#pool.query<{ location_key: string; record: PayoutOwnership }>(
        withValues(statements.getMany, [[...locationOf.keys()], Date.now()]),
      ),
    );
    for (const row of rows) {
      const location = locationOf.get(row.location_key);
      if (location !== undefined) found.set(location, row.record);
    }
    return found;
  }
}
