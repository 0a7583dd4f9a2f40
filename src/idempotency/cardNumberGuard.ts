import { containsCardNumber } from '../contract/index.ts';

/**
 * Thrown instead of writing a record that would hold a card number. Every caller text that reaches a record is
 * refused by validation first (rule `CARD_NUMBER`), so this means a rule is missing: a bug, answered as an
 * internal error, never a record that keeps a card number for 31 days (idempotency) or 400 days (ownership).
 */
class CardNumberInRecordError extends Error {
  constructor(record: string) {
    // Names the record only: the text itself is what must not spread.
    super(`refused to write a ${record} record holding a card number`);
    this.name = 'CardNumberInRecordError';
  }
}

/**
 * Throws {@link CardNumberInRecordError} when one of `texts` (the caller-chosen texts a record keeps: reference,
 * entity) holds a card number. A few short strings through one regex: cheap beside the store's round trip.
 */
export function refuseCardNumbersInRecord(record: string, texts: readonly string[]): void {
  for (const text of texts) if (containsCardNumber(text)) throw new CardNumberInRecordError(record);
}
