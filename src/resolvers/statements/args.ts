import { z } from 'zod';
import { dateTime, statementDateRule } from '../../validation/dates.ts';

/**
 * What `Account.statement` reads: the account (its number, from the parent) and the range, both ends in the past
 * (as of each check), `from` before `to`, at most 366 days. Built once: a zod schema is costly to build.
 */
export const statementQuery = z
  .object({ accountNumber: z.string(), from: dateTime, to: dateTime })
  .superRefine(statementDateRule(() => new Date()));
