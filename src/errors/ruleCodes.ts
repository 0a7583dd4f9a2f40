/**
 * The machine-readable rule of a `fieldErrors` entry, beside its English message, so that a frontend can say it in
 * its own words. A closed set: a new rule takes one of these or adds one here and to the README catalogue.
 */
export const ruleCodes = {
  /** The field is absent, or absent while a field it goes with is given. */
  REQUIRED: 'REQUIRED',
  /** The field is null where it needs a value. */
  NOT_NULL: 'NOT_NULL',
  /** The value is of the wrong kind: a number for a string, an object for a list, a fraction for an integer. */
  INVALID_TYPE: 'INVALID_TYPE',
  /** The text is empty or holds only blanks. */
  BLANK: 'BLANK',
  /** The text does not have the required shape: a pattern, a code from a list, a URL, a date. */
  INVALID_FORMAT: 'INVALID_FORMAT',
  /** The text or list is shorter than allowed. */
  TOO_SHORT: 'TOO_SHORT',
  /** The text or list is longer than allowed. */
  TOO_LONG: 'TOO_LONG',
  /** A number or date is outside its bounds, or two of them are in the wrong order or too far apart. */
  OUT_OF_RANGE: 'OUT_OF_RANGE',
  /** The card number fails the Luhn check digit: a mistyped digit. */
  LUHN: 'LUHN',
  /** The value is not one this field takes here, or the field may not be given together with another. */
  NOT_ALLOWED: 'NOT_ALLOWED',
  /** The input names a field its type does not have. */
  UNKNOWN_FIELD: 'UNKNOWN_FIELD',
  /** A one-of input sets none or more than one of its fields. */
  EXACTLY_ONE: 'EXACTLY_ONE',
  /** The text is not an id this API issued, or not one of the type asked for. */
  INVALID_ID: 'INVALID_ID',
  /** The paging cursor is not one this API issued, or belongs to another list (other filters). */
  INVALID_CURSOR: 'INVALID_CURSOR',
  /**
   * Text a caller chooses outside the card fields (a reference, a narrative, a name) holds a card number: it
   * would be stored and echoed, where card numbers must never be.
   */
  CARD_NUMBER: 'CARD_NUMBER',
  /** A single-use value was already used. */
  ALREADY_USED: 'ALREADY_USED',
  /** Any other broken rule: read the message. */
  INVALID: 'INVALID',
} as const;

export type RuleCode = (typeof ruleCodes)[keyof typeof ruleCodes];
