import type { Resolvers } from '../../generated/resolvers.ts';
import { toGlobalId } from '../../identity/globalId.ts';
import { fromMinorUnits } from '../../money/index.ts';
import { validateInput } from '../../validation/index.ts';
import type { NodeSource } from '../common/nodeFetcher.ts';
import { payoutAt } from './byLocation.ts';
import { payoutByReference } from './byReference.ts';
import { createPayout } from './createPayout.ts';
import { payoutReferenceArgs } from './input.ts';
import { isPayoutLocation, payoutLocationOf } from './location.ts';
import { maskedCardView } from './record.ts';
import { graphQLPayoutMethods, payoutOutcome, receivedAtDate } from './view.ts';
import { payoutUpdated } from './watch.ts';

/**
 * `node(id)` for a payout: its current state by the location inside the id. Only payout resource locations are
 * keys, so a forged id cannot make the gateway fetch another provider path with our credentials.
 */
export const payoutNode: NodeSource = {
  isKey: isPayoutLocation,
  fetch: (location, ctx, argument) => payoutAt(location, argument, ctx),
};

export const payoutsResolvers: Resolvers = {
  Query: {
    payout: (_parent, { id }, ctx) => payoutAt(payoutLocationOf(id), 'id', ctx),
    payoutByReference: (_parent, args, ctx) => {
      const { transactionReference, entity } = validateInput(payoutReferenceArgs, args, '');
      ctx.entitlement.check(entity, 'entity');
      return payoutByReference(transactionReference, entity, ctx);
    },
  },
  Mutation: {
    createPayout: async (_parent, { input }, ctx) => {
      // Before validation too: another entity's payout is neither sent nor replayed from the store.
      ctx.entitlement.check(input.entity, 'input.entity');
      return createPayout(input, ctx);
    },
  },
  Subscription: { payoutUpdated },
  Payout: {
    id: (payout) => toGlobalId('Payout', payout.location),
    outcome: (payout) => payoutOutcome(payout.rawOutcome),
    method: (payout) => (payout.method === null ? null : graphQLPayoutMethods[payout.method]),
    receivedAt: (payout) => receivedAtDate(payout),
    amount: (payout) => payout.amount && fromMinorUnits(payout.amount.minorUnits, payout.amount.currency),
    card: (payout) => payout.card && maskedCardView(payout.card),
  },
};
