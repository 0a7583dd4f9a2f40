import { z } from 'zod';
import type { RiskAccountType, ShippingMethod, ShippingTimeFrame } from '../../generated/resolvers.ts';
import { amountWithCurrency } from '../../validation/addresses.ts';
import { isoDate } from '../../validation/dates.ts';
import {
  emailAddress,
  filledText,
  graphqlEnum,
  minorUnits,
  optionalFilledText,
  subdivisionCode,
} from '../../validation/fields.ts';
import { countryCode, currencyCode, nonNegativeInt } from '../../validation/formats.ts';

/** `riskData` of a 3-D Secure authentication (spec, area A): every field optional, with its type and shape. */

const optionalDate = isoDate.nullish();
const optionalCount = nonNegativeInt.nullish();

/** Gift cards' total value: amount (minor units) and currency, both or neither. */
const giftCardsTotalValue = z
  .object({
    amount: minorUnits({ allowZero: true }).nullish(),
    currency: currencyCode.nullish(),
  })
  .superRefine(amountWithCurrency);

/** The shipping address: when sent, address1, city, countryCode and postalCode are required. */
const shippingAddress = z.object({
  address1: filledText,
  address2: optionalFilledText,
  address3: optionalFilledText,
  postalCode: filledText,
  city: filledText,
  stateCode: subdivisionCode.nullish(),
  countryCode,
  phoneNumber: optionalFilledText,
});

const account = z.object({
  previousSuspiciousActivity: z.boolean().nullish(),
  type: graphqlEnum<RiskAccountType>().nullish(),
  email: emailAddress.nullish(),
  history: z
    .object({
      createdAt: optionalDate,
      modifiedAt: optionalDate,
      passwordModifiedAt: optionalDate,
      paymentAccountEnrolledAt: optionalDate,
    })
    .nullish(),
});

const transaction = z.object({
  reorder: z.boolean().nullish(),
  preOrderDate: optionalDate,
  firstName: optionalFilledText,
  lastName: optionalFilledText,
  phoneNumber: optionalFilledText,
  history: z
    .object({
      attemptsLastDay: optionalCount,
      attemptsLastYear: optionalCount,
      completedLastSixMonths: optionalCount,
      addCardsLastDay: optionalCount,
      shippingAddressFirstUsedAt: optionalDate,
    })
    .nullish(),
  giftCardsPurchase: z
    .object({ totalValue: giftCardsTotalValue.nullish(), quantity: optionalCount })
    .nullish(),
});

const shipping = z.object({
  nameMatchesAccountName: z.boolean().nullish(),
  method: graphqlEnum<ShippingMethod>().nullish(),
  timeFrame: graphqlEnum<ShippingTimeFrame>().nullish(),
  email: emailAddress.nullish(),
  address: shippingAddress.nullish(),
});

/**
 * The risk data. Enum fields (`account.type`, `shipping.method`, `shipping.timeFrame`) were checked by GraphQL
 * already and pass through as the schema's enum names.
 */
export const riskDataInput = z.object({
  account: account.nullish(),
  transaction: transaction.nullish(),
  shipping: shipping.nullish(),
});

export type RiskDataInputValue = z.output<typeof riskDataInput>;
