import { notEntitledToData } from '../auth/entitlement.ts';
import type { GatewayContext } from '../context.ts';
import type { CreatePayoutInput } from '../generated/resolvers.ts';
import type { PayoutView } from './mappers/payouts/index.ts';

/**
 * Authorizes a payout reached by its global id before the provider is called: only a payout this gateway created
 * for one of the caller's entities (its record in the ownership store) may be read. An unknown payout is refused
 * like another entity's, so a caller learns nothing about ids it did not get from us. Open access reads all.
 */
export async function authorizePayout(location: string, field: string, ctx: GatewayContext): Promise<void> {
  if (ctx.entitlement.all) return;
  const owner = await ctx.ownership.ownerOf(location);
  if (!ctx.entitlement.allows(owner?.entity)) throw notEntitledToData(field);
}

/**
 * Records which entity a payout created (or replayed) by `createPayout` belongs to, with what was sent but no
 * card data. The payout is already made: a store failure is logged, not raised, so the caller still gets its
 * result (it can read the payout by reference; only the lookup by id stays refused).
 */
export async function recordPayoutOwner(
  input: CreatePayoutInput,
  payout: PayoutView,
  ctx: GatewayContext,
): Promise<void> {
  try {
    await ctx.ownership.remember(payout.location, {
      entity: input.entity,
      method: input.method,
      transactionReference: input.transactionReference,
      amount: { minorUnits: String(input.value.amount), currency: String(input.value.currency) },
    });
  } catch (err) {
    ctx.logger.error({ err: { message: (err as Error).message } }, 'payout ownership not recorded');
  }
}
