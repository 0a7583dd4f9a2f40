import type { StatementItem } from './types.ts';

/** A payout the world's history records: when the provider received it and how it ended. */
export interface PastPayout {
  /** ISO 8601 UTC: the statement entry's timestamp. */
  readonly receivedAt: string;
  readonly outcome: 'disbursed';
}

/**
 * The past card payouts of one entity by transactionReference: each PAYOUT entry of its statements, disbursed.
 * Payment items are not among them: an account payout (area C) is no card payout, and the provider's payout
 * query (area B) does not know it. A reversal carries no reference (statements.ts), so it adds none. The first
 * entry of a reference wins.
 */
export function pastPayoutsOf(statement: readonly StatementItem[]): ReadonlyMap<string, PastPayout> {
  const payouts = new Map<string, PastPayout>();
  for (const entry of statement) {
    if (entry.transferType !== 'PAYOUT' || !entry.transactionReference) continue;
    if (!payouts.has(entry.transactionReference))
      payouts.set(entry.transactionReference, { receivedAt: entry.timestamp, outcome: 'disbursed' });
  }
  return payouts;
}
