import type { PayoutsApi } from '../../datasources/index.ts';
import type { Payout } from '../../datasources/payouts/models.ts';
import { nullIfNotFound } from '../../datasources/upstream/errors.ts';
import type { PayoutOwnership } from '../../stores/ownership/index.ts';
import { type PayoutView, payoutView, recordedFacts } from './view.ts';

/** How a created payout's stored answer is made, whoever makes it: `createPayout`, or the settle pass. */
export interface PayoutAnswers {
  /** The answer to keep for a payout the provider returned (without amount and card: the record gives those). */
  viewOf(payout: Payout): PayoutView;
  /** The provider's payout of this reference as that answer, or null when it has no such payout. */
  recover(): Promise<PayoutView | null>;
}

/** The answers of the payout `record` describes (see `createdPayoutRecord`). */
export function payoutAnswers(api: PayoutsApi, record: PayoutOwnership): PayoutAnswers {
  // The stored result keeps what it always kept; amount and masked card come from the record on every answer.
  const { amount: _amount, card: _card, ...facts } = recordedFacts(record);
  const viewOf = (payout: Payout) =>
    payoutView(payout, { ...facts, location: api.resourceLocation(payout.links.payout) });
  return {
    viewOf,
    recover: async () => {
      const payout = await nullIfNotFound(api.findByReference(record.transactionReference, record.entity));
      return payout && viewOf(payout);
    },
  };
}
