import { z } from 'zod';
import { ruleError } from './identifiers.ts';
import { withRule } from './rules.ts';

/**
 * Whether a digit string passes the Luhn (mod 10) check.
 * @internal Exported for its unit test against the algorithm's published example.
 */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card number: 12 to 19 digits passing the Luhn check. The messages never contain the number. */
export const cardNumber = z
  .string({ error: ruleError('must be 12 to 19 digits') })
  .regex(/^\d{12,19}$/, { error: 'must be 12 to 19 digits', abort: true })
  .refine(luhnValid, withRule('LUHN', 'must pass the Luhn check'));

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
