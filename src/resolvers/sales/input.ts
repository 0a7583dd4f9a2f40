import { z } from 'zod';
import { postalBillingAddress } from '../../validation/addresses.ts';
import { cardExpiryDate, cardNumber } from '../../validation/card.ts';
import { callerText, filledText, narrative, resourceLocation } from '../../validation/fields.ts';
import { countryCode } from '../../validation/formats.ts';
import { merchantEntity } from '../../validation/identifiers.ts';
import { minorUnitsValue } from '../../validation/minorUnits.ts';

const optionalText = z.string().nullish();

// Merchant ids, tax ids and payment facilitator ids are assigned by others and may be long digit runs: only the
// texts a caller chooses are refused when they hold a card number (see cardNumberFree.ts).
const subMerchant = z.object({
  name: callerText,
  merchantId: filledText,
  street: filledText,
  city: filledText,
  postalCode: filledText,
  state: optionalText,
  countryCode,
  taxId: optionalText,
});

const merchant = z.object({
  entity: merchantEntity,
  mcc: z
    .string()
    .regex(/^\d{4}$/, { error: 'must be 4 digits' })
    .nullish(),
  paymentFacilitator: z.object({ pfId: filledText, isoId: optionalText, subMerchant }).nullish(),
});

const paymentInstrument = z.object({
  cardHolderName: callerText,
  cardNumber,
  cardExpiryDate,
  billingAddress: postalBillingAddress.nullish(),
  cvc: z
    .string()
    .regex(/^\d{3,4}$/, { error: 'must be 3 or 4 digits' })
    .nullish(),
  // The spec's table marks both Y but leaves open which instrument variant they apply to: optional, sent when
  // given, so a provider requiring them refuses the sale itself (docs/decisions.md, "A sale's href and tokenHref").
  href: resourceLocation.nullish(),
  tokenHref: resourceLocation.nullish(),
  cvcHref: resourceLocation.nullish(),
});

const customer = z.object({
  authentication: z.object({
    eci: z.string().regex(/^\d{2}$/, { error: 'must be 2 digits' }),
    type: filledText,
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
  transactionReference: callerText,
  channel: z.enum(['MOTO']).nullish(),
  merchant,
  value: minorUnitsValue,
  narrative,
  debtRepayment: z.boolean().nullish(),
  paymentInstrument,
  customer: customer.nullish(),
});

export type CreateCardOnFileSaleInput = z.output<typeof createCardOnFileSaleInput>;
