import { testCards } from '../../src/sandbox/data/testCards.ts';

/**
 * The data the card-number rule (src/contract/cardNumbers.ts) was decided from, written without looking at the
 * rule: references as merchants write them, which must all pass, and card numbers in every grouping, which must
 * all be caught. Seeded, so the corpus and its counts are the same on every run.
 */

/** mulberry32: a small seeded generator, enough to vary references reproducibly. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  const chars = (n: number, alphabet: string) =>
    Array.from({ length: n }, () => alphabet[int(0, alphabet.length - 1)]).join('');
  return { next, int, pick, digits, chars };
}

type Rng = ReturnType<typeof seeded>;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const hex = '0123456789abcdef';
const upperAlnum = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const alnum = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A moment between 2001-09-09 (epoch milliseconds reach 13 digits) and 2033-05-18 (they would start with 2). */
const moment = (r: Rng) => new Date(r.int(1_000_000_000, 1_999_999_999) * 1000 + r.int(0, 999));
const ymd = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const hms = (d: Date) => `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;

/** Each category of realistic reference, with how many of it the corpus holds. */
const categories: readonly (readonly [string, number, (r: Rng) => string])[] = [
  [
    'order numbers with a compact date (ORD-20261128-000042)',
    100,
    (r) => `ORD-${ymd(moment(r))}-${r.digits(6)}`,
  ],
  [
    'invoice ids with an ISO date (INV-2026-11-28-0042)',
    100,
    (r) => `${r.pick(['INV', 'inv', 'FAC', 'RE'])}-${isoDate(moment(r))}-${r.digits(r.int(4, 6))}`,
  ],
  [
    'epoch milliseconds with a prefix (typed-client-1764331200000)',
    100,
    (r) => `${r.pick(['typed-client', 'payout', 'po', 'job'])}-${moment(r).getTime()}`,
  ],
  ['epoch milliseconds alone', 60, (r) => String(moment(r).getTime())],
  [
    'epoch seconds alone or prefixed',
    60,
    (r) => `${r.pick(['', 'ts-', 'batch_'])}${Math.floor(moment(r).getTime() / 1000)}`,
  ],
  [
    'ISO date-times',
    100,
    (r) => {
      const iso = moment(r).toISOString();
      return r.pick([
        iso,
        iso.replace('.', ',').slice(0, 19),
        iso.replace('T', ' ').slice(0, 23),
        `${iso.slice(0, 19)}+01:00`,
      ]);
    },
  ],
  [
    'compact date-times (20261128T153000Z, 20261128153000)',
    60,
    (r) => {
      const d = moment(r);
      return r.pick([`${ymd(d)}T${hms(d)}Z`, `${ymd(d)}${hms(d)}`, `${ymd(d)}-${hms(d)}-${r.digits(3)}`]);
    },
  ],
  [
    'UUIDs',
    100,
    (r) =>
      `${r.chars(8, hex)}-${r.chars(4, hex)}-4${r.chars(3, hex)}-${r.pick(['8', '9', 'a', 'b'])}${r.chars(3, hex)}-${r.chars(12, hex)}`,
  ],
  [
    'unique bankout references (PN, PZ, PO)',
    60,
    (r) => `P${r.pick(['N', 'Z', 'O'])}${r.chars(r.int(6, 8), upperAlnum)}`,
  ],
  [
    'UK bank references (sort code and account number)',
    60,
    (r) =>
      r.pick([
        `${r.digits(2)}-${r.digits(2)}-${r.digits(2)} ${r.digits(8)}`,
        `SC ${r.digits(6)} ACC ${r.digits(8)}`,
        `BACS/${r.digits(2)}-${r.digits(2)}-${r.digits(2)}/${r.digits(8)}`,
      ]),
  ],
  [
    'provider-style ids (Stripe, Adyen, PayPal)',
    100,
    (r) =>
      r.pick([
        `${r.pick(['pi', 'ch', 'po', 'tr', 'txn'])}_${r.chars(24, alnum)}`,
        `88${r.digits(14)}`,
        `${r.chars(17, upperAlnum)}`,
        `${r.pick(['PSP', 'ADY'])}-${r.digits(16).replace(/^./, '8')}`,
      ]),
  ],
  [
    'purchase order numbers',
    60,
    (r) =>
      r.pick([
        `PO-45${r.digits(8)}`,
        `PO${r.digits(6)}`,
        `P.O. ${r.digits(7)}`,
        `PO-${r.digits(4)}-${r.digits(5)}`,
      ]),
  ],
  [
    'phone numbers',
    60,
    (r) =>
      r.pick([
        `+44 20 7946 0${r.digits(3)}`,
        `+1 (415) 555-0${r.digits(3)}`,
        `07700 900${r.digits(3)}`,
        `+33 1 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`,
        `+4915${r.digits(9)}`,
      ]),
  ],
  [
    'amounts',
    60,
    (r) =>
      r.pick([
        `${r.int(1, 999_999)}.${r.digits(2)}`,
        `EUR ${r.int(1, 999)},${r.digits(3)}.${r.digits(2)}`,
        `GBP${r.int(1, 99_999_999)}`,
        `${r.digits(r.int(10, 15)).replace(/^0/, '1')}.${r.digits(2)}`,
      ]),
  ],
  [
    'references mixing them',
    180,
    (r) => {
      const d = moment(r);
      return r.pick([
        `ORD-${ymd(d)}-${d.getTime()}`,
        `${r.pick(['acme', 'shop-eu', 'MP_Ltd'])}/${isoDate(d)}/${r.digits(6)}`,
        `batch-${ymd(d)}-${hms(d)}-${r.digits(4)}`,
        `REF ${isoDate(d)} ${hms(d)} #${r.digits(5)}`,
        `payout ${d.getTime()} ${r.chars(8, hex)}`,
        `INV${r.digits(6)}-${ymd(d)}`,
        `${r.chars(8, hex)}-${Math.floor(d.getTime() / 1000)}`,
        `cust-${r.digits(8)}-ord-${r.digits(8)}`,
        `ORD ${ymd(d)} ${r.digits(4)} ${r.digits(4)}`,
        `${ymd(d)}${r.digits(6)}`,
        `SUB-${r.digits(5)}-${isoDate(d)}T${d.toISOString().slice(11, 19)}Z`,
        `refund-of-${r.digits(10)}-${d.getTime()}`,
      ]);
    },
  ],
];

