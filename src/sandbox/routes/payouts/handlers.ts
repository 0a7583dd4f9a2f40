import { mediaTypes } from '../../../contract/index.ts';
import { FieldErrors, fail } from '../../http/errors.ts';
import { accepts, isContentType } from '../../http/media.ts';
import type { Handler, SandboxContext, SandboxRequest } from '../../http/types.ts';
import { type PayoutFlow, planPayout } from './lifecycle.ts';
import { payoutByReference } from './pastPayouts.ts';
import { payoutBody, payoutHref, updateAvailable, updateBody } from './responses.ts';
import { validatePayoutRequest } from './validate.ts';

/**
 * The sandbox's own error codes of the payouts area (the spec shows none for it). Bodies use the payment item
 * search error shape.
 */
const payoutErrorCodes = {
  invalidRequest: 'SBXP01',
  queryParametersMissing: 'SBXP02',
  notAcceptable: 'SBXP06',
  referenceReused: 'SBXP09',
  payoutNotFound: 'SBXP10',
  unsupportedMediaType: 'SBXP15',
  noUpdate: 'SBXP20',
} as const;

/**
 * Payouts speak one versioned type both ways, `application/vnd.<vendor>.payouts-v<N>+json`, at the version the
 * sandbox is configured with (the provider's documentation; the spec shows none). Returns the headers to answer with.
 */
function checkMedia(req: SandboxRequest, ctx: SandboxContext, hasBody: boolean): Record<string, string> {
  const type = mediaTypes(ctx.config.mediaVendor, ctx.config.payoutsVersion).payouts;
  if (hasBody && !isContentType(req.headers, type)) {
    fail(415, payoutErrorCodes.unsupportedMediaType, 'Unsupported Media Type');
  }
  if (!accepts(req.headers, type)) {
    fail(406, payoutErrorCodes.notAcceptable, `Not Acceptable: payouts answer ${type}`);
  }
  return { 'content-type': type };
}

/**
 * POST of either flow. A repeated transactionReference of the same entity replays the original response with 200
 * when the request is the same, and is refused with 409 otherwise; no second payout is created either way.
 */
export function createPayout(flow: PayoutFlow): Handler {
  return (req, ctx) => {
    const headers = checkMedia(req, ctx, true);
    const now = ctx.clock.now();
    const valid = validatePayoutRequest(req.body, flow, now, {
      networkTokenBillingAddress: ctx.config.payoutNetworkTokenBillingAddress,
      maxReferenceLength: ctx.state.readings.current.payoutReferenceMaxLength,
    });
    const store = ctx.state.payouts;
    const fingerprint = store.fingerprint(flow, req.body);
    const existing = payoutByReference(ctx, valid.entity, valid.transactionReference);
    if (existing) {
      if (existing.fingerprint !== fingerprint) {
        fail(
          409,
          payoutErrorCodes.referenceReused,
          'transactionReference already used by another payout of this entity',
        );
      }
      return { status: 200, headers, body: payoutBody(ctx, existing, existing.receivedAt) };
    }
    const record = store.add({
      flow,
      entity: valid.entity,
      transactionReference: valid.transactionReference,
      receivedAt: now,
      fingerprint,
      plan: planPayout(flow, valid.amount, valid.cardHolderName),
    });
    return {
      status: 201,
      headers: { ...headers, location: payoutHref(ctx, record.id) },
      body: payoutBody(ctx, record, now),
    };
  };
}

/** GET `/payouts/{resource}`: a payout's location or the location of its update (both have that shape). */
export const getPayout: Handler = (req, ctx) => {
  const headers = checkMedia(req, ctx, false);
  const id = req.params.resource ?? '';
  const now = ctx.clock.now();
  const payout = ctx.state.payouts.get(id);
  if (payout) return { status: 200, headers, body: payoutBody(ctx, payout, now) };
  const updated = ctx.state.payouts.getByUpdateId(id);
  if (!updated) fail(404, payoutErrorCodes.payoutNotFound, 'Payout not found');
  if (!updateAvailable(updated, now)) {
    fail(
      ctx.state.readings.current.noUpdateStatus,
      payoutErrorCodes.noUpdate,
      'No update is available for this payout',
    );
  }
  return { status: 200, headers, body: updateBody(ctx, updated, now) };
};

/** GET `/payouts/query?transactionReference=&entity=`: recovers a payout whose location was lost. */
export const queryPayout: Handler = (req, ctx) => {
  const headers = checkMedia(req, ctx, false);
  const errors = new FieldErrors();
  const reference = req.query.get('transactionReference') ?? '';
  const entity = req.query.get('entity') ?? '';
  if (reference === '') errors.add('transactionReference', 'transactionReference is required');
  if (entity === '') errors.add('entity', 'entity is required');
  errors.throwIfAny(payoutErrorCodes.queryParametersMissing, 'transactionReference and entity are required');
  const payout = payoutByReference(ctx, entity, reference);
  if (!payout) fail(404, payoutErrorCodes.payoutNotFound, 'Payout not found');
  return { status: 200, headers, body: payoutBody(ctx, payout, ctx.clock.now()) };
};
