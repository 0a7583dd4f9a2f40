import { containsCardNumber } from '../../contract/index.ts';
import { ReadOnce } from '../../loaders/readOnce.ts';
import type { GatewayContext } from '../context.ts';
import { recordFoundPayout, recordOf } from './ownership.ts';
import { loadedPayoutView, type PayoutView, recordedFacts } from './view.ts';

type ReferenceKey = readonly [transactionReference: string, entity: string];

/**
 * One request's payouts found by reference, as views: `payoutByReference` and the links of statement entries and
 * payment items share it, so a payout that 50 entries name is asked for, read from the ownership store and
 * recorded once per request. Kept beside the request's context rather than in it: it is built from the domain's
 * own functions, which the server's context factory (below the domains' view code) does not know.
 */
const foundPayouts = new WeakMap<GatewayContext, ReadOnce<ReferenceKey, PayoutView | null>>();

function loaderOf(ctx: GatewayContext): ReadOnce<ReferenceKey, PayoutView | null> {
  let loader = foundPayouts.get(ctx);
  if (!loader) {
    loader = new ReadOnce(
      (key: ReferenceKey) => find(key, ctx),
      (key) => JSON.stringify(key),
    );
    foundPayouts.set(ctx, loader);
  }
  return loader;
}

async function find([transactionReference, entity]: ReferenceKey, ctx: GatewayContext) {
  const state = await ctx.loaders.payouts.byReference.load([transactionReference, entity]);
  const record = state ? await recordOf(state.location, ctx) : undefined;
  const found = loadedPayoutView(state, { ...recordedFacts(record), transactionReference, entity });
  return recordFoundPayout(found, entity, transactionReference, ctx);
}

/**
 * The payout of `entity` with this reference, or null when the provider has none. The caller must already be
 * entitled to `entity` (checked by each field, which knows what to name or hide); the found payout's entity is
 * recorded so that `payout(id)` and `node` may read it afterwards. A reference holding a card number finds
 * nothing: the arguments of the queries are refused before this (rule `CARD_NUMBER`), but a statement entry's or
 * payment item's reference comes from the provider, and asking for it would put the number in a URL and a record.
 */
export function payoutByReference(
  transactionReference: string,
  entity: string,
  ctx: GatewayContext,
): Promise<PayoutView | null> {
  if (containsCardNumber(transactionReference)) return Promise.resolve(null);
  return loaderOf(ctx).load([transactionReference, entity]);
}
