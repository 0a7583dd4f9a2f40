import type { Client } from '@urql/core';
import { dataOf } from './client.ts';
import {
  CreatePayoutDocument,
  type CreatePayoutInput,
  PayoutByIdDocument,
  PayoutByReferenceDocument,
  type PayoutOutcome,
  type PayoutStatusFragment,
} from './gql/graphql.ts';

/** Outcomes at which the gateway ends a payout's live stream, and so this example stops polling. */
const finalOutcomes: ReadonlySet<PayoutOutcome> = new Set([
  'REQUEST_RECEIVED',
  'DISBURSED',
  'REFUSED',
  'ERROR',
]);

/** How long to wait before the n-th poll: from a minute, doubling, at most six hours (payouts move for days). */
function pollDelayMs(attempt: number): number {
  return Math.min(60_000 * 2 ** attempt, 6 * 3_600_000);
}

/** Sends a payout; the same `transactionReference` again replays it instead of paying twice. */
export async function createPayout(client: Client, input: CreatePayoutInput) {
  const result = await client.mutation(CreatePayoutDocument, { input }).toPromise();
  return dataOf('CreatePayout', result).createPayout;
}

/**
 * Polls `payout(id)` until a final outcome (or `maxPolls`), waiting `wait(ms)` between polls, and returns every
 * outcome seen in order. A browser would wait with a timer; the example's runner moves the sandbox's clock instead.
 */
export async function followPayout(
  client: Client,
  id: string,
  wait: (ms: number) => Promise<void>,
  maxPolls = 20,
): Promise<PayoutOutcome[]> {
  const seen: PayoutOutcome[] = [];
  for (let attempt = 0; attempt < maxPolls; attempt++) {
    const result = await client
      .query(PayoutByIdDocument, { id }, { requestPolicy: 'network-only' })
      .toPromise();
    const payout = dataOf('PayoutById', result).payout;
    if (!payout) throw new Error(`PayoutById: payout ${id} not found`);
    if (seen.at(-1) !== payout.outcome) seen.push(payout.outcome);
    if (finalOutcomes.has(payout.outcome)) return seen;
    await wait(pollDelayMs(attempt));
  }
  throw new Error(
    `payout ${id} did not reach a final outcome in ${maxPolls} polls (seen: ${seen.join(', ')})`,
  );
}

/** The payout by the merchant's own reference: what a page reloaded after a lost answer asks. */
export async function payoutByReference(
  client: Client,
  transactionReference: string,
  entity: string,
): Promise<PayoutStatusFragment | null> {
  const result = await client
    .query(PayoutByReferenceDocument, { transactionReference, entity }, { requestPolicy: 'network-only' })
    .toPromise();
  return dataOf('PayoutByReference', result).payoutByReference ?? null;
}
