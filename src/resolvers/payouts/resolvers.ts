import type { Resolvers } from '../../generated/resolvers.ts';
import { fromMinorUnits } from '../../money/index.ts';
import { validateInput } from '../../validation/index.ts';
import type { NodeSource } from '../common/nodeFetcher.ts';
import { payoutById } from './byId.ts';
import { payoutByReference } from './byReference.ts';
import { createPayout } from './createPayout.ts';
import { payoutReferenceArgs } from './input.ts';
import { payoutIdOf, payoutKeyOf, readPayoutKey } from './payoutId.ts';
import { maskedCardView } from './record.ts';
import { graphQLPayoutMethods, payoutOutcome, receivedAtDate } from './view.ts';
import { payoutUpdated } from './watch.ts';

/**
 * `node(id)` for a payout: its current state by the location inside the id, authorized as `payout(id)` is. Only
 * keys holding a payout resource location are keys, so a forged id cannot make the gateway fetch another provider
 * path with our credentials.
 */
export const payoutNode: NodeSource = {
  isKey: (key) => readPayoutKey(key) !== undefined,
  fetch: (key, ctx, argument) => {
    const read = readPayoutKey(key);
    return read ? payoutById(read, argument, ctx) : Promise.resolve(null);
  },
};

export const payoutsResolvers: Resolvers = {
  Query: {
    payout: (_parent, { id }, ctx) => payoutById(payoutKeyOf(id), 'id', ctx),
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
    // The same id on every path that answers this payout for one entity (payoutId.ts).
    id: (payout, _args, ctx) => payout.id ?? payoutIdOf(payout, ctx.ids),
    outcome: (payout) => payoutOutcome(payout.rawOutcome),
    method: (payout) => (payout.method === null ? null : graphQLPayoutMethods[payout.method]),
    receivedAt: (payout) => receivedAtDate(payout),
    amount: (payout) => payout.amount && fromMinorUnits(payout.amount.minorUnits, payout.amount.currency),
    card: (payout) => payout.card && maskedCardView(payout.card),
  },
};
