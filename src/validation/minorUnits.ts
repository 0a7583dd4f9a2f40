import { z } from 'zod';
import { currencyCode } from './formats.ts';

const AMOUNT_RULE = 'must be a positive whole number of minor units, at most 9007199254740991';

/**
 * An amount in minor units as the `Decimal` scalar delivers it (a normalised decimal string): a whole number above
 * zero that the provider's JSON integer can carry exactly, i.e. at most 2^53 - 1. Yields a JS number, safe by
 * construction; the string is never passed through a float before this check.
 */
const minorUnitsAmount = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : AMOUNT_RULE) })
  .regex(/^[1-9]\d{0,15}$/, { error: AMOUNT_RULE, abort: true })
  .refine((value) => Number.isSafeInteger(Number(value)), { error: AMOUNT_RULE, abort: true })
  .transform((value) => Number(value));

/** `MinorUnitsAmountInput`: a whole amount of minor units and its ISO 4217 currency. */
export const minorUnitsValue = z.object({ amount: minorUnitsAmount, currency: currencyCode });

/** `NarrativeInput`: the first statement line is required and not blank; the second is optional. */
export const narrative = z.object({
  line1: z.string().refine((value) => value.trim() !== '', { error: 'must not be empty' }),
  line2: z.string().nullish(),
});
