import { z } from 'zod';
import { filledText, optionalFilledText, subdivisionCode } from './fields.ts';
import { countryCode } from './formats.ts';

/**
 * Address rules. Each states which parts are required once an address is sent at all; every text part that is
 * sent must hold more than blanks (the provider refuses blank strings).
 */

/** A 3DS billing address (spec, area A): address1, city, countryCode and postalCode are required. */
export const threeDsBillingAddress = z.object({
  address1: filledText,
  address2: optionalFilledText,
  address3: optionalFilledText,
  postalCode: filledText,
  city: filledText,
  state: subdivisionCode.nullish(),
  countryCode,
});

/** The 3DS risk data's shipping address: address1, city, countryCode and postalCode are required. */
export const threeDsShippingAddress = z.object({
  address1: filledText,
  address2: optionalFilledText,
  address3: optionalFilledText,
  postalCode: filledText,
  city: filledText,
  stateCode: subdivisionCode.nullish(),
  countryCode,
  phoneNumber: optionalFilledText,
});

const optionalText = z.string().nullish();

/**
 * A payout (and card-on-file sale) billing address: countryCode and postalCode are required when it is sent.
 * The stricter rule for card network A cards issued in Canada (address1, city and state too) depends on the
 * card's network and country, which only the provider knows; the gateway leaves it to the provider.
 */
export const payoutBillingAddress = z.object({
  address1: optionalText,
  address2: optionalText,
  address3: optionalText,
  postalCode: filledText,
  city: optionalText,
  state: optionalText,
  countryCode,
});

/** The card-on-file sale's billing address has the payout's completeness rule. */
export const saleBillingAddress = payoutBillingAddress;
