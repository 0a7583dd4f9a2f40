import type { AccountModel } from '../../loaders/accounts.ts';
import type { Money } from '../../money/index.ts';
import { providerMoney } from '../common/providerValues.ts';

/** What the `Account` resolvers receive (see the account loaders). */
export type { AccountModel } from '../../loaders/accounts.ts';

/** `AccountBalance`: the three provider balances as money in the account's currency. */
export function balanceOf(account: AccountModel): { cleared: Money; uncleared: Money; total: Money } {
  return {
    cleared: providerMoney(account.clearedBalance, account.currency),
    uncleared: providerMoney(account.unclearedBalance, account.currency),
    total: providerMoney(account.balance, account.currency),
  };
}
