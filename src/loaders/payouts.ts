import DataLoader from 'dataloader';
import type { DataSources } from '../datasources/create.ts';
import type { PayoutsApi } from '../datasources/payouts/api.ts';
import type { Payout } from '../datasources/payouts/models.ts';
import { nullIfNotFound } from '../datasources/upstream/errors.ts';
import { type PayoutFacts, type PayoutView, payoutView } from '../resolvers/payouts/index.ts';
import { oneByOne } from './oneByOne.ts';

/** Per-request loaders of payouts' current state; a payout read twice in one operation is fetched once. */
export interface PayoutLoaders {
  /** By origin-relative resource location (the key of a payout's global id); null when it does not exist. */
  readonly byLocation: DataLoader<string, PayoutView | null>;
  /** By `[transactionReference, entity]`; null when the provider has no such payout. */
  readonly byReference: DataLoader<readonly [string, string], PayoutView | null, string>;
}

/**
 * The current state of a payout: when the provider offers a `payouts:update` link, it is followed and its
 * outcome is the current one. The provider answers "not found" while no update exists yet (the link can be
 * offered before, e.g. on a basic disbursement's `queryRequired`); the payout's own outcome then stands.
 */
async function current(api: PayoutsApi, payout: Payout, facts: PayoutFacts): Promise<PayoutView> {
  const href = payout.links.update;
  const update = href === undefined ? null : await nullIfNotFound(api.getUpdate(href));
  return payoutView(payout, facts, update ?? undefined);
}

export function createPayoutLoaders(dataSources: DataSources): PayoutLoaders {
  const api = dataSources.payouts;
  return {
    byLocation: new DataLoader(
      oneByOne(async (location: string) => {
        const payout = await nullIfNotFound(api.get(location));
        // The id stays the one asked for, whatever self link the polled response carries.
        return payout && current(api, payout, { location });
      }),
    ),
    byReference: new DataLoader(
      oneByOne(async ([transactionReference, entity]: readonly [string, string]) => {
        const payout = await nullIfNotFound(api.findByReference(transactionReference, entity));
        if (!payout) return null;
        const location = api.resourceLocation(payout.links.payout);
        return current(api, payout, { location, transactionReference, entity });
      }),
      { cacheKeyFn: (key) => JSON.stringify(key) },
    ),
  };
}
