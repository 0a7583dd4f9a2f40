import { z } from 'zod';
import { dateTime, statementDateRule } from '../../validation/dates.ts';

/** The range of `Account.statement` as of `now`: both ends in the past, `from` before `to`, at most 366 days. */
export function statementRange(now: Date) {
  return z.object({ from: dateTime, to: dateTime }).superRefine(statementDateRule(now));
}
