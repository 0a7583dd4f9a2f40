import type { StatementItem, World } from '../../src/sandbox/data/world.ts';
import type { RunningSandbox } from '../../src/sandbox/server.ts';
import { entitledPayoutId } from './payoutIds.ts';

/** The provider call that finds a payout by reference. */
export function payoutQueryCall(entity: string, transactionReference: string): string {
  return `GET /payouts/query?${new URLSearchParams({ transactionReference, entity }).toString()}`;
}

/**
 * `MerchantLinkedPayout` of a card payout the world's history records (a statement's PAYOUT entry), read from the
 * sandbox's store (its location is
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
    // Disbursed exists in fast access only.
    method: 'FAST_ACCESS',
    outcome: 'DISBURSED',
    rawOutcome: past.outcome,
    receivedAt: past.receivedAt,
    updateAvailable: false,
  };
}

/**
 * A window of an entity's statement (at most `maxEntries` entries, at least two PAYOUT entries) that ends at a
 * reversal, so that it holds entries that lead to a payout and one that must not; with the account and the
 * entries, oldest first.
 */
export function windowWithReversal(world: World, entity: string, maxEntries: number) {
  for (const account of world.accountsOf(entity)) {
    const items = world.statement(account.accountNumber);
    for (const [end, reversal] of items.entries()) {
      if (reversal.transferType !== 'PAYOUT REVERSAL') continue;
      const start = Math.max(0, end - maxEntries + 1);
      const window = items.slice(start, end + 1);
      if (window.filter((item) => item.transferType === 'PAYOUT').length < 2) continue;
      const from = items[start]?.timestamp ?? '';
      const to = new Date(Date.parse(reversal.timestamp) + 1).toISOString();
      const entries = world.statementBetween(account.accountNumber, new Date(from), new Date(to));
      return { account, from, to, entries };
    }
  }
  throw new Error(
    `no statement of ${entity} holds a reversal after two payouts within ${maxEntries} entries`,
  );
}

/** The distinct references of the PAYOUT entries (the only ones linked), in order of first appearance. */
export function payoutReferences(entries: readonly StatementItem[]): string[] {
  return [
    ...new Set(
      entries.flatMap((entry) =>
        entry.transferType === 'PAYOUT' && entry.transactionReference ? [entry.transactionReference] : [],
      ),
    ),
  ];
}

/**
 * Variables of a statement page (`account(accountNumber) { statement(from, to, first) }`) of the entity's first
 * account whose first entry is a PAYOUT, so the page names a card payout.
 */
export function statementPageWithPayout(world: World, entity: string, first: number) {
  const account = world.accountsOf(entity)[0];
  const entry = world.statement(account?.accountNumber ?? '').find((item) => item.transferType === 'PAYOUT');
  if (!account || !entry) throw new Error(`no statement of ${entity} holds a payout`);
  const to = new Date(Date.parse(entry.timestamp) + 86_400_000).toISOString();
  return { accountNumber: account.accountNumber, from: entry.timestamp, to, first };
}
