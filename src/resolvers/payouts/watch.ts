import type { DataSources } from '../../datasources/create.ts';
import { badUserInput } from '../../errors/index.ts';
import type { PayoutOutcome, SubscriptionResolvers } from '../../generated/resolvers.ts';
import type { LiveSource } from '../../live/index.ts';
import { createPayoutLoaders } from '../../loaders/payouts.ts';
import { answeredFor, factsOfId } from './byId.ts';
import { payoutKeyOf } from './payoutId.ts';
import {
  loadedPayoutView,
  type PayoutFacts,
  type PayoutView,
  payoutOutcome,
  receivedAtDate,
} from './view.ts';

/**
 * Outcomes at which a payout's stream ends: the gateway's decision, since the spec lists few transitions ("Other
 * transitions: not shown"). `REQUEST_RECEIVED` among them: a basic disbursement is processed in 3 to 5 working days
 * and the provider reports no outcome after it, so a stream waiting for one would run until the client leaves.
 */
const finalOutcomes: ReadonlySet<PayoutOutcome> = new Set([
  'REQUEST_RECEIVED',
  'DISBURSED',
  'REFUSED',
  'ERROR',
]);

/**
 * A payout's current state, read as `payout(id)` reads it (the same loader path: the resource, then its update
 * link when offered). A fresh loader per tick: a loader caches, and each tick must ask the provider again.
 */
function payoutSource(
  location: string,
  dataSources: DataSources,
  facts: Omit<PayoutFacts, 'location'>,
): LiveSource<PayoutView> {
  return {
    async poll() {
      const view = loadedPayoutView(await createPayoutLoaders(dataSources).byLocation.load(location), facts);
      if (view === null)
        throw badUserInput([
          { path: 'id', rule: 'INVALID_ID', message: 'names no payout the provider knows' },
        ]);
      return view;
    },
    isFinal: (view) => finalOutcomes.has(payoutOutcome(view.rawOutcome)),
    bornAt: (view) => receivedAtDate(view)?.getTime(),
  };
}

/**
 * `Subscription.payoutUpdated`: authorized like `payout(id)` before anything is polled, then one shared poller
 * per payout (src/live/) sends the current state and each change until a final outcome.
 */
export const payoutUpdated: NonNullable<SubscriptionResolvers['payoutUpdated']> = {
  subscribe: async (_parent, { id }, ctx) => {
    const key = payoutKeyOf(id);
    const { location } = key;
    // The record is the same for every watcher of this payout (and every replica), so the shared poller may hold it.
    const facts = await factsOfId(key, 'id', ctx);
    return ctx.live.watch(`payout:${location}`, payoutSource(location, ctx.dataSources, facts));
  },
  // Each watcher sees the payout as its own id names it (the poller is shared by watchers of every id form).
  resolve: (view: PayoutView, { id }: { readonly id: string }) => answeredFor(view, payoutKeyOf(id)),
};
