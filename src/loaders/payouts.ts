import type { DataSources } from '../datasources/create.ts';
import type { PayoutsApi } from '../datasources/payouts/api.ts';
import type { Payout, PayoutUpdate } from '../datasources/payouts/models.ts';
import { nullIfNotFound } from '../datasources/upstream/errors.ts';
import { ReadOnce } from './readOnce.ts';

/**
 * A payout's current state as the provider tells it: the payout resource and, when it offers a `payouts:update`
 * link, that link's answer (which then gives the current outcome). Provider models only: the payouts domain
 * turns them into the GraphQL view.
 */
export interface PayoutState {
  /** Origin-relative location of the payout resource (`payouts:payout`): the one asked for, or the found one's. */
  readonly location: string;
  readonly payout: Payout;
  /** Null when no update link was offered, or the provider has no update yet. */
  readonly update: PayoutUpdate | null;
}

/** Per-request loaders of payouts' current state; a payout read twice in one operation is fetched once. */
export interface PayoutLoaders {
  /** By origin-relative resource location (the key of a payout's global id); null when it does not exist. */
  readonly byLocation: ReadOnce<string, PayoutState | null>;
  /** By `[transactionReference, entity]`; null when the provider has no such payout. */
  readonly byReference: ReadOnce<readonly [string, string], PayoutState | null>;
}

/**
 * Follows the payout's `payouts:update` link when there is one. The provider answers "not found" while no update
 * exists yet (the link can be offered before, e.g. on a basic disbursement's `queryRequired`); the payout's own
 * outcome then stands.
 */
async function current(api: PayoutsApi, payout: Payout, location: string): Promise<PayoutState> {
  const href = payout.links.update;
  const update = href === undefined ? null : await nullIfNotFound(api.getUpdate(href));
  return { location, payout, update };
}

export function createPayoutLoaders(dataSources: DataSources): PayoutLoaders {
  const api = dataSources.payouts;
  return {
    byLocation: new ReadOnce(async (location: string) => {
      const payout = await nullIfNotFound(api.get(location));
      // The location stays the one asked for, whatever self link the polled response carries.
      return payout && current(api, payout, location);
    }),
    byReference: new ReadOnce(
      async ([transactionReference, entity]: readonly [string, string]) => {
        const payout = await nullIfNotFound(api.findByReference(transactionReference, entity));
        return payout && current(api, payout, api.resourceLocation(payout.links.payout));
      },
      (key) => JSON.stringify(key),
    ),
  };
}
