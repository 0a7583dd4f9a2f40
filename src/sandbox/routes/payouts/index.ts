import { paths } from '../../../contract/index.ts';
import type { Route } from '../../http/types.ts';
import { createPayout, getPayout, queryPayout } from './handlers.ts';

/**
 * Payout routes. `/payouts/:resource` is parameterised, so the literal `/payouts/query` and payment item search's
 * `/payouts/events` win over it (the router prefers literal segments).
 */
export const routes: Route[] = [
  {
    method: 'POST',
    pattern: paths.payoutsBasicDisbursement,
    area: 'payouts',
    handler: createPayout('basicDisbursement'),
  },
  { method: 'POST', pattern: paths.payoutsFastAccess, area: 'payouts', handler: createPayout('fastAccess') },
  { method: 'GET', pattern: paths.payoutsQuery, area: 'payouts', handler: queryPayout },
  { method: 'GET', pattern: `${paths.payoutsPrefix}:resource`, area: 'payouts', handler: getPayout },
];
