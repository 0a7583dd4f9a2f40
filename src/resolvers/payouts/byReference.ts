import { containsCardNumber } from '../../contract/index.ts';
import type { GatewayContext } from '../context.ts';
import { entitledFacts } from './ownership.ts';
import { loadedPayoutView, type PayoutView } from './view.ts';

/**
 * The payout of `entity` with this reference, or null when the provider has none. The caller must already be
 * entitled to `entity` (checked by each field, which knows what to name or hide); the provider answering the
 * payout for that entity is what shows it is the entity's. A read writes nothing: the gateway's record of the
 * payout, when it created it, adds what was sent (amount, masked card, flow), and the rest comes from the provider.
 * The answer's id carries the entity and reference, signed (payoutId.ts), so `node(id:)` answers this very object
 * to any caller entitled to the entity, without anything recorded here.
 * `payoutByReference` and the links of statement entries and payment items share the request's loaders, so a
 * payout that 50 entries name is asked for once, and the records of a page's payouts are read in one statement.
 * A reference holding a card number finds nothing: the arguments of the queries are refused before this (rule
 * `CARD_NUMBER`), but a statement entry's or payment item's reference comes from the provider, and asking for it
 * would put the number in a URL.
 */
export async function payoutByReference(
  transactionReference: string,
  entity: string,
  ctx: GatewayContext,
): Promise<PayoutView | null> {
  if (containsCardNumber(transactionReference)) return null;
  const state = await ctx.loaders.payouts.byReference.load([transactionReference, entity]);
  if (!state) return null;
  return loadedPayoutView(state, await entitledFacts(state.location, entity, transactionReference, ctx));
}
