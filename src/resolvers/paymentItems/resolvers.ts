import { z } from 'zod';
import { notEntitledToData } from '../../auth/entitlement.ts';
import type { PaymentItem } from '../../datasources/paymentItems/models.ts';
import { type InputPathRules, withInputPaths } from '../../errors/index.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import { toGlobalId } from '../../identity/globalId.ts';
import type { PaymentItemSearch } from '../../loaders/paymentItems.ts';
import {
  type ConnectionArgs,
  dayWindows,
  type ListField,
  type ProviderPage,
  resolveList,
} from '../../pagination/index.ts';
import { paymentItemEntity } from '../../validation/identifiers.ts';
import { validateInput } from '../../validation/index.ts';
import type { NodeSource } from '../common/nodeFetcher.ts';
import { nonEmpty, optionalMoney } from '../common/providerValues.ts';
import type { GatewayContext } from '../context.ts';
import { paymentItemFilter, ubrArgs } from './args.ts';
import { type PaymentItemConnectionModel, paymentStateOf } from './view.ts';

/** The search's largest page (spec area C: page size 1 to 499). */
const providerMaxPageSize = 499;

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

/**
 * One page of one search. The loader answers null for a UBR the provider does not know: for a list that is an
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

type SearchList<S extends typeof paymentItemFilter | typeof ubrArgs> = ListField<
  S,
  PaymentItemSearch,
  ProviderPage<PaymentItem>,
  GatewayContext
>;

/**
 * The search by filters over its whole range: the provider searches at most 30 days between the dates (spec area
 * C), so a longer range is one search per window, their lists one after the other. Only the caller's entities.
 */
const filterSearch: SearchList<typeof paymentItemFilter> = {
  cursors: 'position',
  input: paymentItemFilter,
  inputPath: 'filter',
  key: (filter) => ({ by: 'filter', filter }),
  searches: (filter) =>
    dayWindows(filter.startDate, filter.endDate, 30).map((days) => ({
      by: 'filter',
      filter: { ...filter, ...days },
    })),
  providerMaxPageSize,
  fetchPage: fetchSearchPage,
  authorize: (filter, ctx) => ctx.entitlement.check(filter.entity, 'filter.entity'),
};

/** The search by UBR: one list, paged as the provider pages it. */
const ubrSearch: SearchList<typeof ubrArgs> = {
  cursors: 'offset',
  input: ubrArgs,
  inputPath: '',
  key: ({ ubr }) => ({ by: 'ubr', ubr }),
  searches: ({ ubr }) => [{ by: 'ubr', ubr }],
  providerMaxPageSize,
  fetchPage: fetchSearchPage,
};

/**
 * The merchant as the payment item search names it (6 letters or digits without I or O): checked before the
 * search so that its refusal names the merchant's `entity`, which `Merchant.paymentItems`' filter does not hold.
 */
const searchableMerchant = z.object({ entity: paymentItemEntity });

/**
 * The search by filters, as `Query.paymentItems` and `Merchant.paymentItems` (the merchant's entity in the
 * filter) both answer it.
 */
function searchPaymentItems(
  filter: unknown,
  args: ConnectionArgs,
  ctx: GatewayContext,
): Promise<PaymentItemConnectionModel> {
  return resolveList(filterSearch, filter, args, ctx);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A payment item by id, shown only when it names one of the caller's entities (another's reads as absent). */
async function visibleItem(paymentId: string, ctx: GatewayContext): Promise<PaymentItem | null> {
  const item = await ctx.loaders.paymentItems.byId.load(paymentId);
  return item && ctx.entitlement.allows(item.entity) ? item : null;
}

/**
 * The payment item search by filters, by UBR and by payment id, a merchant's search, and the `PaymentItem` type
 * (spec area C).
 */
export const paymentItemsResolvers: Resolvers = {
  Query: {
    paymentItems: (_parent, { filter, ...args }, ctx) => searchPaymentItems(filter, args, ctx),
    paymentItemsByUbr: (_parent, { ubr, ...args }, ctx) => resolveList(ubrSearch, { ubr }, args, ctx),
    paymentItem: (_parent, { paymentId }, ctx) => visibleItem(paymentId, ctx),
  },
  // `merchant(entity)` has checked the entity, as the search checks `filter.entity`.
  Merchant: {
    paymentItems: ({ entity }, { filter, ...args }, ctx) => {
      validateInput(searchableMerchant, { entity }, '');
      return searchPaymentItems({ ...filter, entity }, args, ctx);
    },
  },
  PaymentItemConnection: {
    nodes: (connection) => connection.edges.map((edge) => edge.node),
    // async: a failed count (a provider call) comes after the page's other fields started (compilationRule.ts).
    totalCount: async (connection) => connection.totalCount(),
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
