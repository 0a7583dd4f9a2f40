import { withInputPaths } from '../../errors/index.ts';
import { runIdempotent } from '../../idempotency/runIdempotent.ts';
import { validateInput } from '../../validation/index.ts';
import { moneyOperations } from '../common/moneyOperations.ts';
import type { GatewayContext } from '../context.ts';
import { payoutAnswers } from './answers.ts';
import { createPayoutInputUnder } from './input.ts';
import { recordPayoutOwner, storedOwnership } from './ownership.ts';
import { createdPayoutRecord } from './record.ts';
import { payoutInputPaths, payoutMethods, payoutRequest } from './request.ts';
import { type PayoutView, recordedFacts } from './view.ts';

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
  const { viewOf, recover } = payoutAnswers(api, record);
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
    // What was sent, kept with the claim: the settle pass stores this answer if the caller never comes back.
    intent: record,
    execute: async () => viewOf(await withInputPaths(api.create(method, request), payoutInputPaths(valid))),
    recover,
    ownedBy: storedOwnership(record),
  });
  // A replayed answer was stored by an earlier request, perhaps by a gateway that wrote the record only after the
  // answer and stopped in between: writing it again (the same record stands) repairs that.
  if (replayed) await recordPayoutOwner(result.location, record, ctx);
  // Amount and masked card come from the record on every answer (the stored one never held them).
  const { amount, card } = recordedFacts(record);
  return { payout: { ...result, amount: amount ?? null, card: card ?? null }, replayed };
}
