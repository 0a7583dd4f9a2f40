import { describe, expect, it } from 'vitest';
import { runAs } from '../auth/support.ts';
import { PayoutsCreateDocument, SalesCreateDocument } from '../generated/graphql.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { payoutInput, saleInput, testEntity } from '../support/payouts.ts';
import { loggedDatabaseForThisFile } from '../support/postgresStatements.ts';

/**
 * The price of a money record, in statements (issue 22): what one payout and one sale ask of PostgreSQL, counted
 * on the wire by a proxy between the gateway and the database, and what a retry of the same request asks. The
 * claim is the one durable commit before the money moves; the answer's write follows the provider's answer.
 */

const merchantKey = 'money-statements-0123456789abcdef';
const merchant = `Bearer ${merchantKey}`;

const database = loggedDatabaseForThisFile();

const gw = setUpTestGateway({
  env: () => ({
    DATABASE_URL: database.url,
    IDEMPOTENCY_FINGERPRINT_KEY: 'money-statements-fingerprint-key-0123456789',
    API_KEYS: `merchant:${merchantKey}:${testEntity}`,
  }),
});

/** What each statement does, told by its shape (the texts are src/stores' own). */
function kinds(statements: readonly string[]): string[] {
  return statements.map((text) => {
    // A fresh key's claim: an insert that does nothing when the key is held, then the full claim reads it.
    if (text.startsWith('INSERT INTO idempotency_records') && text.endsWith('ON CONFLICT (key) DO NOTHING'))
      return 'claim of a fresh key';
    // The full claim and the answer come as one row or as arrays, which concurrent requests share
    // (src/stores/postgres/batches.ts).
    if (text.startsWith('WITH input AS') && text.includes('INSERT INTO idempotency_records')) return 'claim';
    if (text.startsWith("UPDATE idempotency_records SET fingerprint = $2, state = 'completed'"))
      return 'answer';
    if (text.startsWith('WITH answer AS') && text.includes('INSERT INTO payout_ownership')) return 'answer';
    if (text.startsWith('INSERT INTO payout_ownership')) return 'ownership';
    return text;
  });
}

describe('statements per money operation', () => {
  it('a payout: the claim, then its answer with the ownership record; a retry reads the record once', async () => {
    const input = payoutInput();
    const first = await runAs(gw, merchant, PayoutsCreateDocument, { input });
    expect(first.errors).toBeUndefined();
    // The claim commits before the POST; the answer and the ownership record are one statement after it.
    expect(kinds(database.statements())).toEqual(['claim of a fresh key', 'answer']);
    expect(describeCalls(await gw.upstreamCalls()).filter((call) => call.startsWith('POST'))).toHaveLength(1);

    database.clear();
    await gw.clearUpstream();
    const again = await runAs(gw, merchant, PayoutsCreateDocument, { input });
    expect(again.data).toEqual({ createPayout: { ...first.data?.createPayout, replayed: true } });
    // The insert finds the key held and the claim reads its completed record; the ownership record is written again
    // (a no-op when it stands), which repairs a record an earlier gateway completed without it
    // (src/resolvers/payouts/createPayout.ts).
    expect(kinds(database.statements())).toEqual(['claim of a fresh key', 'claim', 'ownership']);
    expect(describeCalls(await gw.upstreamCalls()).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('a sale without a 3-D Secure value: the claim, then its answer; a retry reads the record once', async () => {
    const input = saleInput();
    const first = await runAs(gw, merchant, SalesCreateDocument, { input });
    expect(first.errors).toBeUndefined();
    // Two statements; a sale's answer, an update of its claim, waits for the disk (no way to ask the provider for it
    // later).
    expect(kinds(database.statements())).toEqual(['claim of a fresh key', 'answer']);

    database.clear();
    await gw.clearUpstream();
    const again = await runAs(gw, merchant, SalesCreateDocument, { input });
    expect(again.data).toEqual({
      createCardOnFileSale: { ...first.data?.createCardOnFileSale, replayed: true },
    });
    expect(kinds(database.statements())).toEqual(['claim of a fresh key', 'claim']);
    expect(describeCalls(await gw.upstreamCalls()).filter((call) => call.startsWith('POST'))).toEqual([]);
  });
});
