import DataLoader from 'dataloader';
import type { CardBin, CardBinQuery } from '../datasources/cardBin/models.ts';
import type { DataSources } from '../datasources/create.ts';
import { nullIfNotFound } from '../datasources/index.ts';
import { type Loader, settled } from './perRequest.ts';

/** Per-request loader of the BIN lookup (spec area F). */
export interface CardBinLoaders {
  /** The card data of a card number or token; null when the provider has none for it (404). */
  readonly byQuery: Loader<CardBinQuery, CardBin | null>;
}

export function createCardBinLoaders(dataSources: DataSources): CardBinLoaders {
  const api = dataSources.cardBin;
  return {
    byQuery: new DataLoader<CardBinQuery, CardBin | null, unknown>(
      (queries) => Promise.all(queries.map((query) => settled(nullIfNotFound(api.lookup(query))))),
      // No cache: its keys would be card numbers and tokens, which are never kept as keys (DESIGN.md "Card data").
      { batch: false, cache: false },
    ),
  };
}
