import { notEntitledToData } from '../../auth/entitlement.ts';
import type { PaymentItem, PaymentItemFilter } from '../../datasources/paymentItems/models.ts';
import { type InputPathRules, withInputPaths } from '../../errors/index.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import { toGlobalId } from '../../identity/globalId.ts';
import type { PaymentItemSearch } from '../../loaders/paymentItems.ts';
import {
  dayWindows,
  defaultPageLimits,
  type PagingArgs,
  type ProviderPage,
  paginate,
  stitch,
  type WindowPosition,
  type WindowRequest,
  windowAt,
} from '../../pagination/index.ts';
import { validateConnectionInput, validateStitchedInput } from '../../validation/connectionArgs.ts';
import type { NodeSource } from '../common/nodeFetcher.ts';
import { nonEmpty, optionalMoney } from '../common/providerValues.ts';
import type { GatewayContext } from '../context.ts';
import { paymentItemFilter, ubrArgs } from './args.ts';
import { type PaymentItemConnectionModel, paymentStateOf } from './view.ts';

/** The search's largest page (spec area C: page size 1 to 499). */
const providerMaxPageSize = 499;

/** The search's longest range (spec area C: at most 30 days between the dates); longer ones are cut into these. */
const providerWindowSpanDays = 30;

/** The provider searches that together cover the filter's dates. */
function searchWindows(filter: { startDate: string; endDate: string }) {
  return dayWindows(filter.startDate, filter.endDate, providerWindowSpanDays);
}

/** The search's query parameters are the filter's fields, by the same names (paging parameters are ours). */
const filterInputPaths: InputPathRules = [
  'entity',
  'startDate',
  'endDate',
  'payeeName',
  'narrative',
  'transactionReference',
  'beneficiaryAccountNumber',
  'sourceCurrency',
  'sourceAmount',
  'targetCurrency',
  'targetAmount',
  'countryCode',
  'merchantReference',
  'paymentReference',
].map((name) => [name, `filter.${name}`] as const);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One search as a connection. The loader answers null for a UBR the provider does not know: for a list that is an
 * empty one, not an error.
 */
async function fetchSearchPage(
  search: PaymentItemSearch,
  pageNumber: number,
  pageSize: number,
  ctx: GatewayContext,
): Promise<ProviderPage<PaymentItem>> {
  const load = ctx.loaders.paymentItems.searchPage.load({ search, pageNumber, pageSize });
  const page = await (search.by === 'filter' ? withInputPaths(load, filterInputPaths) : load);
  if (page === null) return { items: [], total: 0 };
  // A UBR names no entity: the items it finds must all be the caller's (the filter search checks its entity).
  if (page.items.some((item) => !ctx.entitlement.allows(item.entity))) throw notEntitledToData('ubr');
  return { items: page.items, total: page.pagination.totalNumberOfRecords };
}

/** The search by filters over its whole range: one provider search per window, their lists one after the other. */
function filterConnection(
  filter: PaymentItemFilter,
  paging: PagingArgs<WindowPosition>,
  ctx: GatewayContext,
): Promise<PaymentItemConnectionModel> {
  const windows = searchWindows(filter);
  return stitch({
    paging,
    windowCount: windows.length,
    filterKey: { by: 'filter', filter },
    providerMaxPageSize,
    fetchPage: (index, pageNumber, pageSize) => {
      const search: PaymentItemSearch = { by: 'filter', filter: { ...filter, ...windowAt(windows, index) } };
      return fetchSearchPage(search, pageNumber, pageSize, ctx);
    },
  });
}

/** The search by UBR: one list, paged as the provider pages it. */
async function ubrConnection(
  ubr: string,
  window: WindowRequest,
  ctx: GatewayContext,
): Promise<PaymentItemConnectionModel> {
  const search: PaymentItemSearch = { by: 'ubr', ubr };
  const fetchPage = (pageNumber: number, pageSize: number) =>
    fetchSearchPage(search, pageNumber, pageSize, ctx);
  const connection = await paginate({ window, filterKey: search, providerMaxPageSize, fetchPage });
  return { ...connection, totalCount: async () => connection.totalCount };
}

/** A payment item by id, shown only when it names one of the caller's entities (another's reads as absent). */
async function visibleItem(paymentId: string, ctx: GatewayContext): Promise<PaymentItem | null> {
  const item = await ctx.loaders.paymentItems.byId.load(paymentId);
  return item && ctx.entitlement.allows(item.entity) ? item : null;
}

/** The payment item search by filters, by UBR and by payment id, and the `PaymentItem` type (spec area C). */
export const paymentItemsResolvers: Resolvers = {
  Query: {
    paymentItems: (_parent, { filter, ...args }, ctx) => {
      const { value: valid, window } = validateStitchedInput(paymentItemFilter, filter, 'filter', {
        args,
        limits: defaultPageLimits,
        keyOf: (value) => ({ by: 'filter', filter: value }),
        windowsOf: (value) => searchWindows(value).length,
      });
      ctx.entitlement.check(valid.entity, 'filter.entity');
      return filterConnection(valid, window, ctx);
    },
    paymentItemsByUbr: (_parent, { ubr, ...args }, ctx) => {
      const { value: valid, window } = validateConnectionInput(ubrArgs, { ubr }, '', {
        args,
        limits: defaultPageLimits,
        keyOf: (value) => ({ by: 'ubr', ubr: value.ubr }),
      });
      return ubrConnection(valid.ubr, window, ctx);
    },
    paymentItem: (_parent, { paymentId }, ctx) => visibleItem(paymentId, ctx),
  },
  PaymentItemConnection: {
    nodes: (connection) => connection.edges.map((edge) => edge.node),
    totalCount: (connection) => connection.totalCount(),
  },
  PaymentItem: {
    id: (item) => toGlobalId('PaymentItem', item.paymentId),
    source: (item) => optionalMoney(item.sourceAmount, item.sourceCurrency),
    target: (item) => optionalMoney(item.targetAmount, item.targetCurrency),
    countryCode: (item) => nonEmpty(item.countryCode),
    iban: (item) => nonEmpty(item.iban),
    paymentState: (item) => paymentStateOf(item.paymentState),
    rawPaymentState: (item) => item.paymentState,
  },
};

/**
 * `node` for a PaymentItem id: the lookup by payment id through the loader `paymentItem` uses, so an id asked
 * for both ways is fetched once.
 */
export const paymentItemNode: NodeSource = {
  isKey: (paymentId) => uuidPattern.test(paymentId),
  fetch: (paymentId, ctx) => visibleItem(paymentId, ctx),
};
