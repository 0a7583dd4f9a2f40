import { z } from 'zod';
import { saleBillingAddress } from '../../validation/addresses.ts';
import { cardExpiryDate, cardNumber } from '../../validation/card.ts';
import { countryCode } from '../../validation/formats.ts';
import { entity } from '../../validation/identifiers.ts';
import { minorUnitsValue, narrative } from '../../validation/minorUnits.ts';

// Checked, not trimmed: what the caller sent is what the provider gets.
const required = z.string().refine((value) => value.trim() !== '', { error: 'must not be empty' });
const optionalText = z.string().nullish();

const HREF_RULE = 'must be an absolute http(s) URL or an absolute path';

/** A link to a resource held by the provider: an absolute http(s) URL, or a path on the provider's origin. */
const resourceHref = z.string().refine(
  (value) => {
    if (value.startsWith('/'))
      return !value.startsWith('//') && URL.canParse(value, 'http://provider.invalid');
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  },
  { error: HREF_RULE },
);

const subMerchant = z.object({
  name: required,
  merchantId: required,
  street: required,
  city: required,
  postalCode: required,
  state: optionalText,
  countryCode,
  taxId: optionalText,
});

const merchant = z.object({
  entity,
  mcc: z
    .string()
    .regex(/^\d{4}$/, { error: 'must be 4 digits' })
    .nullish(),
  paymentFacilitator: z.object({ pfId: required, isoId: optionalText, subMerchant }).nullish(),
});

const paymentInstrument = z.object({
  cardHolderName: required,
  cardNumber,
  cardExpiryDate,
  billingAddress: saleBillingAddress.nullish(),
  cvc: z
    .string()
    .regex(/^\d{3,4}$/, { error: 'must be 3 or 4 digits' })
    .nullish(),
  href: resourceHref,
  tokenHref: resourceHref,
  cvcHref: resourceHref.nullish(),
});

const customer = z.object({
  authentication: z.object({
    eci: z.string().regex(/^\d{2}$/, { error: 'must be 2 digits' }),
    type: required,
    authenticationValue: optionalText,
    version: optionalText,
    transactionId: optionalText,
  }),
});

/**
 * `CreateCardOnFileSaleInput` (spec area G). The spec leaves formats open; these follow the provider's examples
 * and the sandbox (4-digit MCC, 2-digit ECI, 3- or 4-digit CVC, links as URLs or absolute paths).
 */
export const createCardOnFileSaleInput = z.object({
  transactionReference: required,
  channel: z.enum(['MOTO']).nullish(),
  merchant,
  value: minorUnitsValue,
  narrative,
  debtRepayment: z.boolean().nullish(),
  paymentInstrument,
  customer: customer.nullish(),
});

export type CreateCardOnFileSaleInput = z.output<typeof createCardOnFileSaleInput>;
