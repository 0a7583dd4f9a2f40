import fc from 'fast-check';
import { containsCardNumber } from '../../src/contract/cardNumbers.ts';
import { testCardNumbers } from './cardNumberCorpus.ts';

/**
 * Generators of the gateway fuzz test: JSON values of every type, card-like digits, and edits of a valid
 * variables object (a field replaced, removed, or an unknown key added).
 */

/** A JSON number written into the request text digit for digit, including values a double cannot hold. */
class RawNumber {
  constructor(readonly text: string) {}
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof RawNumber);

/**
 * Test card numbers (the sandbox's and the schemes' published ones, 13 to 19 digits) and random 13 to 19 digit
 * strings, most of which are no card number: what the echo check looks for, and what it must let come back.
 */
const cardLike: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...testCardNumbers),
  fc.stringMatching(/^[1-9]\d{12,18}$/),
);

/** A card number as people type it: in groups of four, separated by spaces or dashes. */
const formattedCard: fc.Arbitrary<string> = fc
  .tuple(cardLike, fc.constantFrom(' ', '-', '  '))
  .map(([digits, separator]) => (digits.match(/.{1,4}/g) ?? []).join(separator));

const edgeStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'null',
  'true',
  '0',
  '-1',
  '1e3',
  '2024-02-30',
  '2024-02-29T25:00:00Z',
  '00000000-0000-0000-0000-000000000000',
  '<script>alert(1)</script>',
  '../../_sandbox/reset',
  '/payouts/../accounts',
  '\u202Eevil',
  '💳',
  '\uFEFF',
  '\ud800',
  'é',
  'A'.repeat(70_000),
);

const edgeNumbers = fc.constantFrom(
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '1.5e-999',
  '-0',
  '0.1',
  '9007199254740993',
  '2147483648',
  '-2147483649',
);

/** Any JSON scalar: strings of every kind, numbers of every size, booleans and null. */
const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 1000, maxLength: 5000 }) },
  { weight: 2, arbitrary: edgeStrings },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.bigInt().map((n) => new RawNumber(n.toString())) },
  { weight: 1, arbitrary: edgeNumbers.map((text) => new RawNumber(text)) },
  { weight: 2, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 3, arbitrary: cardLike },
  { weight: 1, arbitrary: formattedCard },
  { weight: 1, arbitrary: cardLike.map((digits) => new RawNumber(digits)) },
);

const key = fc.oneof(
  fc.string({ maxLength: 12 }),
  cardLike,
  fc.constantFrom('__proto__', 'constructor', 'toString', 'cardNumber', 'cvc', 'extra', 'input'),
);

/** Any JSON value: a scalar, or an array or object of them, a few levels deep. */
export const jsonish: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(key, tie('value'), { maxKeys: 4 }).map(ownKeys) },
  ),
})).value;

/** A copy whose keys are all own data properties, so a `__proto__` key is sent as a key, not a prototype. */
function ownKeys(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) setKey(out, k, v);
  return out;
}

function setKey(target: object, k: string, value: unknown): void {
  Object.defineProperty(target, k, { value, enumerable: true, writable: true, configurable: true });
}

/** JSON text of the request body, with RawNumber values written as they are. */
export function stringify(value: unknown): string {
  const numbers: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) =>
    v instanceof RawNumber ? `\u0000${numbers.push(v.text) - 1}\u0000` : v,
  );
  return (text ?? 'null').replace(/"\\u0000(\d+)\\u0000"/g, (_m, i: string) => numbers[Number(i)] ?? 'null');
}

/** Every 12-19 digit run in a text: the card-like values a request carried. */
function digitRuns(text: string): string[] {
  return [...new Set(text.match(/(?<!\d)\d{12,19}(?!\d)/g) ?? [])];
}

/**
 * The string values (not keys) of `value` long enough that finding one in a message is an echo, not a
 * coincidence with a word of the message.
 */
export function sentStrings(value: unknown): string[] {
  if (typeof value === 'string') return value.length >= 8 ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(sentStrings);
  if (isRecord(value)) return Object.values(value).flatMap(sentStrings);
  return [];
}

/**
 * The digit runs that are card numbers by the one rule (src/contract/cardNumbers.ts: a card's length, start and
 * check digit), which the gateway must never echo; other long runs (timestamps, order numbers) may come back.
 */
export const panRuns = (text: string): string[] => digitRuns(text).filter(containsCardNumber);

type Path = readonly (string | number)[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (!isRecord(value) && !Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const path = [...prefix, Array.isArray(value) ? Number(k) : k];
    return [path, ...pathsOf(v, path)];
  });
}

function objectPathsOf(value: unknown): Path[] {
  return [[], ...pathsOf(value).filter((p) => isRecord(at(value, p)))];
}

function at(root: unknown, path: Path): unknown {
  let node = root;
  for (const k of path) node = isRecord(node) || Array.isArray(node) ? (node as never)[k] : undefined;
  return node;
}

export type Edit =
  | { readonly kind: 'replace'; readonly path: Path; readonly value: unknown }
  | { readonly kind: 'remove'; readonly path: Path }
  | { readonly kind: 'addKey'; readonly path: Path; readonly key: string; readonly value: unknown };

function apply(root: unknown, edit: Edit): void {
  if (edit.kind === 'addKey') {
    const target = at(root, edit.path);
    if (isRecord(target)) setKey(target, edit.key, copyJson(edit.value));
    return;
  }
  const parent = at(root, edit.path.slice(0, -1));
  const last = edit.path.at(-1);
  if (last === undefined || !(isRecord(parent) || Array.isArray(parent))) return;
  if (edit.kind === 'remove') {
    if (Array.isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else delete (parent as Record<string, unknown>)[last];
  } else setKey(parent, String(last), copyJson(edit.value));
}

/** A deep copy keeping RawNumber values, so that later edits never change a value fast-check generated. */
function copyJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyJson);
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) setKey(out, k, copyJson(v));
  return out;
}

