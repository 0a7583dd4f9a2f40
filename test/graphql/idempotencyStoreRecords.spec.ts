import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase } from '../../scripts/privatePostgres.ts';
import { idempotencyKey } from '../../src/stores/idempotency/index.ts';
import { PayoutsCreateDocument, SalesCreateDocument } from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { payoutInput, saleInput, testEntity, ukVisa } from '../support/payouts.ts';

// A database of this file's own, on the test run's PostgreSQL: what the gateway keeps in production.
let databaseUrl: string;
let db: pg.Client;
beforeAll(async () => {
  databaseUrl = await createEmptyDatabase(inject('postgresUrl'));
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
});
afterAll(() => db?.end());
const gw = setUpTestGateway({
  env: () => ({
    DATABASE_URL: databaseUrl,
    IDEMPOTENCY_FINGERPRINT_KEY: 'test-fingerprint-key-of-thirty-two-chars',
  }),
});

/** The stored record of a key, its whole row as JSON text; `parsed` the protocol's part of it. */
async function record(operation: string, transactionReference: string) {
  const key = idempotencyKey({ operation, entity: testEntity, transactionReference });
  const { rows } = await db.query<{ raw: string }>(
    'SELECT row_to_json(r)::text AS raw FROM idempotency_records r WHERE key = $1',
    [key],
  );
  const raw = rows[0]?.raw;
  if (raw === undefined) throw new Error('no idempotency record');
  const { state, fingerprint, result } = JSON.parse(raw) as Record<string, unknown>;
  return { raw, parsed: { state, fingerprint, result } };
}

describe('idempotency records in PostgreSQL hold no card data', () => {
  it('stores a payout as its fingerprint and the payout view: no card number, expiry or holder name', async () => {
    const input = payoutInput();
    const result = await gw.run(PayoutsCreateDocument, { input });
    const payout = result.data?.createPayout.payout;
    const { raw, parsed } = await record('payout', input.transactionReference);
    expect(parsed).toEqual({
      state: 'completed',
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      result: {
        location: expect.stringMatching(/^\/payouts\/[A-Za-z0-9_-]+$/),
        rawOutcome: 'requestReceived',
        receivedAt: payout?.receivedAt,
        method: 'basicDisbursement',
        transactionReference: input.transactionReference,
        entity: testEntity,
        updateAvailable: false,
        payoutRequestId: null,
        scheme: null,
        refusalCode: null,
      },
    });
    expect(raw).not.toContain(ukVisa);
    expect(raw).not.toContain(ukVisa.slice(-8));
    expect(raw).not.toContain('Ada Lovelace');
    // No card-like digit run in the stored result (the fingerprint is a hex hash).
    expect(JSON.stringify(parsed.result)).not.toMatch(/\d{12,}/);
    // Another replica (here: the same gateway after the record was written) replays it.
    expect((await gw.run(PayoutsCreateDocument, { input })).data?.createPayout.replayed).toBe(true);
  });

  it('stores a sale without card number or CVC, only BIN and last four digits', async () => {
    const input = saleInput();
    await gw.run(SalesCreateDocument, { input });
    const { raw, parsed } = await record('sale', input.transactionReference);
    const stored = parsed as { state: unknown; result: { card: { bin: string; last4Digits: string } } };
    expect(stored.state).toBe('completed');
    expect(stored.result.card).toMatchObject({ bin: '444433', last4Digits: '1111', dpan: null });
    expect(raw).not.toContain(ukVisa);
    expect(raw).not.toContain(ukVisa.slice(6, 12));
    expect(raw).not.toContain('"123"');
  });
});
