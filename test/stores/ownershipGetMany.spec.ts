import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase } from '../../scripts/privatePostgres.ts';
import { createLogger } from '../../src/logger.ts';
import type { PayoutOwnership, PayoutOwnershipStore } from '../../src/stores/ownership/index.ts';
import { MemoryOwnershipStore } from '../../src/stores/ownership/memoryStore.ts';
import { PostgresOwnershipStore } from '../../src/stores/ownership/postgresStore.ts';
import { type Database, openDatabase } from '../../src/stores/postgres/database.ts';
import { logStatements, type StatementLog } from '../support/postgresStatements.ts';

/** `getMany`: the records of several payouts in one read, what the per-request ownership loader asks for. */

const created = (entity: string, reference: string): PayoutOwnership => ({
  entity,
  method: 'basicDisbursement',
  transactionReference: reference,
  amount: { minorUnits: '250', currency: 'GBP' },
  card: { instrument: 'card', bin: '444433', last4: '1111' },
});

let proxy: StatementLog;
let database: Database;
beforeAll(async () => {
  proxy = await logStatements(await createEmptyDatabase(inject('postgresUrl')));
  database = await openDatabase(proxy.url, createLogger('silent'));
});
afterAll(async () => {
  await database.close();
  await proxy.close();
});

describe.each([
  ['memory', (): PayoutOwnershipStore => new MemoryOwnershipStore({ ttlMs: 60_000 })],
  ['PostgreSQL', (): PayoutOwnershipStore => new PostgresOwnershipStore(database.pool, { ttlMs: 60_000 })],
])('payout ownership store (%s)', (name, create) => {
  it('reads the records of the locations it knows, by location, and leaves the others out', async () => {
    const store = create();
    const prefix = `/payouts/${name}-`;
    await store.remember(`${prefix}a`, created('PAY7X2', 'po-a'));
    await store.remember(`${prefix}b`, created('4A9XZP', 'po-b'));

    const found = await store.getMany([`${prefix}b`, `${prefix}unknown`, `${prefix}a`]);

    expect(found).toEqual(
      new Map([
        [`${prefix}b`, created('4A9XZP', 'po-b')],
        [`${prefix}a`, created('PAY7X2', 'po-a')],
      ]),
    );
    expect(await store.getMany([])).toEqual(new Map());
  });
});

it('reads every location in one statement, and none for no location', async () => {
  const store = new PostgresOwnershipStore(database.pool, { ttlMs: 60_000 });
  proxy.clear();
  await store.getMany(['/payouts/x', '/payouts/y', '/payouts/z']);
  await store.getMany([]);
  expect(proxy.statements()).toEqual([
    'SELECT location_key, record FROM payout_ownership WHERE location_key = ANY($1) AND expires_at > $2',
  ]);
});
