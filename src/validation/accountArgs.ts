import { z } from 'zod';
import { dateTime, statementDateRule } from './dates.ts';
import { accountNumber, balanceEntity } from './identifiers.ts';

/** Arguments of `Query.account`; the account number is checked before the provider sees it. */
export const accountArgs = z.object({ accountNumber });

/** Arguments of `Query.accounts`: the balance-by-entity endpoint takes entities of 1 to 32 characters. */
export const accountsArgs = z.object({ entity: balanceEntity });

/** The range of `Account.statement` as of `now`: both ends in the past, `from` before `to`, at most 31 days. */
export function statementRange(now: Date) {
  return z.object({ from: dateTime, to: dateTime }).superRefine(statementDateRule(now));
}
