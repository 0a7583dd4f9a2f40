import { z } from 'zod';
import { currencyCode } from './formats.ts';
import { ruleError } from './identifiers.ts';
import { withRule } from './rules.ts';

/**
 * An amount in minor units as the `Decimal` scalar delivers it (a canonical decimal string): a whole number the
 * provider's JSON integer can carry exactly, i.e. at most 2^53 - 1, and above zero unless `allowZero`. Yields a
 * JS number, safe by construction: the string is never passed through a float before this check. One message
 * names the whole rule, so that a caller fixes the amount in one go.
 */
export function minorUnits(options: { readonly allowZero: boolean }) {
  const rule = options.allowZero
    ? 'must be a whole number of minor units, zero or more, at most 9007199254740991'
    : 'must be a positive whole number of minor units, at most 9007199254740991';
  return (
    z
      .string({ error: ruleError(rule) })
      // One rule, one code: a fraction, a sign, zero or a size past 2^53 - 1 all put the amount out of range.
      .refine((text) => /^\d+$/.test(text), withRule('OUT_OF_RANGE', rule, { abort: true }))
      .transform((text) => Number(text))
      .refine(
        (amount) => Number.isSafeInteger(amount) && (options.allowZero || amount > 0),
        withRule('OUT_OF_RANGE', rule),
      )
  );
}

/** `MinorUnitsAmountInput` of payouts and sales: a whole amount of minor units above zero and its currency. */
export const minorUnitsValue = z.object({ amount: minorUnits({ allowZero: false }), currency: currencyCode });

/** The spec's rule for a money value whose parts are optional: amount and currency both or neither. */
function amountWithCurrency(
  value: { readonly amount?: unknown; readonly currency?: unknown },
  ctx: z.RefinementCtx,
): void {
  const hasAmount = value.amount !== null && value.amount !== undefined;
  const hasCurrency = value.currency !== null && value.currency !== undefined;
  if (hasAmount && !hasCurrency) {
    ctx.addIssue({
      code: 'custom',
      path: ['currency'],
      message: 'is required when amount is given',
      params: { rule: 'REQUIRED' },
    });
  }
  if (hasCurrency && !hasAmount) {
    ctx.addIssue({
      code: 'custom',
      path: ['amount'],
      message: 'is required when currency is given',
      params: { rule: 'REQUIRED' },
    });
  }
}

/** A 3DS gift-card purchase's total value: amount (minor units, zero allowed) and currency, both or neither. */
export const giftCardTotalValue = z
  .object({ amount: minorUnits({ allowZero: true }).nullish(), currency: currencyCode.nullish() })
  .superRefine(amountWithCurrency);
