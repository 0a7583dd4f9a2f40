import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase } from '../../scripts/privatePostgres.ts';
import { createLogger } from '../../src/logger.ts';
import type { PayoutOwnership, PayoutOwnershipStore } from '../../src/stores/ownership/index.ts';
import { MemoryOwnershipStore } from '../../src/stores/ownership/memoryStore.ts';
import { PostgresOwnershipStore } from '../../src/stores/ownership/postgresStore.ts';
import { type Database, openDatabase } from '../../src/stores/postgres/database.ts';

const record = (entity: string): PayoutOwnership => ({
  entity,
  method: 'BASIC_DISBURSEMENT',
  transactionReference: 'po-1',
  amount: { minorUnits: '250', currency: 'GBP' },
});

// A database of this file's own on the test run's PostgreSQL.
let database: Database;
beforeAll(async () => {
  database = await openDatabase(await createEmptyDatabase(inject('postgresUrl')), createLogger('silent'));
});
afterAll(() => database?.close());

describe.each([
  ['memory', (): PayoutOwnershipStore => new MemoryOwnershipStore({ ttlMs: 60_000 })],
  ['PostgreSQL', (): PayoutOwnershipStore => new PostgresOwnershipStore(database.pool, { ttlMs: 60_000 })],
])('payout ownership store (%s)', (_, create) => {
  it('keeps the first record of a location and knows no other location', async () => {
    const store = create();
    await store.remember('/payouts/a', record('PAY7X2'));
    await store.remember('/payouts/a', record('4A9XZP'));
    expect(await store.ownerOf('/payouts/a')).toEqual(record('PAY7X2'));
    expect(await store.ownerOf('/payouts/b')).toBeUndefined();
  });

  it('lets a record of what createPayout sent replace one found by reference for the same entity only', async () => {
    const store = create();
    const found = { entity: 'PAY7X2', method: null, transactionReference: 'po-1' };
    await store.remember('/payouts/c', found);
    await store.remember('/payouts/c', record('4A9XZP'));
    expect(await store.ownerOf('/payouts/c')).toEqual(found);
    await store.remember('/payouts/c', record('PAY7X2'));
    expect(await store.ownerOf('/payouts/c')).toEqual(record('PAY7X2'));
    await store.remember('/payouts/c', found);
    expect(await store.ownerOf('/payouts/c')).toEqual(record('PAY7X2'));
  });
});

it('the memory store forgets the least recently used record beyond its byte budget', async () => {
  // Room for two of these records and not three: a key (a SHA-256 in hex, 64 characters), the JSON, 256 of overhead.
  const size = 64 + JSON.stringify(record('PAY7X2')).length + 256;
  const store = new MemoryOwnershipStore({ ttlMs: 60_000, maxBytes: 2 * size });
  for (const name of ['a', 'b', 'c']) await store.remember(`/payouts/${name}`, record('PAY7X2'));
  expect(await store.ownerOf('/payouts/a')).toBeUndefined();
  expect(await store.ownerOf('/payouts/c')).toEqual(record('PAY7X2'));
});

it('the PostgreSQL store keeps no location text in its rows', async () => {
  const store = new PostgresOwnershipStore(database.pool, { ttlMs: 60_000 });
  await store.remember('/payouts/visible-location', record('PAY7X2'));
  const { rows } = await database.pool.query<{ location_key: string; record: string }>(
    'SELECT location_key, record::text FROM payout_ownership',
  );
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.location_key))).toBe(true);
  expect(rows.some((row) => row.record.includes('visible-location'))).toBe(false);
});
