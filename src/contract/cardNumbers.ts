/**
 * The one rule of what a card number looks like in free text, shared by the gateway (errors, logs, request ids,
 * the document cache) and the sandbox (its request log), so that no copy of it can drift.
 *
 * Terminology: a *card-number-like run* is 12 or more digits in a row, where each pair of neighbouring digits
 * may be split by up to three separators (space or other white space, `-`, `.`, `_`): `4444333322221111`,
 * `4444 3333 2222 1111`, `4444-3333-2222-1111`, `4444.3333.2222.1111`, `4444 - 3333.2222-1111`, and
 * `4444_3333_2222_1111` (the grouping a GraphQL name such as an operation name can hold).
 *
 * Decisions:
 * - No Luhn check: a mistyped card number (failing Luhn) is still card data, and test cards need not pass it.
 * - 12 to 19 digits is every card length; a longer run may hold a card number inside it (two pasted together,
 *   a number glued to a reference), so it is masked whole too.
 * - A decimal amount (digits, one dot, one or two decimals: `1234567890123456.78`) is not a card number: the
 *   provider's amounts go up to 18 digits with 2 decimals and a request log must still show them.
 * - Digits next to letters count (`ref4444333322221111`): a card number glued to text is still one.
 * - A UUID (8-4-4-4-12 hex digits, at least one of them a letter) is an id, left whole: its groups often join
 *   into 12+ digits (`…-a456-426614174000`), and request ids and payment ids are UUIDs that logs must keep.
 * - A number written with a leading `+` and at most 15 digits is a phone number (E.164: `+44 20 7946 0001`), left
 *   whole; with more digits the run is masked from its first digit on.
 */
const cardLike =
  /[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}|\+\d(?:[\s.-]{0,3}\d){7,14}(?![\s._-]{0,3}\d)|\d(?:[\s._-]{0,3}\d){11,}/g;
const uuid = /^(?=.*[a-fA-F])[0-9a-fA-F]{8}-/;
const decimalAmount = /^\d+\.\d{1,2}$/;
/** Whether a match of `cardLike` is a card number, not one of the exceptions above. */
const isCardNumber = (run: string) => !uuid.test(run) && !decimalAmount.test(run) && !run.startsWith('+');

/** How a found run is replaced: gets the run's digits only (separators dropped). */
export type CardNumberMask = (digits: string) => string;

/** The gateway's mask: nothing of the number survives. */
const redactCardNumber: CardNumberMask = () => '[redacted]';

/**
 * The receipt mask: first six and last four digits kept, the rest starred (as PCI DSS allows for display); a
 * run longer than a card number is starred whole, since its ends may belong to two numbers.
 */
export const receiptCardNumber: CardNumberMask = (digits) =>
  digits.length > 19
    ? '*'.repeat(digits.length)
    : `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;

/** `text` with every card-number-like run replaced by `mask(digits)` (default: `[redacted]`). */
export function maskCardNumbers(text: string, mask: CardNumberMask = redactCardNumber): string {
  return text.replace(cardLike, (run) => (isCardNumber(run) ? mask(run.replace(/\D/g, '')) : run));
}

/** Whether `text` holds a card-number-like run. */
export function containsCardNumber(text: string): boolean {
  for (const run of text.matchAll(cardLike)) if (isCardNumber(run[0])) return true;
  return false;
}
