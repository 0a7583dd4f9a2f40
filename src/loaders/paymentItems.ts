import type { DataSources } from '../datasources/create.ts';
import { nullIfNotFound } from '../datasources/index.ts';
import type { PaymentItem, PaymentItemFilter, PaymentItemPage } from '../datasources/paymentItems/models.ts';
import { canonicalJson } from '../json/canonicalJson.ts';
import { type Loader, oneByOne } from './perRequest.ts';

/** Which search a page belongs to: by filters or by unique bankout reference. */
export type PaymentItemSearch =
  | { readonly by: 'filter'; readonly filter: PaymentItemFilter }
  | { readonly by: 'ubr'; readonly ubr: string };

/** One provider page of one search. */
interface PaymentItemPageKey {
  readonly search: PaymentItemSearch;
  readonly pageNumber: number;
  readonly pageSize: number;
}

/** Per-request loaders of the payment item search. */
export interface PaymentItemLoaders {
  /**
   * One page of a search, keyed by (search, page size, page number): `totalCount` and `edges` share it. Null for a
   * UBR the provider does not know (404 SPAN19, "payment not found"); a search by filters has no such answer.
   */
  readonly searchPage: Loader<PaymentItemPageKey, PaymentItemPage | null>;
  /**
   * One item by payment id (case-insensitive, as GUIDs are); null when the provider has none (SPAN19). Shared by
   * `paymentItem` and `node`, so the same id is fetched once per request.
   */
  readonly byId: Loader<string, PaymentItem | null>;
}

export function createPaymentItemLoaders(dataSources: DataSources): PaymentItemLoaders {
  const api = dataSources.paymentItems;
  const searchPage = oneByOne<PaymentItemPageKey, PaymentItemPage | null>(
    ({ search, pageNumber, pageSize }) => {
      const page = { pageNumber, pageSize };
      return search.by === 'filter'
        ? api.search(search.filter, page)
        : nullIfNotFound(api.byUbr(search.ubr, page));
    },
    canonicalJson,
  );
  const byId = oneByOne<string, PaymentItem | null>(
    async (paymentId) => {
      const page = await nullIfNotFound(api.byPaymentId(paymentId, { pageNumber: 1, pageSize: 1 }));
      return page?.items[0] ?? null;
    },
    (paymentId) => paymentId.toLowerCase(),
  );
  return { searchPage, byId };
}