/** Strings close to a valid one: a character inserted, removed or changed, or case and padding changed. */
function nearString(original: string): fc.Arbitrary<string> {
  const at = fc.nat({ max: original.length });
  return fc.oneof(
    fc
      .tuple(at, fc.string({ minLength: 1, maxLength: 3 }))
      .map(([i, s]) => original.slice(0, i) + s + original.slice(i)),
    at.map((i) => original.slice(0, i) + original.slice(i + 1)),
    at.map((i) => original.slice(0, i)),
    fc.constantFrom(
      original.toLowerCase(),
      original.toUpperCase(),
      ` ${original}`,
      `${original} `,
      original.repeat(40),
    ),
  );
}

/** Strings shaped like the values of this schema: amounts, dates, date-times, codes, ids. */
const plausibleString: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^-?\d{1,40}(\.\d{0,6})?$/),
  fc.date().map((d) => (Number.isNaN(d.getTime()) ? 'Invalid Date' : d.toISOString())),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.stringMatching(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?([+-]\d{2}:\d{2}|Z)?)?$/),
  fc.stringMatching(/^[A-Za-z]{1,4}$/),
  fc.stringMatching(/^[A-Z0-9]{4,20}$/),
  fc.uuid(),
  fc.webUrl(),
  fc.ipV4(),
  fc.ipV6(),
);

export const intLike: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -100, max: 200 }),
  fc.integer(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1.5, -0.5, 1e21),
  edgeNumbers.map((text) => new RawNumber(text)),
);

/** A replacement for `original`: mostly a value of the same JSON type (which passes graphql-js to our rules). */
function replacementFor(original: unknown): fc.Arbitrary<unknown> {
  if (typeof original === 'string') {
    return fc.oneof(
      { weight: 3, arbitrary: nearString(original) },
      { weight: 3, arbitrary: plausibleString },
      { weight: 2, arbitrary: scalar.filter((v) => typeof v === 'string') },
      { weight: 2, arbitrary: cardLike },
      { weight: 2, arbitrary: jsonish },
    );
  }
  if (typeof original === 'number') return fc.oneof({ weight: 3, arbitrary: intLike }, jsonish);
  if (typeof original === 'boolean') return fc.oneof(fc.boolean(), jsonish);
  return jsonish;
}

/** One to four edits of `template`'s fields: replaced by any JSON value, removed, or joined by an unknown key. */
export function editsOf(template: unknown): fc.Arbitrary<Edit[]> {
  const paths = pathsOf(template);
  const objects = objectPathsOf(template);
  const edit: fc.Arbitrary<Edit> = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .constantFrom(...paths)
        .chain((path) =>
          replacementFor(at(template, path)).map((value) => ({ kind: 'replace' as const, path, value })),
        ),
    },
    { weight: 2, arbitrary: fc.constantFrom(...paths).map((path) => ({ kind: 'remove' as const, path })) },
    {
      weight: 1,
      arbitrary: fc
        .record({ path: fc.constantFrom(...objects), key, value: jsonish })
        .map(({ path, key: k, value }) => ({ kind: 'addKey' as const, path, key: k, value })),
    },
  );
  return fc.array(edit, { minLength: 1, maxLength: 4 });
}

/** `template` with `edits` applied, on a deep copy. */
export function edited(template: unknown, edits: readonly Edit[]): unknown {
  const copy: unknown = structuredClone(template);
  for (const e of edits) apply(copy, e);
  return copy;
}

/** A card number field's value: digits as a string, as a JSON number, formatted, padded, or anything at all. */
export const cardValue: fc.Arbitrary<unknown> = fc.oneof(
  cardLike,
  cardLike.map((digits) => new RawNumber(digits)),
  formattedCard,
  cardLike.map((digits) => ` ${digits}\u200B`),
  jsonish,
);

/**
 * Cursors near a real one: the same filter hash with any offset (huge, negative, leading zeros), the real one
 * cut or padded, base64 of anything, or any value at all.
 */
export function cursorNear(real: string): fc.Arbitrary<unknown> {
  const [, hash = ''] = /^v1:\d+:(.*)$/.exec(Buffer.from(real, 'base64url').toString('utf8')) ?? [];
  const offset = fc.oneof(
    fc.nat().map(String),
    fc.constantFrom('9999999999999999', '9007199254740993', '99999999999999999', '-1', '01', '1e3', '', ' 1'),
  );
  const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
  return fc.oneof(
    offset.map((o) => base64(`v1:${o}:${hash}`)),
    fc.string().map((s) => base64(s)),
    fc.nat({ max: real.length }).map((at) => real.slice(0, at)),
    fc.constantFrom(
      `${real}=`,
      `${real}==`,
      real.replace(/-/g, '+').replace(/_/g, '/'),
      ` ${real}`,
      real.repeat(3),
    ),
    jsonish,
    fc.constant(null),
  );
}

/** Global ids: well-formed base64url of a known or unknown type with any key, or any value at all. */
export const anyId: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .record({
      type: fc.constantFrom('Account', 'PaymentItem', 'Payout', 'Sale', '', 'account'),
      key: fc.oneof(
        fc.string(),
        cardLike,
        fc.uuid(),
        fc.constantFrom('/payouts/../accounts', '/_sandbox/reset', '//evil.example/x', '/payouts/%2e%2e/x'),
      ),
    })
    .map(({ type, key }) => Buffer.from(`${type}:${key}`, 'utf8').toString('base64url')),
  jsonish,
);
