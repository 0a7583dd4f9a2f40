/**
 * The accepted card schemes: how their numbers start, how long they are and how many digits their card
 * verification code has. The card-number rule (cardNumbers.ts) finds card numbers in text with these ranges, and
 * a card form reads the scheme of the first digits typed from them (`cardBin(input: { by: { prefix } })`): one
 * table, so that the scheme a form shows and the numbers the gateway refuses to keep cannot drift apart.
 *
 * CB cards are Visa or Mastercard numbers; Diners Club and UnionPay cards run on Discover's network, and the
 * UnionPay range 622126-622925 is accepted there too. Maestro, Mastercard's debit brand, comes last: its range (50,
 * 56-69) overlaps the others', and the first scheme whose start matches is the number's. Every start is at most six
 * digits long, so six digits always decide the scheme.
 */
export interface CardScheme {
  /** The scheme's name as the schema's `CardScheme` enum spells it. */
  readonly name: CardSchemeName;
  readonly start: RegExp;
  /** Shortest and longest card number of the scheme, inclusive. */
  readonly lengths: readonly [number, number];
  /** Digits of the card verification code (CVC, CVV, CID): 4 on the front of an American Express card, else 3. */
  readonly cvcLength: number;
}

type CardSchemeName =
  | 'VISA'
  | 'MASTERCARD'
  | 'AMERICAN_EXPRESS'
  | 'DISCOVER'
  | 'UNIONPAY'
  | 'DINERS_CLUB'
  | 'JCB'
  | 'MAESTRO';

/** The table, in the order a number is matched: the card-number rule reads it whole, a form through {@link cardSchemeOf}. */
export const cardSchemes: readonly CardScheme[] = [
  { name: 'VISA', start: /^4/, lengths: [13, 19], cvcLength: 3 },
  {
    name: 'MASTERCARD',
    start: /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/,
    lengths: [16, 16],
    cvcLength: 3,
  },
  { name: 'AMERICAN_EXPRESS', start: /^3[47]/, lengths: [15, 15], cvcLength: 4 },
  { name: 'DISCOVER', start: /^(?:6011|64[4-9]|65)/, lengths: [16, 19], cvcLength: 3 },
  { name: 'UNIONPAY', start: /^62/, lengths: [16, 19], cvcLength: 3 },
  { name: 'DINERS_CLUB', start: /^(?:30[0-5]|3095|36|3[89])/, lengths: [14, 19], cvcLength: 3 },
  { name: 'JCB', start: /^35(?:2[89]|[3-8]\d)/, lengths: [16, 19], cvcLength: 3 },
  { name: 'MAESTRO', start: /^(?:5[06-9]|6)/, lengths: [13, 19], cvcLength: 3 },
];

/** The scheme of a card number, or of its first six or more digits; undefined when no accepted scheme starts so. */
export function cardSchemeOf(digits: string): CardScheme | undefined {
  return cardSchemes.find((scheme) => scheme.start.test(digits));
}
