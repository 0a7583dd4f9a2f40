import type { SandboxContext } from '../../http/types.ts';
import type { PayoutRecord } from './store.ts';

/** No request's keyed hash looks like this, so a POST reusing a past payout's reference is always a 409. */
const pastFingerprint = 'past-payout';

/**
 * The payout of `entity` with this reference: one made through the sandbox, or else one the world's history
 * records (a statement's PAYOUT entry; never a payment item, which is an account payout), which the provider
 * knows as a payout too. A past payout becomes a stored fast-access payout at its first use, with a location of
 * its own and its final outcome, so that it can be fetched by location afterwards like any other.
 */
export function payoutByReference(
  ctx: SandboxContext,
  entity: string,
  transactionReference: string,
): PayoutRecord | undefined {
  const store = ctx.state.payouts;
  const stored = store.findByReference(entity, transactionReference);
  if (stored) return stored;
  const past = ctx.state.world.pastPayout(entity, transactionReference);
  if (!past) return undefined;
  return store.add({
    flow: 'fastAccess',
    entity,
    transactionReference,
    receivedAt: new Date(past.receivedAt),
    fingerprint: pastFingerprint,
    plan: { steps: [{ afterMs: 0, outcome: past.outcome }] },
  });
}
