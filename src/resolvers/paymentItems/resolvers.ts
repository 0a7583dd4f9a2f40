import { notEntitledToData } from '../../auth/entitlement.ts';
import type { PaymentItem } from '../../datasources/paymentItems/models.ts';
import { type InputPathRules, withInputPaths } from '../../errors/index.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import { toGlobalId } from '../../identity/globalId.ts';
import type { PaymentItemSearch } from '../../loaders/paymentItems.ts';
import {
  defaultPageLimits,
  type ProviderPage,
  paginate,
  type WindowRequest,
} from '../../pagination/index.ts';
import { validateConnectionInput } from '../../validation/connectionArgs.ts';
import type { NodeSource } from '../common/nodeFetcher.ts';
import { nonEmpty, optionalMoney } from '../common/providerValues.ts';
import type { GatewayContext } from '../context.ts';
import { paymentItemFilter, ubrArgs } from './args.ts';
import { paymentStateOf } from './view.ts';

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

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One search as a connection. The loader answers null for a UBR the provider does not know: for a list that is an
 * empty one, not an error.
 */
function searchConnection(search: PaymentItemSearch, window: WindowRequest, ctx: GatewayContext) {
  const fetchPage = async (pageNumber: number, pageSize: number): Promise<ProviderPage<PaymentItem>> => {
    const load = ctx.loaders.paymentItems.searchPage.load({ search, pageNumber, pageSize });
    const page = await (search.by === 'filter' ? withInputPaths(load, filterInputPaths) : load);
    if (page === null) return { items: [], total: 0 };
    // A UBR names no entity: the items it finds must all be the caller's (the filter search checks its entity).
    if (page.items.some((item) => !ctx.entitlement.allows(item.entity))) throw notEntitledToData('ubr');
    return { items: page.items, total: page.pagination.totalNumberOfRecords };
  };
  return paginate({ window, filterKey: search, providerMaxPageSize, fetchPage });
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
      const { value: valid, window } = validateConnectionInput(paymentItemFilter, filter, 'filter', {
        args,
        limits: defaultPageLimits,
        keyOf: (value) => ({ by: 'filter', filter: value }),
      });
      ctx.entitlement.check(valid.entity, 'filter.entity');
      return searchConnection({ by: 'filter', filter: valid }, window, ctx);
    },
    paymentItemsByUbr: (_parent, { ubr, ...args }, ctx) => {
      const { value: valid, window } = validateConnectionInput(ubrArgs, { ubr }, '', {
        args,
        limits: defaultPageLimits,
        keyOf: (value) => ({ by: 'ubr', ubr: value.ubr }),
      });
      return searchConnection({ by: 'ubr', ubr: valid.ubr }, window, ctx);
    },
    paymentItem: (_parent, { paymentId }, ctx) => visibleItem(paymentId, ctx),
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
