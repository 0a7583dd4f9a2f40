import { badUserInput } from '../../errors/index.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import { fromGlobalId, toGlobalId } from '../../identity/globalId.ts';
import { validateInput } from '../../validation/index.ts';
import type { NodeSource } from '../common/nodeFetcher.ts';
import { createPayout } from './createPayout.ts';
import {
  graphQLPayoutMethods,
  isPayoutLocation,
  loadedPayoutView,
  payoutOutcome,
  receivedAtDate,
} from './index.ts';
import { payoutReferenceArgs } from './input.ts';
import { authorizePayout, recordFoundPayout, recordPayoutOwner } from './ownership.ts';

const notAPayoutId = 'is not a payout id issued by this API';

/**
 * `node(id)` for a payout: its current state by the location inside the id. Only payout resource locations are
 * keys, so a forged id cannot make the gateway fetch another provider path with our credentials.
 */
export const payoutNode: NodeSource = {
  isKey: isPayoutLocation,
  fetch: async (location, ctx, argument) => {
    await authorizePayout(location, argument, ctx);
    return loadedPayoutView(await ctx.loaders.payouts.byLocation.load(location));
  },
};

export const payoutsResolvers: Resolvers = {
  Query: {
    payout: async (_parent, { id }, ctx) => {
      const decoded = fromGlobalId(id);
      if (decoded?.type !== 'Payout' || !isPayoutLocation(decoded.key)) {
        throw badUserInput([{ path: 'id', rule: 'INVALID_ID', message: notAPayoutId }]);
      }
      await authorizePayout(decoded.key, 'id', ctx);
      return loadedPayoutView(await ctx.loaders.payouts.byLocation.load(decoded.key));
    },
    payoutByReference: async (_parent, args, ctx) => {
      const { transactionReference, entity } = validateInput(payoutReferenceArgs, args, '');
      ctx.entitlement.check(entity, 'entity');
      const state = await ctx.loaders.payouts.byReference.load([transactionReference, entity]);
      const found = loadedPayoutView(state, { transactionReference, entity });
      return recordFoundPayout(found, entity, transactionReference, ctx);
    },
  },
  Mutation: {
    createPayout: async (_parent, { input }, ctx) => {
      // Before validation too: another entity's payout is neither sent nor replayed from the store.
      ctx.entitlement.check(input.entity, 'input.entity');
      const result = await createPayout(input, ctx);
      await recordPayoutOwner(input, result.payout, ctx);
      return result;
    },
  },
  Payout: {
    id: (payout) => toGlobalId('Payout', payout.location),
    outcome: (payout) => payoutOutcome(payout.rawOutcome),
    method: (payout) => (payout.method === null ? null : graphQLPayoutMethods[payout.method]),
    receivedAt: (payout) => receivedAtDate(payout),
  },
};
