import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase } from '../../scripts/privatePostgres.ts';
import { createLogger } from '../../src/logger.ts';
import { PostgresIdempotencyStore } from '../../src/stores/idempotency/postgresStore.ts';
import { PostgresOwnershipStore } from '../../src/stores/ownership/postgresStore.ts';
import { type Database, openDatabase } from '../../src/stores/postgres/database.ts';
import { describeAnswerStands, describeStoreContract, describeUnattended } from './storeContract.ts';

const fingerprintKey = 'test-fingerprint-key-of-thirty-two-chars';
let database: Database;

beforeAll(async () => {
  database = await openDatabase(await createEmptyDatabase(inject('postgresUrl')), createLogger('silent'));
});
afterAll(() => database.close());

describeStoreContract('postgres', async () => {
  await database.pool.query('TRUNCATE idempotency_records, single_use_values');
  return new PostgresIdempotencyStore(database.pool, { fingerprintKey });
});

describeAnswerStands('postgres', async () => {
  await database.pool.query('TRUNCATE idempotency_records, single_use_values');
  return new PostgresIdempotencyStore(database.pool, { fingerprintKey });
});

describeUnattended('postgres', async () => {
  await database.pool.query('TRUNCATE idempotency_records, single_use_values');
  return {
    store: new PostgresIdempotencyStore(database.pool, { fingerprintKey }),
    pastDeadline: async (key) => {
      await database.pool.query(
        'UPDATE idempotency_records SET started_at = $2::bigint, deadline = $2::bigint + 1 WHERE key = $1',
        [key, 1_000],
      );
      return 1_000;
    },
  };
});

