import type { Payout } from '../../datasources/payouts/models.ts';
import { nullIfNotFound } from '../../datasources/upstream/errors.ts';
import { withInputPaths } from '../../errors/index.ts';
import { runIdempotent } from '../../idempotency/runIdempotent.ts';
import { validateInput } from '../../validation/index.ts';
import { moneyOperations } from '../common/moneyOperations.ts';
import type { GatewayContext } from '../context.ts';
import { createPayoutInputUnder } from './input.ts';
import { recordPayoutOwner, storedOwnership } from './ownership.ts';
import { createdPayoutRecord } from './record.ts';
import { payoutInputPaths, payoutMethods, payoutRequest } from './request.ts';
import { type PayoutView, payoutView, recordedFacts } from './view.ts';

/**
 * `createPayout`: validates (nothing reaches the provider otherwise), then sends the payout once under its
 * idempotency key. A lost answer is recovered through the provider's query by reference.
 */
export async function createPayout(
  input: unknown,
  ctx: GatewayContext,
): Promise<{ payout: PayoutView; replayed: boolean }> {
  const valid = validateInput(createPayoutInputUnder(ctx.payoutInstrumentRules), input, 'input');
  const method = payoutMethods[valid.method];
  const request = payoutRequest(valid, ctx.wallets);
  const api = ctx.dataSources.payouts;
  const record = createdPayoutRecord(valid);
  // The stored result keeps what it always kept; amount and masked card come from the record on every answer.
  const { amount, card, ...facts } = recordedFacts(record);
  const viewOf = (payout: Payout) =>
    payoutView(payout, { ...facts, location: api.resourceLocation(payout.links.payout) });
  const { result, replayed } = await runIdempotent<PayoutView>({
    store: ctx.idempotency,
    observer: ctx.idempotencyObserver,
    logger: ctx.logger,
    requestedBy: ctx.caller,
    scope: {
      operation: moneyOperations.payout,
      entity: valid.entity,
      transactionReference: valid.transactionReference,
    },
    // The flow is part of the request: the same body sent as fast access is another payout.
    fingerprintOf: { method, request },
    execute: async () => viewOf(await withInputPaths(api.create(method, request), payoutInputPaths(valid))),
    recover: async () => {
      const payout = await nullIfNotFound(api.findByReference(valid.transactionReference, valid.entity));
      return payout && viewOf(payout);
    },
    ownedBy: storedOwnership(record),
  });
  // A replayed answer was stored by an earlier request, perhaps by a gateway that wrote the record only after the
  // answer and stopped in between: writing it again (the same record stands) repairs that.
  if (replayed) await recordPayoutOwner(result.location, record, ctx);
  return { payout: { ...result, amount: amount ?? null, card: card ?? null }, replayed };
}
