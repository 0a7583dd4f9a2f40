import type { Route } from '../../http/types.ts';
import { patterns, searchByFilters, searchById, searchByUbr } from './handlers.ts';

/** Payment item search (spec area C): by filters, by UBR, by payment id. */
export const routes: Route[] = [
  { method: 'GET', pattern: patterns.byFilters, area: 'paymentItems', handler: searchByFilters },
  { method: 'GET', pattern: patterns.byUbr, area: 'paymentItems', handler: searchByUbr },
  { method: 'GET', pattern: patterns.byId, area: 'paymentItems', handler: searchById },
];
