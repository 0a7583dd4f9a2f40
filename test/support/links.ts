import type { StatementItem, World } from '../../src/sandbox/data/world.ts';
import type { RunningSandbox } from '../../src/sandbox/server.ts';
import { entitledPayoutId } from './payoutIds.ts';

/** The provider call that finds a payout by reference. */
export function payoutQueryCall(entity: string, transactionReference: string): string {
  return `GET /payouts/query?${new URLSearchParams({ transactionReference, entity }).toString()}`;
}

const outcomes = { disbursed: 'DISBURSED', approved: 'APPROVED', refused: 'REFUSED' } as const;

/**
 * `MerchantLinkedPayout` of a payout the world's history records, read from the sandbox's store (its location is
 * random, made at the first lookup) and from the history itself (when, how it ended): written independently of
 * the gateway's mappers.
 */
export function expectedPastPayout(sandbox: RunningSandbox, entity: string, transactionReference: string) {
  const record = sandbox.state.payouts.findByReference(entity, transactionReference);
  const past = sandbox.state.world.pastPayout(entity, transactionReference);
  if (!record || !past) throw new Error(`no past payout ${transactionReference} of ${entity}`);
  return {
    id: entitledPayoutId(`/payouts/${record.id}`, entity, transactionReference),
    transactionReference,
    entity,
    // Approved and disbursed exist in fast access only; refused in both flows, so it names none.
    method: past.outcome === 'refused' ? null : 'FAST_ACCESS',
    outcome: outcomes[past.outcome],
    rawOutcome: past.outcome,
    receivedAt: past.receivedAt,
    updateAvailable: false,
  };
}

/**
 * A window of an entity's statement (at most `maxEntries` entries) that starts at a payout and ends at its
 * reversal, so that two entries name one payout; with the account and the entries, oldest first.
 */
export function windowWithReversal(world: World, entity: string, maxEntries: number) {
  for (const account of world.accountsOf(entity)) {
    const items = world.statement(account.accountNumber);
    for (const [end, reversal] of items.entries()) {
      if (reversal.transferType !== 'PAYOUT REVERSAL') continue;
      const start = items.findIndex((item) => item.transactionReference === reversal.transactionReference);
      if (start === -1 || end - start + 1 > maxEntries) continue;
      const from = items[start]?.timestamp ?? '';
      const to = new Date(Date.parse(reversal.timestamp) + 1).toISOString();
      const entries = world.statementBetween(account.accountNumber, new Date(from), new Date(to));
      return { account, from, to, entries };
    }
  }
  throw new Error(`no statement of ${entity} holds a payout and its reversal within ${maxEntries} entries`);
}

/** The distinct references of statement entries, in order of first appearance. */
export function distinctReferences(entries: readonly StatementItem[]): string[] {
  return [...new Set(entries.flatMap((entry) => entry.transactionReference ?? []))];
}
