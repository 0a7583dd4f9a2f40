import { z } from 'zod';
import { dateTime, statementDateRule } from '../../validation/dates.ts';

/**
 * The range of `Account.statement`: both ends in the past (as of each check), `from` before `to`, at most 366 days.
 * Built once: a zod schema is costly to build.
 */
export const statementRange = z
  .object({ from: dateTime, to: dateTime })
  .superRefine(statementDateRule(() => new Date()));
