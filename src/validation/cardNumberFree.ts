import type { z } from 'zod';
import { containsCardNumber } from '../contract/index.ts';
import { withRule } from './rules.ts';

/**
 * The rule of text a caller chooses outside the card fields: references, narratives, names, merchant entities.
 * Such text is echoed in answers (`payoutByReference`, replays, payment items), kept in stored records (the
 * idempotency record for a day, a payout's ownership record for 400 days) and sent to the provider in URLs and
 * bodies, where a card number must never be. Checked with the one card-number rule (src/contract/cardNumbers.ts),
 * so whatever would be masked in a log is refused here, and nothing else: dates, timestamps and order numbers pass
 * (issue 21). Fields the provider or another party assigns (merchant
 * ids, tax ids, phone numbers, bank account numbers) may be long digit runs and are not checked.
 */
const CARD_NUMBER_RULE =
  'must not hold a card number (13 to 19 digits, alone or grouped as on a card, passing the Luhn check and starting like a card scheme): send card numbers in card fields only';

/** `schema` refusing text that holds a card number, with rule `CARD_NUMBER` (the message never repeats it). */
export function cardNumberFree<S extends z.ZodType<string>>(schema: S) {
  return schema.refine((value) => !containsCardNumber(value), withRule('CARD_NUMBER', CARD_NUMBER_RULE));
}
