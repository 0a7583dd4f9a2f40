import { z } from 'zod';
import { luhnValid } from '../contract/index.ts';
import { ruleError } from './identifiers.ts';
import { withRule } from './rules.ts';

/** A card number: 12 to 19 digits passing the Luhn check. The messages never contain the number. */
export const cardNumber = z
  .string({ error: ruleError('must be 12 to 19 digits') })
  .regex(/^\d{12,19}$/, { error: 'must be 12 to 19 digits', abort: true })
  .refine(luhnValid, withRule('LUHN', 'must pass the Luhn check'));

/**
 * The first 6 to 8 digits of a card number, as a card form sends them while the card holder types: enough to
 * name the scheme and the BIN (6 or 8 digits), never a card number (13 digits at least), so no Luhn check.
 */
export const cardNumberPrefix = z
  .string({ error: ruleError('must be 6 to 8 digits') })
  .regex(/^\d{6,8}$/, { error: 'must be 6 to 8 digits' });

/** A card expiry date: month 1 to 12 and a four-digit year. */
export const cardExpiryDate = z.object({
  month: z
    .int({ error: ruleError('must be 1 to 12') })
    .min(1, { error: 'must be 1 to 12' })
    .max(12, {
      error: 'must be 1 to 12',
    }),
  year: z
    .int({ error: ruleError('must be a four-digit year') })
    .min(1000, { error: 'must be a four-digit year' })
    .max(9999, { error: 'must be a four-digit year' }),
});
