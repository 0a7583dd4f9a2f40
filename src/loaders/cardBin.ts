import type { CardBin, CardBinQuery } from '../datasources/cardBin/models.ts';
import type { DataSources } from '../datasources/create.ts';
import { nullIfNotFound } from '../datasources/index.ts';
import type { Reader } from './readOnce.ts';

/** Per-request loader of the BIN lookup (spec area F). */
export interface CardBinLoaders {
  /** The card data of a card number or token; null when the provider has none for it (404). */
  readonly byQuery: Reader<CardBinQuery, CardBin | null>;
}

export function createCardBinLoaders(dataSources: DataSources): CardBinLoaders {
  const api = dataSources.cardBin;
  return {
    // No cache: its keys would be card numbers and tokens, which are never kept as keys (DESIGN.md "Card data").
    byQuery: { load: (query) => nullIfNotFound(api.lookup(query)) },
  };
}
