import { paths } from '../../../contract/index.ts';
import type { Route } from '../../http/types.ts';
import { panLookup } from './panLookup.ts';

/** Routes of area F (card BIN data). */
export const routes: Route[] = [
  { method: 'POST', pattern: paths.cardBinLookup, area: 'cardBin', handler: panLookup },
];
