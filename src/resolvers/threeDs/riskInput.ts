import { z } from 'zod';
import type { RiskAccountType, ShippingMethod, ShippingTimeFrame } from '../../generated/resolvers.ts';
import { threeDsShippingAddress } from '../../validation/addresses.ts';
import { isoDate } from '../../validation/dates.ts';
import {
  emailAddress,
  graphqlEnum,
  optionalCallerText,
  optionalFilledText,
} from '../../validation/fields.ts';
import { nonNegativeInt } from '../../validation/formats.ts';
import { giftCardTotalValue } from '../../validation/minorUnits.ts';

/** `riskData` of a 3-D Secure authentication (spec, area A): every field optional, with its type and shape. */

const optionalDate = isoDate.nullish();
const optionalCount = nonNegativeInt.nullish();

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
  firstName: optionalCallerText,
  lastName: optionalCallerText,
  // A phone number may be 12 or more digits without a leading +: not checked for card numbers.
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
    .object({ totalValue: giftCardTotalValue.nullish(), quantity: optionalCount })
    .nullish(),
});

const shipping = z.object({
  nameMatchesAccountName: z.boolean().nullish(),
  method: graphqlEnum<ShippingMethod>().nullish(),
  timeFrame: graphqlEnum<ShippingTimeFrame>().nullish(),
  email: emailAddress.nullish(),
  address: threeDsShippingAddress.nullish(),
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
