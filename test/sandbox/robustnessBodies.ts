import fc from 'fast-check';
import { LosslessNumber } from 'lossless-json';
import type { Route } from '../../src/sandbox/http/types.ts';
import { isRecord } from './robustnessSupport.ts';
import { type Known, templateFor } from './robustnessTemplates.ts';
import { panLike } from './robustnessWire.ts';

/**
 * Bodies of hostile probes: any JSON value, a route's real request broken field by field, malformed JSON, bytes
 * that are not UTF-8 and nesting deep enough to exhaust a recursive walker.
 */

/** fast-check's `anything` turned into a JSON tree; bigints stay exact numbers, `__proto__` stays a plain key. */
function toJson(value: unknown): unknown {
  if (typeof value === 'bigint') return new LosslessNumber(value.toString());
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Map) return [...value.entries()].map(([k, v]) => [toJson(k), toJson(v)]);
  if (value instanceof Set) return [...value].map(toJson);
  if (value instanceof Number || value instanceof String || value instanceof Boolean) {
    return toJson(value.valueOf());
  }
  if (ArrayBuffer.isView(value)) return Array.from(value as unknown as ArrayLike<unknown>, toJson);
  if (Array.isArray(value)) return Array.from(value, toJson);
  if (typeof value !== 'object') return null;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = toJson((value as Record<string, unknown>)[key]);
    Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

const edgeNumbers = fc
  .constantFrom(
    '1e400',
    '-1e400',
    '123456789012345678901234567890',
    '1.5e-999',
    '-0',
    '9007199254740993',
    '9007199254740991',
  )
  .map((text) => new LosslessNumber(text));
const edgeStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'null',
  '<b>x</b>',
  '../../etc',
  '\u202Eevil',
  '💳',
  '\uFEFF',
);

/** Any JSON value, with numbers JavaScript cannot hold, card-like digits and odd strings mixed in. */
export const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .anything({
        maxDepth: 3,
        withBigInt: true,
        withDate: true,
        withMap: true,
        withSet: true,
        withTypedArray: true,
        withNullPrototype: true,
        withBoxedValues: true,
        withSparseArray: true,
      })
      .map(toJson),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: edgeNumbers },
  { weight: 1, arbitrary: edgeStrings },
  {
    weight: 1,
    arbitrary: fc.oneof(
      panLike,
      panLike.map((digits) => new LosslessNumber(digits.replace(/^0/, '4'))),
    ),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 1000, maxLength: 5000 }) },
);

/**
 * JSON text with LosslessNumber values written digit for digit. lossless-json's own stringify refuses numbers
 * that underflow a double (`1.5e-999`), and those are exactly the ones worth sending.
 */
function stringify(value: unknown): string | undefined {
  const numbers: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) =>
    v instanceof LosslessNumber ? `\u0000${numbers.push(v.value) - 1}\u0000` : v,
  );
  return text?.replace(/"\\u0000(\d+)\\u0000"/g, (_match, i: string) => numbers[Number(i)] ?? 'null');
}

const encodeJson = (value: unknown) => Buffer.from(stringify(value) ?? 'null', 'utf8');

/** The body as the route's area posts it: an HTML form for the challenge pages, JSON elsewhere. */
export function encodeFor(route: Route, value: unknown): Buffer {
  if (route.area !== 'challenge' || !isRecord(value)) return encodeJson(value);
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(value))
    form.append(k, typeof v === 'string' ? v : (stringify(v) ?? ''));
  return Buffer.from(form.toString(), 'utf8');
}

type Path = readonly string[];
const removed = Symbol('removed');

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (!isRecord(value) && !Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
}

function setAt(root: unknown, path: Path, replacement: unknown): void {
  let node = root;
  for (const key of path.slice(0, -1))
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
  const last = path.at(-1);
  if (last === undefined || (!isRecord(node) && !Array.isArray(node))) return;
  const target = node as Record<string, unknown>;
  if (replacement === removed) delete target[last];
  else
    Object.defineProperty(target, last, {
      value: replacement,
      enumerable: true,
      writable: true,
      configurable: true,
    });
}

/** The route's real request with one to four fields replaced by anything or removed, and junk keys added. */
export function shapedBody(route: Route, known: Known): fc.Arbitrary<Buffer | undefined> {
  const template = templateFor(route, known);
  if (template === undefined) return fc.constant(undefined);
  const paths = pathsOf(template);
  const edit = fc.tuple(
    paths.length === 0 ? fc.constant<Path>([]) : fc.constantFrom(...paths),
    fc.oneof({ weight: 5, arbitrary: jsonish }, fc.constant(removed)),
  );
  return fc
    .tuple(
      fc.array(edit, { minLength: 1, maxLength: 4 }),
      fc.dictionary(fc.string(), jsonish, { maxKeys: 2 }),
    )
    .map(([edits, extra]) => {
      const copy: unknown = structuredClone(template);
      for (const [path, value] of edits) setAt(copy, path, value);
      for (const [k, v] of Object.entries(extra)) setAt(copy, [k], v);
      return encodeFor(route, copy);
    });
}

const templateText = (route: Route, known: Known) => stringify(templateFor(route, known) ?? {}) ?? '{}';

/** Text that is not one JSON object: broken syntax, scalars, truncated or spliced copies of the real request. */
export function malformedBody(route: Route, known: Known): fc.Arbitrary<Buffer | undefined> {
  const text = templateText(route, known);
  return fc
    .oneof(
      fc.constantFrom(
        '{',
        '{"a":}',
        "{'a':1}",
        '{"a":1,}',
        'undefined',
        'NaN',
        '{"a":01}',
        '\u0000',
        '{"a":"\\x"}',
        '{"a":"\\ud800"}',
        '1',
        '"text"',
        '[]',
        'null',
        'true',
        '{"a":1}{"b":2}',
        '  {}  ',
        '\uFEFF{}',
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
      ),
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc.nat({ max: text.length }).map((at) => text.slice(0, at)),
      fc
        .tuple(fc.nat({ max: text.length }), fc.string({ minLength: 1, maxLength: 4 }))
        .map(([at, junk]) => `${text.slice(0, at)}${junk}${text.slice(at)}`),
    )
    .map((t) => Buffer.from(t, 'utf8'));
}

const invalidUtf8 = [
  [0xc3, 0x28],
  [0xff],
  [0xfe, 0xff],
  [0xed, 0xa0, 0x80],
  [0xf0, 0x9f, 0x98],
  [0xc0, 0xaf],
  [0x80],
];

/** Random bytes, the real request with invalid UTF-8 spliced in, or it encoded as UTF-16 or Latin-1. */
export function nonUtf8Body(route: Route, known: Known): fc.Arbitrary<Buffer | undefined> {
  const text = templateText(route, known);
  return fc.oneof(
    fc.uint8Array({ minLength: 1, maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    fc
      .tuple(fc.nat({ max: text.length }), fc.constantFrom(...invalidUtf8))
      .map(([at, bytes]) =>
        Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(bytes), Buffer.from(text.slice(at))]),
      ),
    fc.constantFrom('utf16le', 'latin1' as const).map((encoding) => Buffer.from(`\uFEFF${text}é`, encoding)),
  );
}

/** Nesting deep enough to exhaust a recursive walker, still under the 64 KiB limit. */
export const deepBody = fc
  .record({
    depth: fc.integer({ min: 100, max: 9_000 }),
    arrays: fc.boolean(),
    key: fc.constantFrom('merchant', 'instruction', 'x'),
  })
  .map(({ depth, arrays, key }) => {
    const inner = arrays
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    return Buffer.from(`{"${key}":${inner}}`, 'utf8');
  });