/** The realistic references, each with its category: every one must pass the rule. */
export const realisticReferences = corpus(21);

/** A corpus drawn with `seed`: the test's is seed 21; others measure how stable its figures are. */
export function corpus(seed: number): readonly { readonly category: string; readonly reference: string }[] {
  const r = seeded(seed);
  const out: { category: string; reference: string }[] = [
    // The references of issue 21, as written there.
    { category: 'issue 21', reference: 'ORD-20261128-000042' },
    { category: 'issue 21', reference: 'INV-2026-11-28-0042' },
    { category: 'issue 21', reference: 'typed-client-1764331200000' },
  ];
  for (const [category, count, make] of categories) {
    for (let i = 0; i < count; i++) out.push({ category, reference: make(r) });
  }
  return out;
}

/** How many references of each category the corpus holds. */
export const corpusComposition = (): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const { category } of realisticReferences) counts[category] = (counts[category] ?? 0) + 1;
  return counts;
};

/**
 * Test card numbers: the sandbox's table and those the schemes and providers document for test environments
 * (Visa, Mastercard with its 2-series, Amex, Discover, Diners Club, JCB, UnionPay, Maestro; 13 to 19 digits).
 */
export const testCardNumbers: readonly string[] = [
  ...new Set([
    ...testCards.map((card) => card.pan),
    ...[
      '4111111111111111',
      '4012888888881881',
      '4222222222222',
      '4462030000000000',
      '4917300800000000',
      '4484070000000000',
      '4000000000000002',
      '4242424242424242',
      '4012001038443335',
      '4000000000003220',
      '4000002500003155',
      '4000000000000000006',
      '5454545454545454',
      '5105105105105100',
      '2223003122003222',
      '5200828282828210',
      '2222400010000008',
      '5555341244441115',
      '2223000048400011',
      '2720000000000005',
      '378282246310005',
      '371449635398431',
      '378734493671000',
      '370000000000002',
      '376449047333005',
      '6011111111111117',
      '6011000990139424',
      '6445644564456445',
      '6011601160116611',
      '6011000000000000001',
      '30569309025904',
      '38520000023237',
      '36700102000000',
      '36148900647913',
      '3056930009020004',
      '36006666333344',
      '3530111333300000',
      '3566002020360505',
      '3566111111111113',
      '3528000000000000007',
      '6200000000000005',
      '6205500000000000004',
      '6243030000000001',
      '6250941006528599',
      '6759649826438453',
      '6799990100000000019',
      '6304000000000000000',
      '5018000000000009',
      '6331101999990016',
    ],
  ]),
];

/** The group lengths a number of `length` digits is written in, beside one run. */
function groupingsOf(length: number): number[][] {
  const fours = Array.from({ length: Math.floor(length / 4) }, () => 4);
  if (length % 4 !== 0) fours.push(length % 4);
  const out = [fours];
  if (length === 15) out.push([4, 6, 5]);
  if (length === 14) out.push([4, 6, 4]);
  return out;
}

const separators = [' ', '-', ' - ', '  ', '.', '_'];

/** `pan` as written: plain, then in each grouping with each separator. */
export function writtenForms(pan: string): string[] {
  const forms = [pan];
  for (const grouping of groupingsOf(pan.length)) {
    const groups: string[] = [];
    let at = 0;
    for (const length of grouping) {
      groups.push(pan.slice(at, at + length));
      at += length;
    }
    for (const separator of separators) forms.push(groups.join(separator));
  }
  return forms;
}

/** Where a card number may sit in free text: alone, in a sentence, glued to letters, beside a date or a CVC. */
export const contexts: readonly ((written: string) => string)[] = [
  (w) => w,
  (w) => `card ${w} please`,
  (w) => `ref${w}x`,
  (w) => `{"pan":"${w}"}`,
  (w) => `2026-11-28 ${w}`,
  (w) => `ORD-20261128-${w}`,
  (w) => `${w} 12/29 123`,
];
