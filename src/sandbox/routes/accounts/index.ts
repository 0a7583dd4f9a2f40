import { paths } from '../../../contract/index.ts';
import type { Route } from '../../http/types.ts';
import { balanceByAccount, balancesByEntity } from './balances.ts';
import { statement } from './statements.ts';

/** Account statement (spec area D) and balances (area E). */
export const routes: Route[] = [
  { method: 'GET', pattern: paths.accountStatements, area: 'statements', handler: statement },
  // The published path really has a double slash; a single-slash path does not match and is a 404.
  {
    method: 'GET',
    pattern: `${paths.accountBalancePrefix}:accountNumber`,
    area: 'balances',
    handler: balanceByAccount,
  },
  { method: 'GET', pattern: paths.accountBalanceByEntity, area: 'balances', handler: balancesByEntity },
];
