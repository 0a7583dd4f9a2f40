import { codesOf } from './codes.ts';

/**
 * The description of `enum FieldRuleCode`.
 * @internal Read by scripts/errorReference.ts (docs/errors.md, schema/errors.graphql) and its tests.
 */
export const ruleCodeSummary =
  'The rule of an entry of `extensions.fieldErrors` (`{ path, rule, message }`) on a `BAD_USER_INPUT` error: a closed list, so a frontend can word the rule in its own language. `message` says the same in English and may change wording.';

/**
 * The machine-readable rule of a `fieldErrors` entry, beside its English message, so that a frontend can say it in
 * its own words, each with its meaning: the one source of `enum FieldRuleCode` and of docs/errors.md's rule table
 * (`npm run errors:reference`). A closed set: a new rule takes one of these or adds one here.
 * @internal Read by scripts/errorReference.ts (docs/errors.md, schema/errors.graphql) and its tests.
 */
export const ruleCatalogue = {
  REQUIRED:
    'The field is absent, or absent while a field it goes with is given (an amount without a currency).',
  NOT_NULL: 'The field is null where it needs a value.',
  INVALID_TYPE:
    'The value is of the wrong kind: a number for a string, an object for a list, a fraction for an integer.',
  BLANK: 'The text is empty or holds only blanks.',
  INVALID_FORMAT:
    'The text does not have the required shape: a pattern, a code from a list (currency, country), a URL, a date.',
  TOO_SHORT: 'The text or list is shorter than allowed.',
  TOO_LONG: 'The text or list is longer than allowed.',
  OUT_OF_RANGE:
    'A number or date is outside its bounds, or two of them are in the wrong order or too far apart (date ranges).',
  LUHN: 'The card number fails its check digit: a mistyped digit.',
  NOT_ALLOWED:
    'The value is not one the field takes here (an enum value, a wallet not configured), or the field may not be given together with another.',
  UNKNOWN_FIELD: 'The input names a field its type does not have.',
  EXACTLY_ONE: 'A one-of input (`@oneOf`) sets none or more than one of its fields.',
  INVALID_ID: 'The text is not an id this API issued, or not one of the type asked for.',
  INVALID_CURSOR:
    'The paging cursor is not one this API issued, or belongs to another list (other filters): start paging again.',
  CARD_NUMBER:
    'Text the caller chooses outside the card fields (a transaction reference, a narrative, a name, an entity) holds a card number: 13 to 19 digits, in one run (even glued to letters) or grouped as cards are written (4-4-4-4, 4-6-5, 4-4-4-4-3, split by blanks, dashes, dots or underscores), that pass the Luhn check and start like a card of Visa, Mastercard, Maestro, American Express, Discover, Diners Club, UnionPay or JCB. It would be stored and echoed, where card numbers must never be, so it is refused. Dates, timestamps, order numbers and UUIDs are not card numbers (`ORD-20261128-000042`, `typed-client-1764331200000` pass). The message never repeats the value. Card numbers go in card fields only.',
  ALREADY_USED: 'A single-use value was already used.',
  INVALID: 'Any other broken rule: read the message.',
} as const satisfies Record<string, string>;

/** The rule codes, by name. */
export const ruleCodes = codesOf(ruleCatalogue);

export type RuleCode = keyof typeof ruleCatalogue;
