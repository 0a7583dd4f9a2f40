import { cardSchemes } from './cardSchemes.ts';

/**
 * The one rule of what a card number is in free text, shared by the gateway (inputs, errors, logs, stored records,
 * request ids, the document cache) and the sandbox (its request log), so that no copy of it can drift.
 *
 * A *card number* is 13 to 19 digits, written in one of the ways card numbers are written, that pass the Luhn
 * check and start the way a card of an accepted scheme starts:
 * - written as one run of digits (`4444333322221111`, glued to letters or not: `ref4444333322221111`), or in the
 *   groupings cards are printed and typed in: 4-4-4-4 (16 digits), 4-4-4 then 1 to 3 (13 to 15), 4-4-4-4 then 1
 *   to 3 (17 to 19), 4-6-5 (Amex) and 4-6-4 (Diners); groups split by one to three blanks, dashes, dots or
 *   underscores (`4444 3333 2222 1111`, `3782-822463-10005`, `4444_3333_2222_1111`, the grouping a GraphQL
 *   name can hold). A grouping is looked for anywhere in a chain of digit groups (`on 28 4444 3333 2222 1111`).
 * - starting like Visa (4), Mastercard (51-55, 2221-2720), Maestro (50, 56-69), American Express (34, 37), Diners
 *   (300-305, 36, 38, 39), Discover (6011, 644-649, 65, 622126-622925), UnionPay (62) or JCB (3528-3589): the
 *   sandbox's brands (CB cards are Visa or Mastercard numbers), the schemes their networks carry, and Maestro,
 *   Mastercard's debit brand (the table is cardSchemes.ts, which card forms read the scheme from). Broad on
 *   purpose: a card number let through is worse than a reference refused.
 *
 * Decided from data (docs/decisions.md, "Card numbers in caller text"; test/security/cardNumberCorpus.ts): a
 * corpus of realistic references (order numbers, ISO dates, epoch seconds and milliseconds, invoice ids, UUIDs,
 * UBRs, phone numbers, amounts, mixes) all pass, and every test card number of the sandbox and of the schemes'
 * documentation is caught in every grouping and in free text. Not card numbers, on purpose:
 * - digits joined across arbitrary separators (`ORD-20261128-000042`, `INV-2026-11-28-0042`): groups that are not
 *   a card grouping are not joined;
 * - a run starting otherwise (epoch milliseconds start with 1 until 2033; `20261128…` is no Mastercard range);
 * - a number failing Luhn: the provider and the card fields refuse it, so it is no usable card number; a random
 *   run of the right shape and start still passes one time in ten, which is why shape and start matter too;
 * - a run of more than 19 digits (two numbers pasted together, a Swiss QR reference): no card is that long, and
 *   looking for one inside would refuse long bank references often;
 * - 12-digit Maestro numbers: no longer issued, while 12-digit runs are common in references;
 * - a UUID, left whole (request ids and payment ids are UUIDs that logs must keep; its digit groups can read as
 *   4-4-4-3); a decimal amount (`1234567890123456.78`: the provider's amounts have up to 18 digits and a request
 *   log must show them); a phone number in E.164 (`+4915708882613`: a `+` then at most 15 digits).
 */

/**
 * Digit groups split by short runs of separators, the text in which card groupings are looked for: from a group of
 * four or more digits, as every card grouping starts (which also spares a callback for each short number of a log
 * line), with the `+` of a phone number; or a UUID, matched first so that it is left whole.
 */
const digitChain =
  /(?<![0-9a-fA-F])[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}(?![0-9a-fA-F])|\+?\d{4,}(?:[\s._-]{1,3}\d+)*/g;
