import { payoutNotKnownForCaller } from '../../auth/entitlement.ts';
import { toGlobalId } from '../../identity/globalId.ts';
import type { GatewayContext } from '../context.ts';
import { authorizePayout, entitledFacts } from './ownership.ts';
import { isSigned, type PayoutIdKey } from './payoutId.ts';
import { loadedPayoutView, type PayoutFacts, type PayoutView, recordedFacts } from './view.ts';

/**
 * What a caller's payout id lets it read, decided before the provider is called: an entitled id by its MAC and
 * the caller's entitlement to the entity inside (nothing read to decide, nothing written), a location-only id by
 * the ownership store as before. An id changed in any part, signed under another key or naming an entity the
 * caller may not act for is refused exactly as an id of no payout: FORBIDDEN naming `field`.
 */
export async function factsOfId(
  key: PayoutIdKey,
  field: string,
  ctx: GatewayContext,
): Promise<Omit<PayoutFacts, 'location'>> {
  if (key.kind === 'location') return recordedFacts(await authorizePayout(key.location, field, ctx));
  if (!isSigned(key, ctx.ids) || !ctx.entitlement.allows(key.entity)) throw payoutNotKnownForCaller(field);
  return entitledFacts(key.location, key.entity, key.transactionReference, ctx);
}

/**
 * A view as the id it was reached by names it: an entitled id's entity and reference (a poller shared with other
 * watchers may have been started with fewer facts), a location-only id as itself (its reader keeps that id).
 */
export function answeredFor(view: PayoutView, key: PayoutIdKey): PayoutView {
  if (key.kind === 'location') return { ...view, id: toGlobalId('Payout', key.location) };
  return { ...view, entity: key.entity, transactionReference: key.transactionReference };
}

/**
 * `payout(id)`, `node` and `nodes`: the payout's current state by the location inside the id, once the caller may
 * read it, with the same facts as the path that handed the id out. Null when the provider no longer knows it.
 */
export async function payoutById(
  key: PayoutIdKey,
  field: string,
  ctx: GatewayContext,
): Promise<PayoutView | null> {
  const facts = await factsOfId(key, field, ctx);
  const view = loadedPayoutView(await ctx.loaders.payouts.byLocation.load(key.location), facts);
  return view && answeredFor(view, key);
}
