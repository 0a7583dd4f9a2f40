import type { Route } from '../http/types.ts';
import { routes as accounts } from './accounts/index.ts';
import { routes as cardBin } from './cardBin/index.ts';
import { routes as control } from './control/index.ts';
import { routes as paymentItems } from './paymentItems/index.ts';
import { routes as payouts } from './payouts/index.ts';
import { routes as sales } from './sales/index.ts';
import { routes as threeDs } from './threeDs/index.ts';

/** Every route the sandbox serves; the router prefers literal segments, so order does not matter. */
export const allRoutes: readonly Route[] = [
  ...accounts,
  ...paymentItems,
  ...payouts,
  ...threeDs,
  ...cardBin,
  ...sales,
  ...control,
];
