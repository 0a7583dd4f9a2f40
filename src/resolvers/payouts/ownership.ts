import { payoutNotKnownForCaller } from '../../auth/entitlement.ts';
import { refuseCardNumbersInRecord } from '../../idempotency/cardNumberGuard.ts';
import { beforeSending } from '../../idempotency/storeCalls.ts';
import type { OwnershipAt, PayoutOwnership } from '../../stores/ownership/index.ts';
import type { GatewayContext } from '../context.ts';
import { type PayoutFacts, type PayoutView, recordedFacts } from './view.ts';

/**
 * Authorizes a payout reached by a location-only global id (the form handed out before ids carried their entity,
 * see payoutId.ts) before the provider is called: only a payout this gateway created
 * for one of the caller's entities (its record in the ownership store) may be read. An unknown payout is refused
 * exactly as another entity's, in words true of both, so a caller learns nothing about ids it did not get from
 * us. Open access reads all (a payout the provider does not know is null).
 * Returns the record, whose facts every path answers with the provider's answer.
 */
export async function authorizePayout(
  location: string,
  field: string,
  ctx: GatewayContext,
): Promise<PayoutOwnership | undefined> {
  if (ctx.entitlement.all) return recordOf(location, ctx);
  // Without the record nothing may be shown: an unreachable store is STORE_UNAVAILABLE (retry later), not a refusal.
  const owner = await beforeSending(() => ctx.loaders.ownership.byLocation.load(location));
  if (!ctx.entitlement.allows(owner?.entity)) throw payoutNotKnownForCaller(field);
  return owner;
}

/**
 * The record of a payout, or undefined when the store cannot be read: open access and the payouts found by
 * reference need it for its facts only. Through the request's loader, so the records asked for in one tick are read
 * in one statement.
 */
async function recordOf(location: string, ctx: GatewayContext): Promise<PayoutOwnership | undefined> {
  try {
    return await ctx.loaders.ownership.byLocation.load(location);
  } catch (err) {
    ctx.logger.warn({ err: { message: (err as Error).message } }, 'payout record not read');
    return undefined;
  }
}

/**
 * What the gateway knows of a payout answered for `entity` (found by reference, or named by an entitled id): that
 * entity and reference, with what the gateway's record adds (flow, amount, masked card) when it created the payout
 * for that entity. Read through the request's loader, so a page's records are one statement; nothing is written.
 * A record of another entity (which the provider's answer or the signed id contradicts) lends nothing. A store
 * that cannot be read fails the field with STORE_UNAVAILABLE.
 */
export async function entitledFacts(
  location: string,
  entity: string,
  transactionReference: string,
  ctx: GatewayContext,
): Promise<Omit<PayoutFacts, 'location'>> {
  // Unreadable, it is STORE_UNAVAILABLE (retry later), not a payout without its amount and card: a normalized
  // cache would keep that answer over the whole one (one payout, one object).
  const record = await beforeSending(() => ctx.loaders.ownership.byLocation.load(location));
  return { ...recordedFacts(record?.entity === entity ? record : undefined), transactionReference, entity };
}

/**
 * The record of a payout `createPayout` sends, as the idempotency store keeps it with the payout's answer (in the
 * same statement in PostgreSQL, before it elsewhere), so that no stored answer lacks it. Checked here, before
 * anything is claimed or sent: a refusal could not be answered once the payout is made.
 */
export function storedOwnership(record: PayoutOwnership): (payout: PayoutView) => OwnershipAt {
  refuseCardNumbersInRecord('payout ownership', [record.entity, record.transactionReference]);
  return (payout) => ({ location: payout.location, ownership: record });
}

/**
 * Records which entity a payout replayed by `createPayout` belongs to, with what was sent but no card data beyond
 * the mask. The payout is already made: a store failure is logged, not raised, so the caller
 * still gets its result (it can read the payout by reference; only the lookup by id stays refused).
 */
export function recordPayoutOwner(location: string, record: PayoutOwnership, ctx: GatewayContext) {
  return remember(location, ctx, record);
}

async function remember(location: string, ctx: GatewayContext, ownership: PayoutOwnership): Promise<void> {
  try {
    refuseCardNumbersInRecord('payout ownership', [ownership.entity, ownership.transactionReference]);
    await ctx.ownership.remember(location, ownership);
  } catch (err) {
    ctx.logger.error({ err: { message: (err as Error).message } }, 'payout ownership not recorded');
  }
}
