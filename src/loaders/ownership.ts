import DataLoader from 'dataloader';
import type { PayoutOwnership, PayoutOwnershipStore } from '../stores/ownership/index.ts';
import type { Loader } from './perRequest.ts';

/** Per-request loader of the gateway's payout records (the ownership store). */
export interface OwnershipLoaders {
  /**
   * The record of a payout by its resource location; undefined when the gateway has none. The locations asked for
   * in one tick are read together, in one statement (`getMany`): a page whose entries link 25 payouts reads their
   * records at once. A store failure rejects every load of that batch (and is not kept: a later load asks again).
   */
  readonly byLocation: Loader<string, PayoutOwnership | undefined>;
}

export function createOwnershipLoaders(store: PayoutOwnershipStore): OwnershipLoaders {
  return {
    byLocation: new DataLoader<string, PayoutOwnership | undefined, unknown>(async (locations) => {
      const records = await store.getMany(locations);
      return locations.map((location) => records.get(location));
    }),
  };
}
