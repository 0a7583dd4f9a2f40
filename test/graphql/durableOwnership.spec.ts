import { beforeAll, expect, inject, it } from 'vitest';
import { createEmptyDatabase } from '../../scripts/privatePostgres.ts';
import { runAs } from '../auth/support.ts';
import { PayoutsByIdDocument, PayoutsCreateDocument } from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { expectedPayout, payoutInput, receivedOutcome as received, testEntity } from '../support/payouts.ts';

/**
 * Money records in PostgreSQL: a payout's ownership record is stored with its answer (one statement) on every path
 * that stores an answer, recovery included, so a caller limited to its entities can read the payout by id.
 */

const merchantKey = 'merchant-0123456789abcdefghij';
const merchant = `Bearer ${merchantKey}`;

let databaseUrl: string;
beforeAll(async () => {
  databaseUrl = await createEmptyDatabase(inject('postgresUrl'));
});
const gw = setUpTestGateway({
  env: () => ({
    DATABASE_URL: databaseUrl,
    IDEMPOTENCY_FINGERPRINT_KEY: 'durable-ownership-fingerprint-key-0123456789',
    API_KEYS: `merchant:${merchantKey}:${testEntity}`,
  }),
});

it('lets its caller read by id a payout whose lost answer the query by reference recovered, amount and card included', async () => {
  const input = payoutInput();
  await gw.armFault({ area: 'payouts', dropAfterAccept: true, remaining: 1 });
  const created = await runAs(gw, merchant, PayoutsCreateDocument, { input });
  const payout = expectedPayout(gw.sandbox, input, received);
  expect(created).toEqual({ status: 200, data: { createPayout: { replayed: false, payout } } });
  expect(await gw.takeUpstreamCalls()).toEqual([
    'POST /payouts/basicDisbursement',
    `GET /payouts/query?transactionReference=${input.transactionReference}&entity=${testEntity}`,
  ]);

  const byId = await runAs(gw, merchant, PayoutsByIdDocument, { id: payout.id });
  expect(byId).toEqual({ status: 200, data: { payout } });
  const made = gw.sandbox.state.payouts.findByReference(testEntity, input.transactionReference);
  expect(await gw.takeUpstreamCalls()).toEqual([`GET /payouts/${made?.id}`]);
});
