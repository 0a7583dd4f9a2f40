import type { PaymentItem, StatementItem } from './types.ts';

/** A payout the world's history records: when the provider received it and how it ended. */
export interface PastPayout {
  /** ISO 8601 UTC: the statement entry's timestamp or the payment item's paymentDatetime. */
  readonly receivedAt: string;
  readonly outcome: 'disbursed' | 'approved' | 'refused';
}

/**
 * How a payment item's state reads as a payout outcome: executed (and later returned) payouts were disbursed, a
 * rejected one refused, and a pending one approved but not yet reconciled.
 */
const outcomeOfState: Readonly<Record<PaymentItem['paymentState'], PastPayout['outcome']>> = {
  EXECUTED: 'disbursed',
  RETURNED: 'disbursed',
  REJECTED: 'refused',
  PENDING: 'approved',
};

/**
 * The past payouts of one entity by transactionReference: each PAYOUT entry of its statements (a reversal names
 * the payout it reverses, so it adds none) and each of its payment items. The first record of a reference wins.
 */
export function pastPayoutsOf(
  statement: readonly StatementItem[],
  paymentItems: readonly PaymentItem[],
): ReadonlyMap<string, PastPayout> {
  const payouts = new Map<string, PastPayout>();
  for (const entry of statement) {
    if (entry.transferType !== 'PAYOUT' || !entry.transactionReference) continue;
    if (!payouts.has(entry.transactionReference))
      payouts.set(entry.transactionReference, { receivedAt: entry.timestamp, outcome: 'disbursed' });
  }
  for (const item of paymentItems) {
    if (!payouts.has(item.transactionReference))
      payouts.set(item.transactionReference, {
        receivedAt: item.paymentDatetime,
        outcome: outcomeOfState[item.paymentState],
      });
  }
  return payouts;
}
