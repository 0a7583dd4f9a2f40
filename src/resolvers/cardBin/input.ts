import { z } from 'zod';
import { cardNumber } from '../../validation/card.ts';
import { resourceLocation } from '../../validation/fields.ts';
import { merchantEntity } from '../../validation/identifiers.ts';

/**
 * `cardBin(input:)`: the entity, and exactly one of a card number (12 to 19 digits, Luhn) or a token location.
 * GraphQL's `@oneOf` already guarantees that exactly one of the two is set. Messages never contain the number.
 */
export const cardBinInput = z.object({
  entity: merchantEntity,
  by: z.object({ cardNumber: cardNumber.nullish(), token: resourceLocation.nullish() }),
});

export type CardBinInputValue = z.output<typeof cardBinInput>;