const uuid = /^[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$/;
const decimalAmount = /^\d+\.\d{1,2}$/;
const digitGroup = /\d+/g;

/**
 * The group lengths card numbers are written in (beside one run of 13 to 19 digits), longest first: a 19-digit
 * number is masked whole, not as a 16-digit number followed by three digits.
 */
const groupings: readonly (readonly number[])[] = [
  [4, 4, 4, 4, 3],
  [4, 4, 4, 4, 2],
  [4, 4, 4, 4, 1],
  [4, 4, 4, 4],
  [4, 6, 5],
  [4, 4, 4, 3],
  [4, 6, 4],
  [4, 4, 4, 2],
  [4, 4, 4, 1],
];

/** The Luhn check (ISO/IEC 7812): the check digit of card numbers; `digits` holds digits only. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Whether `digits` (digits only) are a card number of an accepted scheme. */
const isCardDigits = (digits: string) =>
  digits.length >= 13 &&
  digits.length <= 19 &&
  cardSchemes.some(
    ({ start, lengths: [min, max] }) => digits.length >= min && digits.length <= max && start.test(digits),
  ) &&
  luhnValid(digits);

interface Group {
  readonly start: number;
  readonly end: number;
  readonly digits: string;
}

/** Whether the groups from `at` have the lengths of `grouping`. */
const fits = (groups: readonly Group[], at: number, grouping: readonly number[]) =>
  at + grouping.length <= groups.length &&
  grouping.every((length, i) => groups[at + i]?.digits.length === length);

/** How many digits `text` holds. */
function digitCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) count += 1;
  }
  return count;
}

/**
 * The card numbers in one chain of digit groups, as [start, end) offsets in the chain and their digits: each group
 * in turn, alone or as the first of a card grouping; after a card number the search goes on behind it. Most chains
 * (a status, a duration, a date) hold fewer than 13 digits and cost one pass over their characters.
 */
function cardsInChain(chain: string): Group[] {
  if (digitCount(chain) < 13 || uuid.test(chain) || decimalAmount.test(chain)) return [];
  const groups: Group[] = [];
  for (const m of chain.matchAll(digitGroup)) {
    groups.push({ start: m.index, end: m.index + m[0].length, digits: m[0] });
  }
  // A phone number in E.164 (`+4915708882613`): a `+`, then at most 15 digits.
  const phone = (at: number, digits: string) => at === 0 && chain.startsWith('+') && digits.length <= 15;
  const isCard = (at: number, digits: string) => isCardDigits(digits) && !phone(at, digits);
  const cards: Group[] = [];
  let at = 0;
  while (at < groups.length) {
    const first = groups[at] as Group;
    let found = isCard(at, first.digits) ? 1 : 0;
    // Every grouping starts with a group of four digits.
    for (const grouping of found === 0 && first.digits.length === 4 ? groupings : []) {
      if (!fits(groups, at, grouping)) continue;
      const digits = groups
        .slice(at, at + grouping.length)
        .map((g) => g.digits)
        .join('');
      if (isCard(at, digits)) {
        found = grouping.length;
        break;
      }
    }
    if (found === 0) {
      at += 1;
      continue;
    }
    const last = groups[at + found - 1] as Group;
    const digits = groups
      .slice(at, at + found)
      .map((g) => g.digits)
      .join('');
    cards.push({ start: first.start, end: last.end, digits });
    at += found;
  }
  return cards;
}

/** How a found card number is replaced: gets its digits only (separators dropped). */
export type CardNumberMask = (digits: string) => string;

/** The gateway's mask: nothing of the number survives. */
const redactCardNumber: CardNumberMask = () => '[redacted]';

/** The receipt mask: first six and last four digits kept, the rest starred (as PCI DSS allows for display). */
export const receiptCardNumber: CardNumberMask = (digits) =>
  `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;

/** `text` with every card number replaced by `mask(digits)` (default: `[redacted]`). */
export function maskCardNumbers(text: string, mask: CardNumberMask = redactCardNumber): string {
  return text.replace(digitChain, (chain) => {
    let out = '';
    let from = 0;
    for (const card of cardsInChain(chain)) {
      out += chain.slice(from, card.start) + mask(card.digits);
      from = card.end;
    }
    return from === 0 ? chain : out + chain.slice(from);
  });
}

/** Whether `text` holds a card number. */
export function containsCardNumber(text: string): boolean {
  for (const chain of text.matchAll(digitChain)) if (cardsInChain(chain[0]).length > 0) return true;
  return false;
}
