import { paths } from '../../../contract/index.ts';
import type { Route } from '../../http/types.ts';
import { migrateCardOnFile } from './migrateCardOnFile.ts';

/** Routes of area G (customer-initiated card-on-file sale). */
export const routes: Route[] = [
  { method: 'POST', pattern: paths.cardOnFileSale, area: 'sales', handler: migrateCardOnFile },
];