describe('postgres store records', () => {
  it('keeps what a record is about beside it, and never more than the key, the fingerprint and the answer', async () => {
    const store = new PostgresIdempotencyStore(database.pool, { fingerprintKey, ttlMs: 600_000 });
    const before = Date.now();
    const label = { operation: 'createPayout', entity: 'PAY7X2', transactionReference: 'po-ledger-1' };
    expect(await store.begin('ledger-1', 'f1', label)).toEqual({ status: 'started' });
    await store.complete('ledger-1', 'f1', { outcome: 'requestReceived', amount: '12345678901234567' });
    const { rows } = await database.pool.query(
      'SELECT key, fingerprint, state, result, operation, entity, transaction_reference, started_at, expires_at FROM idempotency_records WHERE key = $1',
      ['ledger-1'],
    );
    const [row] = rows;
    expect(Number(row.expires_at) - Number(row.started_at)).toBeGreaterThanOrEqual(600_000);
    expect(Number(row.started_at)).toBeGreaterThanOrEqual(before);
    expect({ ...row, started_at: undefined, expires_at: undefined }).toEqual({
      key: 'ledger-1',
      fingerprint: 'f1',
      state: 'completed',
      result: { outcome: 'requestReceived', amount: '12345678901234567' },
      operation: 'createPayout',
      entity: 'PAY7X2',
      transaction_reference: 'po-ledger-1',
      started_at: undefined,
      expires_at: undefined,
    });
  });

  it("keeps the request's intent with its claim until the answer is stored, and not after", async () => {
    const store = new PostgresIdempotencyStore(database.pool, { fingerprintKey });
    const intent = {
      entity: 'PAY7X2',
      transactionReference: 'po-intent',
      amount: { minorUnits: '250', currency: 'GBP' },
    };
    const label = { operation: 'payout', entity: 'PAY7X2', transactionReference: 'po-intent', intent };
    const intentOf = async () =>
      (await database.pool.query('SELECT intent FROM idempotency_records WHERE key = $1', ['intent-1']))
        .rows[0]?.intent;
    await store.begin('intent-1', 'f1', label);
    expect(await intentOf()).toEqual(intent);
    await store.lockUnknown('intent-1', 'f1', 1234);
    expect(await intentOf()).toEqual(intent);
    await store.complete('intent-1', 'f1', { outcome: 'requestReceived' });
    expect(await intentOf()).toBeNull();
  });

  it('keeps who asked and when while a locked key is retried, and starts them afresh for a key reused after expiry', async () => {
    const store = new PostgresIdempotencyStore(database.pool, { fingerprintKey, ttlMs: 600_000 });
    const label = (requestedBy: string) => ({
      operation: 'payout',
      entity: 'PAY7X2',
      transactionReference: 'po-asked',
      requestedBy,
    });
    const asked = async () =>
      (
        await database.pool.query('SELECT requested_by, created_at FROM idempotency_records WHERE key = $1', [
          'asked',
        ])
      ).rows[0];
    await store.begin('asked', 'f1', label('shop'));
    await store.lockUnknown('asked', 'f1', 1_000);
    const first = await asked();

    expect(await store.begin('asked', 'f1', label('backoffice'))).toEqual({
      status: 'locked',
      sentAt: 1_000,
    });
    expect(await asked()).toEqual(first);

    await database.pool.query('UPDATE idempotency_records SET expires_at = 1 WHERE key = $1', ['asked']);
    expect(await store.begin('asked', 'f2', label('backoffice'))).toEqual({ status: 'started' });
    const reused = await asked();
    expect(reused.requested_by).toBe('backoffice');
    expect(reused.created_at.getTime()).toBeGreaterThan(first.created_at.getTime());
  });

  it('treats an expired record as absent: the key starts afresh', async () => {
    const store = new PostgresIdempotencyStore(database.pool, { fingerprintKey, ttlMs: 1 });
    await store.begin('expiring', 'f1');
    await store.complete('expiring', 'f1', { outcome: 'x' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await store.begin('expiring', 'f2')).toEqual({ status: 'started' });
  });

  it('takes over a claim past its deadline (its gateway died mid-request) as a locked key, once', async () => {
    const store = new PostgresIdempotencyStore(database.pool, { fingerprintKey });
    await store.begin('stale', 'f1');
    await database.pool.query(
      'UPDATE idempotency_records SET started_at = $2::bigint, deadline = $2::bigint + 1 WHERE key = $1',
      ['stale', 1_000],
    );
    const answers = await Promise.all([store.begin('stale', 'f1'), store.begin('stale', 'f1')]);
    expect(answers).toContainEqual({ status: 'locked', sentAt: 1_000 });
    expect(answers).toContainEqual({ status: 'inProgress' });
  });
});

describe('postgres store: one statement per turn of the event loop', () => {
  it('sends the claims and answers of one turn as one statement (arrays), and one alone as one row (values), each with its own outcome', async () => {
    const ownership = new PostgresOwnershipStore(database.pool, { ttlMs: 60_000 });
    const store = new PostgresIdempotencyStore(database.pool, { fingerprintKey, ownership });
    const sent: string[] = [];
    const query = database.pool.query.bind(database.pool);
    // pg's own pool, watched for the names of the statements it is handed; our store runs unchanged.
    database.pool.query = ((config: { name?: string }, ...rest: unknown[]) => {
      if (config.name?.startsWith('idempotency-')) sent.push(config.name);
      return (query as (...args: unknown[]) => unknown)(config, ...rest);
    }) as typeof database.pool.query;
    const owner = {
      location: '/payouts/t-owned',
      ownership: { entity: 'PAY7X2', method: null, transactionReference: 't-owned' },
    };
    try {
      // Alone: a fresh key is one insert, a sale's answer one update; a key already held takes the full claim.
      await store.begin('t-done', 'f1');
      await store.complete('t-done', 'f1', { outcome: 'first' });
      expect(sent.splice(0)).toEqual(['idempotency-claim-fresh', 'idempotency-answer-claim']);
      expect(await store.begin('t-done', 'f1')).toEqual({ status: 'replay', result: { outcome: 'first' } });
      expect(sent.splice(0)).toEqual(['idempotency-claim-fresh', 'idempotency-begin-one']);
      // An answer whose claim is gone (a database failed over before it had the claim) is written all the same.
      await store.complete('t-lost', 'f1', { outcome: 'lost' });
      expect(sent.splice(0)).toEqual(['idempotency-answer-claim', 'idempotency-complete-one']);
      expect(await store.begin('t-lost', 'f1')).toEqual({ status: 'replay', result: { outcome: 'lost' } });
      sent.length = 0;
      // A payout's answer with its ownership record is the one-row upsert.
      await store.begin('t-owned-1', 'f1');
      await store.complete('t-owned-1', 'f1', { outcome: 'owned' }, owner, { recoverable: true });
      expect(sent.splice(0)).toEqual(['idempotency-claim-fresh', 'idempotency-complete-one']);

      const label = { operation: 'payout', entity: 'E1', transactionReference: 't-new', requestedBy: 'api' };
      const begun = await Promise.all([
        store.begin('t-new', 'f1', { ...label, intent: { reference: 't-new' } }),
        store.begin('t-done', 'f1'),
        store.begin('t-done-2', 'f1'),
      ]);
      expect(begun).toEqual([
        { status: 'started' },
        { status: 'replay', result: { outcome: 'first' } },
        { status: 'started' },
      ]);
      expect(sent.splice(0)).toEqual(['idempotency-begin-many']);
      const claimed = await database.pool.query("SELECT intent FROM idempotency_records WHERE key = 't-new'");
      expect(claimed.rows).toEqual([{ intent: { reference: 't-new' } }]);
      expect(await store.begin('t-done', 'f2')).toEqual({ status: 'conflict' });
      sent.length = 0;

      await Promise.all([
        store.complete('t-new', 'f1', { outcome: 'new' }, owner, { recoverable: true }),
        store.complete('t-done-2', 'f1', { outcome: 'two' }, undefined, { recoverable: true }),
      ]);
      expect(sent.splice(0)).toEqual(['idempotency-complete-many']);
      expect(await store.begin('t-new', 'f1')).toEqual({ status: 'replay', result: { outcome: 'new' } });
      expect(await store.begin('t-done-2', 'f1')).toEqual({ status: 'replay', result: { outcome: 'two' } });
      expect(await ownership.ownerOf('/payouts/t-owned')).toEqual(owner.ownership);
      const { rows } = await database.pool.query(
        "SELECT key, intent FROM idempotency_records WHERE key LIKE 't-%' ORDER BY key",
      );
      expect(rows).toEqual([
        { key: 't-done', intent: null },
        { key: 't-done-2', intent: null },
        { key: 't-lost', intent: null },
        { key: 't-new', intent: null },
        { key: 't-owned-1', intent: null },
      ]);
    } finally {
      database.pool.query = query;
    }
  });
});

describe("postgres store: a payout's answer and its ownership record", () => {
  const created = {
    entity: 'PAY7X2',
    method: 'basicDisbursement',
    transactionReference: 'po-owned',
    amount: { minorUnits: '1000', currency: 'GBP' },
    card: { instrument: 'card', bin: null, last4: '1111' },
  };
  const stores = () => {
    const ownership = new PostgresOwnershipStore(database.pool, { ttlMs: 60_000 });
    return { ownership, store: new PostgresIdempotencyStore(database.pool, { fingerprintKey, ownership }) };
  };

  it('stores both', async () => {
    const { ownership, store } = stores();
    await store.begin('owned-1', 'f1');
    await store.complete(
      'owned-1',
      'f1',
      { location: '/payouts/owned-1' },
      {
        location: '/payouts/owned-1',
        ownership: created,
      },
    );
    expect(await store.begin('owned-1', 'f1')).toEqual({
      status: 'replay',
      result: { location: '/payouts/owned-1' },
    });
    expect(await ownership.ownerOf('/payouts/owned-1')).toEqual(created);
  });

  it('stores neither when the record cannot be written: the key stays claimed, to be settled like a lost answer', async () => {
    const { ownership, store } = stores();
    // A record the database refuses, so that the one statement fails half-way through.
    await database.pool.query(
      "ALTER TABLE payout_ownership ADD CONSTRAINT refuses_test_entity CHECK (entity <> 'REFUSED')",
    );
    try {
      await store.begin('owned-2', 'f1');
      await expect(
        store.complete(
          'owned-2',
          'f1',
          { location: '/payouts/owned-2' },
          {
            location: '/payouts/owned-2',
            ownership: { ...created, entity: 'REFUSED' },
          },
        ),
      ).rejects.toMatchObject({ name: 'StoreUnavailableError', store: 'idempotency' });
      expect(await store.begin('owned-2', 'f1')).toEqual({ status: 'inProgress' });
      expect(await ownership.ownerOf('/payouts/owned-2')).toBeUndefined();
    } finally {
      await database.pool.query('ALTER TABLE payout_ownership DROP CONSTRAINT refuses_test_entity');
    }
  });
});

describe('postgres ownership records', () => {
  const found = { entity: 'PAY7X2', method: null, transactionReference: 'po-1' };
  const created = {
    ...found,
    method: 'basicDisbursement',
    amount: { minorUnits: '1000', currency: 'GBP' },
    card: { instrument: 'card', bin: '444433', last4: '1111' },
  };

  it('keeps the first record of a location, except that a record of what was sent replaces one found', async () => {
    const store = new PostgresOwnershipStore(database.pool, { ttlMs: 60_000 });
    await store.remember('/payouts/1', found);
    await store.remember('/payouts/1', { ...found, entity: 'OTHER' });
    expect(await store.ownerOf('/payouts/1')).toEqual(found);
    await store.remember('/payouts/1', created);
    expect(await store.ownerOf('/payouts/1')).toEqual(created);
    await store.remember('/payouts/1', found);
    expect(await store.ownerOf('/payouts/1')).toEqual(created);
    await store.remember('/payouts/2', { ...created, entity: 'OTHER' });
    await store.remember('/payouts/2', created);
    expect((await store.ownerOf('/payouts/2'))?.entity).toBe('OTHER');
    expect(await store.ownerOf('/payouts/3')).toBeUndefined();
  });
});

describe('postgres store plans', () => {
  it("reads by the primary key whatever the table's statistics: a claim prepared on an empty table stays an index scan as it grows", async () => {
    // One connection, so the statement prepared by the claims is the one explained.
    const own = await openDatabase(
      await createEmptyDatabase(inject('postgresUrl')),
      createLogger('silent'),
      1,
    );
    try {
      const store = new PostgresIdempotencyStore(own.pool, { fingerprintKey });
      // Alone, a claim of a key already held is the one-row statement (after the insert of a fresh key found it);
      // two in one turn of the event loop share the batch statement.
      for (let i = 0; i < 8; i++) await store.begin('warm', 'f1');
      for (let i = 0; i < 8; i++)
        await Promise.all([store.begin(`warm-a${i}`, 'f1'), store.begin(`warm-b${i}`, 'f1')]);
      await own.pool.query(
        `INSERT INTO idempotency_records (key, fingerprint, state, started_at, expires_at)
         SELECT 'bulk-' || i, 'f1', 'completed', 1, 9000000000000000 FROM generate_series(1, 30000) i`,
      );
      await own.pool.query('SET plan_cache_mode = force_generic_plan');
      const explain = async (statement: string) => {
        const { rows } = await own.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN EXECUTE ${statement}`);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      };
      const many = await explain(
        `"idempotency-begin-many"(ARRAY['k'], ARRAY['f1'], ARRAY[1]::bigint[], ARRAY[NULL]::text[],
           ARRAY[NULL]::text[], ARRAY[NULL]::text[], ARRAY[NULL]::text[], ARRAY[1]::bigint[], ARRAY[1]::bigint[],
           ARRAY['t'], 1000, 1000, ARRAY[NULL]::text[])`,
      );
      expect(many).toMatch(
        /Index Scan (using|on) idempotency_records_pkey[^\n]*\n\s*(Recheck|Index) Cond: \(key = ANY \(\$1\)\)/,
      );
      const one = await explain(
        `"idempotency-begin-one"('k', 'f1', 1, NULL, NULL, NULL, NULL, 1, 1, 't', 1000, 1000, NULL)`,
      );
      expect(one).toMatch(
        /Index Scan (using|on) idempotency_records_pkey[^\n]*\n\s*(Recheck|Index) Cond: \(key = \$1\)/,
      );
      for (const plan of [many, one]) expect(plan).not.toContain('Seq Scan on idempotency_records');
    } finally {
      await own.close();
    }
  });
});
