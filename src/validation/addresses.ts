import { z } from 'zod';
import { countryCode, currencyCode, nonNegativeInt, requiredText } from './formats.ts';

const optionalText = z.string().nullish();

/**
 * A 3DS billing address. When one is sent, address1, city, countryCode and postalCode must be (spec, area A).
 * `state` is an ISO 3166-2 style sub-division code of two characters.
 */
export const threeDsBillingAddress = z.object({
  address1: requiredText(),
  address2: optionalText,
  address3: optionalText,
  postalCode: requiredText(),
  city: requiredText(),
  state: z
    .string()
    .regex(/^[0-9A-Za-z]{2}$/, { error: 'must be a two-character sub-division code' })
    .nullish(),
  countryCode,
});

/**
 * A payout (and card-on-file sale) billing address: countryCode and postalCode are required when it is sent.
 * The stricter rule for card network A cards issued in Canada (address1, city and state too) depends on the
 * card's network and country, which only the provider knows; the gateway leaves it to the provider.
 */
export const payoutBillingAddress = z.object({
  address1: optionalText,
  address2: optionalText,
  address3: optionalText,
  postalCode: requiredText(),
  city: optionalText,
  state: optionalText,
  countryCode,
});

/** The card-on-file sale's billing address has the payout's completeness rule. */
export const saleBillingAddress = payoutBillingAddress;

/** The 3DS risk data's shipping address: address1, city, countryCode and postalCode are required within it. */
export const shippingAddress = z.object({
  address1: requiredText(),
  address2: optionalText,
  address3: optionalText,
  postalCode: requiredText(),
  city: requiredText(),
  stateCode: optionalText,
  countryCode,
  phoneNumber: optionalText,
});

/** The spec's rule for a money value whose parts are optional: amount and currency both or neither. */
export function amountWithCurrency(
  value: { readonly amount?: unknown; readonly currency?: unknown },
  ctx: z.RefinementCtx,
): void {
  const hasAmount = value.amount !== null && value.amount !== undefined;
  const hasCurrency = value.currency !== null && value.currency !== undefined;
  if (hasAmount && !hasCurrency) {
    ctx.addIssue({ code: 'custom', path: ['currency'], message: 'is required when amount is given' });
  }
  if (hasCurrency && !hasAmount) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'is required when currency is given' });
  }
}

/** A gift-card purchase's total value: amount (minor units) and currency, both or neither. */
export const giftCardTotalValue = z
  .object({ amount: nonNegativeInt.nullish(), currency: currencyCode.nullish() })
  .superRefine(amountWithCurrency);
