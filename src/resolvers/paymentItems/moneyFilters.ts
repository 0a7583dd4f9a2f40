import { z } from 'zod';
import { currencyCode, searchAmount } from '../../validation/formats.ts';

/** An optional filter; GraphQL's explicit null and an empty string both mean "not filtered". */
function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

/** `MoneyFilter`: an amount in major units (the search's own rule) and a currency, each optional. */
const moneyFilter = optional(z.object({ amount: optional(searchAmount), currency: optional(currencyCode) }));

/**
 * The amount filters of a payment item search, in both vocabularies: `source`/`target` (`MoneyFilter`, shaped as
 * `PaymentItem.source`/`target`) and the deprecated `sourceAmount`, `sourceCurrency`, `targetAmount`,
 * `targetCurrency`, which are also the provider's query parameters.
 */
export const amountFilterFields = {
  source: moneyFilter,
  target: moneyFilter,
  sourceCurrency: optional(currencyCode),
  sourceAmount: optional(searchAmount),
  targetCurrency: optional(currencyCode),
  targetAmount: optional(searchAmount),
};

type MoneyFilterValue = { readonly amount?: string | undefined; readonly currency?: string | undefined };

interface AmountFilters {
  readonly source?: MoneyFilterValue | undefined;
  readonly target?: MoneyFilterValue | undefined;
  readonly sourceCurrency?: string | undefined;
  readonly sourceAmount?: string | undefined;
  readonly targetCurrency?: string | undefined;
  readonly targetAmount?: string | undefined;
}

const sides = [
  ['source', 'sourceAmount', 'sourceCurrency'],
  ['target', 'targetAmount', 'targetCurrency'],
] as const;

/**
 * The filter with `source`/`target` moved into the provider's parameters, so that both spellings of one search are
 * one list (the same calls, cursors valid in both); a value given in both spellings is refused (`NOT_ALLOWED`)
 * rather than one silently winning.
 */
export function withProviderAmounts<F extends AmountFilters>(
  filter: F,
  ctx: z.RefinementCtx,
): Omit<F, 'source' | 'target'> {
  const { source, target, ...rest } = filter;
  const merged: Record<string, unknown> = { ...rest };
  const given = { source, target };
  for (const [side, amountKey, currencyKey] of sides) {
    const money = given[side];
    for (const [field, key] of [
      ['amount', amountKey],
      ['currency', currencyKey],
    ] as const) {
      const value = money?.[field];
      if (value === undefined) continue;
      if (merged[key] !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [side, field],
          message: `must not be given together with ${key}`,
          params: { rule: 'NOT_ALLOWED' },
        });
      }
      merged[key] = value;
    }
  }
  return merged as Omit<F, 'source' | 'target'>;
}
