import { z } from 'zod';
import { cardNumber, cardNumberPrefix } from '../../validation/card.ts';
import { resourceLocation } from '../../validation/fields.ts';
import { merchantEntity } from '../../validation/identifiers.ts';

/**
 * `cardBin(input:)`: the entity, and exactly one of a card number (12 to 19 digits, Luhn), a token location or a
 * prefix (6 to 8 digits). GraphQL's `@oneOf` already guarantees that exactly one is set. Messages never contain
 * the number.
 */
export const cardBinInput = z.object({
  entity: merchantEntity,
  by: z.object({
    cardNumber: cardNumber.nullish(),
    token: resourceLocation.nullish(),
    prefix: cardNumberPrefix.nullish(),
  }),
});

export type CardBinInputValue = z.output<typeof cardBinInput>;
