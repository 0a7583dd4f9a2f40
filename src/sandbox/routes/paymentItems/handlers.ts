import { paths } from '../../../contract/index.ts';
import { fail } from '../../http/errors.ts';
import type { Handler, SandboxRequest, SandboxResponse } from '../../http/types.ts';
import { readFilters } from './filters.ts';
import { guard } from './guard.ts';
import { pageOf } from './paging.ts';
import { guidPattern, lookupPagingDefaults, readPaging, ubrPattern, validated } from './rules.ts';
import { searchResponse } from './wire.ts';

/** Answer for a valid request about a payment the provider does not know. */
function notFound(): never {
  fail(404, 'SPAN19', 'Payment not found');
}

/**
 * GET /payouts/events?filters. An entity of valid shape that the world does not hold is the spec's SPAN16
 * ("consumer with subject-domain combination not found"); a known entity with no match is an empty page.
 */
export const searchByFilters: Handler = (req, ctx) => {
  guard(req.headers, ctx.config.mediaVendor);
  const filters = validated((errors) => readFilters(req.query, errors, ctx.clock.now()));
  const world = ctx.state.world;
  if (!world.entities.some((e) => e.id === filters.entity)) {
    fail(404, 'SPAN16', 'Unable to find external consumer data');
  }
  const matching = world.paymentItems(filters.entity).filter(filters.matches);
  return searchResponse(pageOf(matching, filters.pageNumber, filters.pageSize), ctx.config.mediaVendor);
};

function lookup(req: SandboxRequest, field: 'ubr' | 'paymentId', pattern: RegExp, message: string) {
  const value = req.params[field] ?? '';
  return validated((errors) => {
    if (!pattern.test(value)) errors.add(field, message);
    return { value, ...readPaging(req.query, errors, lookupPagingDefaults) };
  });
}

/** GET /payouts/events/{ubr}: every item of the batch (or the single payout) with that UBR, paged. */
export const searchByUbr: Handler = (req, ctx): SandboxResponse => {
  guard(req.headers, ctx.config.mediaVendor);
  const { value, pageNumber, pageSize } = lookup(
    req,
    'ubr',
    ubrPattern,
    'ubr must be 8 to 10 alphanumeric characters starting with PN, PZ or PO',
  );
  const items = ctx.state.world.paymentItemsByUbr(value);
  if (items.length === 0) notFound();
  return searchResponse(pageOf(items, pageNumber, pageSize), ctx.config.mediaVendor);
};

/** GET /payouts/events/id/{paymentId}: the one item, still in the search envelope. */
export const searchById: Handler = (req, ctx): SandboxResponse => {
  guard(req.headers, ctx.config.mediaVendor);
  const { value, pageNumber, pageSize } = lookup(req, 'paymentId', guidPattern, 'paymentId must be a GUID');
  const item = ctx.state.world.paymentItem(value);
  if (!item) notFound();
  return searchResponse(pageOf([item], pageNumber, pageSize), ctx.config.mediaVendor);
};

/** Route patterns, from the shared contract paths. */
export const patterns = {
  byFilters: paths.paymentItemsByFilter,
  byUbr: `${paths.paymentItemsByUbrPrefix}:ubr`,
  byId: `${paths.paymentItemsByIdPrefix}:paymentId`,
} as const;
