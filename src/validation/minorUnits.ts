import { z } from 'zod';
import { currencyCode } from './formats.ts';
import { ruleError } from './identifiers.ts';
import { withRule } from './rules.ts';

/**
 * An amount in minor units as the `Decimal` scalar delivers it (a canonical decimal string): a whole number the
 * provider's JSON integer can carry exactly, i.e. at most 2^53 - 1, and above zero unless `allowZero`. Yields a
 * JS number, safe by construction: the string is never passed through a float before this check. One message
 * names the whole rule, so that a caller fixes the amount in one go.
 * @internal Exported for its unit tests: the rule's bounds without a whole input around it.
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

/**
 * The amount of an input that names its minor units twice: `minorUnits`, and `amount`, deprecated because outputs
 * use `amount` for major units. Exactly one of the two (`EXACTLY_ONE`, both named) where the amount is required,
 * at most one where it is optional. Yields the amount under `amount` alone, so that requests and idempotency
 * fingerprints are the same whichever spelling the caller used.
 */
function oneSpelling<T>(
  value: { readonly minorUnits?: T | null; readonly amount?: T | null },
  ctx: z.RefinementCtx,
  required: boolean,
): T | null {
  const hasMinorUnits = value.minorUnits !== null && value.minorUnits !== undefined;
  const hasAmount = value.amount !== null && value.amount !== undefined;
  if (hasMinorUnits && hasAmount) {
    ctx.addIssue({
      code: 'custom',
      path: ['minorUnits'],
      message: 'set exactly one of minorUnits and amount (deprecated), not both',
      params: { rule: 'EXACTLY_ONE' },
    });
  } else if (required && !hasMinorUnits && !hasAmount) {
    ctx.addIssue({
      code: 'custom',
      path: ['minorUnits'],
      message: 'set exactly one of minorUnits and amount (deprecated)',
      params: { rule: 'EXACTLY_ONE' },
    });
  }
  return value.minorUnits ?? value.amount ?? null;
}

/**
 * A `MinorUnitsAmountInput`: a whole amount of minor units, as `minorUnits` or the deprecated `amount`, and its
 * currency; yields `{ amount, currency }`.
 */
function minorUnitsAmount(options: { readonly allowZero: boolean }) {
  return z
    .object({
      minorUnits: minorUnits(options).nullish(),
      amount: minorUnits(options).nullish(),
      currency: currencyCode,
    })
    .transform((value, ctx) => {
      const amount = oneSpelling(value, ctx, true);
      return amount === null ? z.NEVER : { amount, currency: value.currency };
    });
}

/** The amount of a payout or a sale: money moves, so above zero. */
export const minorUnitsValue = minorUnitsAmount({ allowZero: false });

/**
 * The amount of a 3-D Secure authentication: zero allowed. The spec says only "whole number in minor units", and
 * requires `challengeMandated` when a card is first stored ("adding a card to an account"), which authenticates
 * no payment: a zero amount. Refusing it before the network made card-adding impossible through the gateway.
 */
export const authenticationMinorUnitsValue = minorUnitsAmount({ allowZero: true });

/** The spec's rule for a money value whose parts are optional: amount and currency both or neither. */
function amountWithCurrency(
  value: { readonly amount: unknown; readonly currency?: unknown },
  ctx: z.RefinementCtx,
): void {
  const hasAmount = value.amount !== null;
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
      path: ['minorUnits'],
      message: 'is required when currency is given',
      params: { rule: 'REQUIRED' },
    });
  }
}

/**
 * A 3DS gift-card purchase's total value: amount (minor units, zero allowed, as `minorUnits` or the deprecated
 * `amount`) and currency, both or neither; yields `{ amount, currency }`.
 */
export const giftCardTotalValue = z
  .object({
    minorUnits: minorUnits({ allowZero: true }).nullish(),
    amount: minorUnits({ allowZero: true }).nullish(),
    currency: currencyCode.nullish(),
  })
  .transform((value, ctx) => {
    const amount = oneSpelling(value, ctx, false);
    amountWithCurrency({ amount, currency: value.currency }, ctx);
    // The parts given, as before `minorUnits` existed: an empty total stays empty.
    return {
      ...(amount === null ? {} : { amount }),
      ...(value.currency === undefined ? {} : { currency: value.currency }),
    };
  });
