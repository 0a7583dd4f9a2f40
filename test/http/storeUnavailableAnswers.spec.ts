import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmptyDatabase,
  type PrivatePostgres,
  startPrivatePostgres,
} from '../../scripts/privatePostgres.ts';
import { runAs } from '../auth/support.ts';
import { PayoutsByIdDocument, PayoutsCreateDocument } from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { payoutInput, reference, testEntity } from '../support/payouts.ts';

/** What an operator at LOG_LEVEL=warn and a scraper see while callers are answered STORE_UNAVAILABLE. */

const merchantKey = 'answers-merchant-0123456789abcdef';
const merchant = `Bearer ${merchantKey}`;
// A database of its own: the test kills it (the money records, payouts' ownership included, are in PostgreSQL).
let postgres: PrivatePostgres;
let databaseUrl: string;
beforeAll(async () => {
  postgres = await startPrivatePostgres();
  databaseUrl = await createEmptyDatabase(postgres.url);
}, 60_000);
afterAll(async () => {
  await postgres?.stop();
});
const logLines: string[] = [];
const gw = setUpTestGateway({
  env: () => ({
    DATABASE_URL: databaseUrl,
    IDEMPOTENCY_FINGERPRINT_KEY: 'answers-test-fingerprint-key-0123456789',
    API_KEYS: `merchant:${merchantKey}:${testEntity}`,
    LOG_LEVEL: 'warn',
  }),
  logLines,
});

describe('answers with STORE_UNAVAILABLE', () => {
  it('are said in one warn line, not one per request, and counted by code in metrics', async () => {
    const created = await runAs(gw, merchant, PayoutsCreateDocument, {
      input: payoutInput({ transactionReference: reference('answers') }),
    });
    const id = created.data?.createPayout.payout.id;
    if (!id) throw new Error(`payout not created: ${JSON.stringify(created)}`);
    await postgres.kill();

    for (let i = 0; i < 3; i++) {
      const result = await runAs(gw, merchant, PayoutsByIdDocument, { id });
      expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['STORE_UNAVAILABLE']);
    }

    const answered = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.code === 'STORE_UNAVAILABLE')
      .map(({ time: _time, ...line }) => line);
    expect(answered).toEqual([
      {
        level: 40,
        code: 'STORE_UNAVAILABLE',
        answers: 1,
        msg:
          'answered STORE_UNAVAILABLE: a store cannot be reached, so payouts and sales are refused unsent ' +
          '(answers: since the last such line; at most one line a minute)',
      },
    ]);

    const metrics = await (await fetch(new URL('/metrics', gw.url))).text();
    expect(metrics.split('\n').filter((line) => line.startsWith('graphql_operations_total{'))).toEqual([
      'graphql_operations_total{operation="PayoutsCreate",outcome="ok"} 1',
      'graphql_operations_total{operation="PayoutsById",outcome="error",code="STORE_UNAVAILABLE"} 3',
    ]);
  });
});
