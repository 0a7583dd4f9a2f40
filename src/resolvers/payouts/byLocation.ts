import type { GatewayContext } from '../context.ts';
import { authorizePayout } from './ownership.ts';
import { loadedPayoutView, type PayoutView, recordedFacts } from './view.ts';

/**
 * A payout's current state by its resource location, once the ownership store shows the caller is allowed it
 * (FORBIDDEN naming `field` otherwise): a money request's payout, which the gateway created. Null when the
 * provider no longer knows it.
 */
export async function payoutAt(
  location: string,
  field: string,
  ctx: GatewayContext,
): Promise<PayoutView | null> {
  const record = await authorizePayout(location, field, ctx);
  return loadedPayoutView(await ctx.loaders.payouts.byLocation.load(location), recordedFacts(record));
}
