import { mediaTypes } from '../../../contract/index.ts';
import { fail } from '../../http/errors.ts';
import { accepts, contentType } from '../../http/media.ts';
import type { Handler } from '../../http/types.ts';
import { saleErrors } from './errors.ts';
import { riskFactors, saleOutcome } from './outcome.ts';
import { saleResponse } from './response.ts';
import { validateSale } from './validate.ts';

/**
 * POST /payments/sales/migrateCardOnFile (payments v5): validates, decides the outcome by test values, and keeps
 * the answer under (entity, transactionReference) so a repeated request is replayed instead of charged twice.
 */
export const migrateCardOnFile: Handler = (req, ctx) => {
  const types = mediaTypes(ctx.config.mediaVendor);
  // contentType() is lower-cased and media types are case-insensitive, so a vendor like 'Acme' must match too.
  if (contentType(req.headers) !== types.paymentsRequest.toLowerCase()) {
    fail(415, undefined, 'Unsupported Media Type');
  }
  if (!accepts(req.headers, types.paymentsResponse)) {
    const { status, customCode, message } = saleErrors.notAcceptable;
    fail(status, customCode, message);
  }
  const sale = validateSale(req.body, ctx.state.readings.current.saleLinksRequired);
  const headers = { 'content-type': types.paymentsResponse };

  const fingerprint = ctx.state.sales.fingerprint(req.body);
  const previous = ctx.state.sales.find(sale.entity, sale.transactionReference);
  if (previous) {
    if (previous.fingerprint !== fingerprint) {
      const { status, customCode, message } = saleErrors.duplicateReference;
      fail(status, customCode, message);
    }
    return { status: 201, body: previous.response, headers };
  }

  const outcome = saleOutcome(sale, ctx.clock.now());
  const response = saleResponse(sale, outcome, riskFactors(sale), {
    baseUrl: ctx.baseUrl,
    paymentAccountReference: ctx.state.sales.paymentAccountReference(sale.cardNumber),
  });
  ctx.state.sales.save(sale.entity, sale.transactionReference, { fingerprint, response });
  return { status: 201, body: response, headers };
};
