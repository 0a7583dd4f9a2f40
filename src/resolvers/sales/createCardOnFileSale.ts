import { authenticationValueReused, withInputPaths } from '../../errors/index.ts';
import { runIdempotent } from '../../idempotency/runIdempotent.ts';
import { validateInput } from '../../validation/index.ts';
import { moneyOperations } from '../common/moneyOperations.ts';
import type { GatewayContext } from '../context.ts';
import { authenticationValueIdentity } from './authenticationValue.ts';
import {
  type SaleView,
  saleFingerprintInput,
  saleInputPaths,
  saleRequest,
  saleView,
  storedSaleView,
} from './index.ts';
import { createCardOnFileSaleInput } from './input.ts';

const reused = () => authenticationValueReused('input.customer.authentication.authenticationValue');

/**
 * `createCardOnFileSale`: validates, then charges once under the sale's idempotency key. The provider offers no
 * query for sales, so a lost answer is `OUTCOME_UNKNOWN` and the key stays locked until its record expires; for the
 * same reason its answer is stored with a synchronous commit (no `recover`: see `CompleteOptions.recoverable`). A
 * sale carrying a 3DS authenticationValue that another sale used is refused before the provider; the same sale
 * retried still replays.
 */
export async function createCardOnFileSale(
  input: unknown,
  ctx: GatewayContext,
): Promise<{ sale: SaleView; replayed: boolean }> {
  const valid = validateInput(createCardOnFileSaleInput, input, 'input');
  const request = saleRequest(valid);
  const authenticationValue = valid.customer?.authentication.authenticationValue;
  const { result, replayed } = await runIdempotent<SaleView>({
    store: ctx.idempotency,
    observer: ctx.idempotencyObserver,
    logger: ctx.logger,
    requestedBy: ctx.caller,
    scope: {
      operation: moneyOperations.cardOnFileSale,
      entity: valid.merchant.entity,
      transactionReference: valid.transactionReference,
    },
    fingerprintOf: saleFingerprintInput(request),
    execute: async () =>
      saleView(
        await withInputPaths(ctx.dataSources.sales.create(request), saleInputPaths),
        valid.transactionReference,
      ),
    toStored: storedSaleView,
    // The spec: an authenticationValue must not be used in more than one authorization (issuers decline reuse).
    // Claimed by the bytes it encodes: the provider is sent the text as given, but another spelling is no new value.
    ...(authenticationValue
      ? { singleUse: { value: authenticationValueIdentity(authenticationValue), refusal: reused } }
      : {}),
  });
  return { sale: result, replayed };
}
