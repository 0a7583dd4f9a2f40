import { z } from 'zod';
import { filledText, optionalFilledText, subdivisionCode } from './fields.ts';
import { countryCode } from './formats.ts';

/**
 * Address rules. Each states which parts are required once an address is sent at all; every text part that is
 * sent must hold more than blanks (the provider refuses blank strings).
 */

/** The lines every 3DS address requires: address1, postalCode and city (address2 and 3 optional). */
const threeDsAddressLines = {
  address1: filledText,
  address2: optionalFilledText,
  address3: optionalFilledText,
  postalCode: filledText,
  city: filledText,
};

/** A 3DS billing address (spec, area A): address1, city, countryCode and postalCode are required. */
export const threeDsBillingAddress = z.object({
  ...threeDsAddressLines,
  state: subdivisionCode.nullish(),
  countryCode,
});

/** The 3DS risk data's shipping address: address1, city, countryCode and postalCode are required. */
export const threeDsShippingAddress = z.object({
  ...threeDsAddressLines,
  stateCode: subdivisionCode.nullish(),
  countryCode,
  phoneNumber: optionalFilledText,
});

const optionalText = z.string().nullish();

/**
 * The billing address of payouts and card-on-file sales: countryCode and postalCode are required when it is sent.
 * The stricter rule for card network A cards issued in Canada (address1, city and state too) depends on the
 * card's network and country, which only the provider knows; the gateway leaves it to the provider.
 */
export const postalBillingAddress = z.object({
  address1: optionalText,
  address2: optionalText,
  address3: optionalText,
  postalCode: filledText,
  city: optionalText,
  state: optionalText,
  countryCode,
});
