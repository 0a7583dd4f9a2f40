import { bulkhead } from 'cockatiel';
import DataLoader from 'dataloader';
import type { DataSources } from '../datasources/create.ts';
import type { PayoutsApi } from '../datasources/payouts/api.ts';
import type { Payout, PayoutUpdate } from '../datasources/payouts/models.ts';
import { nullIfNotFound } from '../datasources/upstream/errors.ts';
import { type Loader, oneByOne, settled } from './perRequest.ts';

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

/**
 * Most lookups of payouts by reference in flight at once for one request. A statement page of 50 entries can name
 * 50 payouts, and a request that takes them all at once would hold that many of the provider connections
 * (UPSTREAM_CONNECTIONS, 128 by default) that every other request shares; 8 keeps a page's links within a
 * sixteenth of the default pool and still asks for them in parallel. The rest wait their turn, before any call.
 * @internal Exported for its spec, which holds the provider's answers until this many lookups arrive.
 */
export const payoutLookupsInFlight = 8;

/** Per-request loaders of payouts' current state; a payout read twice in one operation is fetched once. */
export interface PayoutLoaders {
  /** By origin-relative resource location (the key of a payout's global id); null when it does not exist. */
  readonly byLocation: Loader<string, PayoutState | null>;
  /**
   * By `[transactionReference, entity]`; null when the provider has no such payout. The lookups asked for in one
   * tick (the links of a page) are answered together, once the last of them is in, so that what their callers read
   * next (the payouts' records) is asked for in one tick too, and read in one statement. At most
   * {@link payoutLookupsInFlight} of the request's lookups are in flight at once.
   */
  readonly byReference: Loader<readonly [string, string], PayoutState | null>;
}

/**
 * Follows the payout's `payouts:update` link when there is one. The provider refuses it while no update exists yet
 * (the link can be offered before, e.g. on a basic disbursement's `queryRequired`); the payout's own outcome then
 * stands (PayoutsApi.getUpdate reads which refusals say so).
 */
async function current(api: PayoutsApi, payout: Payout, location: string): Promise<PayoutState> {
  const href = payout.links.update;
  const update = href === undefined ? null : await api.getUpdate(href);
  return { location, payout, update };
}

export function createPayoutLoaders(dataSources: DataSources): PayoutLoaders {
  const api = dataSources.payouts;
  // Unbounded queue: what waits is the keys of this request's batches, which its page size already bounds.
  const lookups = bulkhead(payoutLookupsInFlight, Number.POSITIVE_INFINITY);
  const lookUp = ([transactionReference, entity]: readonly [string, string]) =>
    lookups.execute(async () => {
      const payout = await nullIfNotFound(api.findByReference(transactionReference, entity));
      return payout && current(api, payout, api.resourceLocation(payout.links.payout));
    });
  return {
    byLocation: oneByOne(async (location: string) => {
      const payout = await nullIfNotFound(api.get(location));
      // The location stays the one asked for, whatever self link the polled response carries.
      return payout && current(api, payout, location);
    }),
    byReference: new DataLoader<readonly [string, string], PayoutState | null, unknown>(
      (keys) => Promise.all(keys.map((key) => settled(lookUp(key)))),
      { cacheKeyFn: (key) => JSON.stringify(key) },
    ),
  };
}
