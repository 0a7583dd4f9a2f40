import type { GatewayClient } from './gateway.ts';
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
export async function createPayout(client: GatewayClient, input: CreatePayoutInput) {
  return (await client.mutate(CreatePayoutDocument, { input })).createPayout;
}

/**
 * Polls `payout(id)` until a final outcome (or `maxPolls`), waiting `wait(ms)` between polls, and returns every
 * outcome seen in order. A browser would wait with a timer; the example's runner moves the sandbox's clock instead.
 */
export async function followPayout(
  client: GatewayClient,
  id: string,
  wait: (ms: number) => Promise<void>,
  maxPolls = 20,
): Promise<PayoutOutcome[]> {
  const seen: PayoutOutcome[] = [];
  for (let attempt = 0; attempt < maxPolls; attempt++) {
    const { payout } = await client.query(PayoutByIdDocument, { id }, { fresh: true });
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
  client: GatewayClient,
  transactionReference: string,
  entity: string,
): Promise<PayoutStatusFragment | null> {
  const data = await client.query(
    PayoutByReferenceDocument,
    { transactionReference, entity },
    { fresh: true },
  );
  return data.payoutByReference ?? null;
}
