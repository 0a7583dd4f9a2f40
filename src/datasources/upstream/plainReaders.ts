import { decimalOf, integerOf, utcDateTimeOf } from './json.ts';

/**
 * Field readers for a page's items without zod, for the long lists (statement entries, payment items), where
 * zod's per-field pipes were a tenth of the CPU and much of the garbage. Each reads a value exactly as the zod
 * helper of the same name does (`optional`, `decimalString`, `intLike`, `utcDateTime`, `stringLike`) when the value
 * is one that helper accepts; on anything else it throws {@link notPlain}, and `readModel` reads the whole body
 * again with the zod schema, whose issues name the breach. So a malformed body is refused exactly as before.
 */

/** Thrown (one object, no stack taken per throw) when a value is not one the plain readers accept. */
export const notPlain = new Error('not a plainly valid value');

type Scalar = number | string;

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

function absent(value: unknown): value is null | undefined {
  return value === undefined || value === null;
}

/** An object (zod's `z.object` input): anything else is not plain. */
export function objectAt(value: unknown): Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw notPlain;
  return value as Readonly<Record<string, unknown>>;
}

/** A list as `list()` reads it: null or absent is empty. */
export function listAt<T>(value: unknown, readItem: (item: unknown) => T): T[] {
  if (absent(value)) return [];
  if (!Array.isArray(value)) throw notPlain;
  const items = new Array<T>(value.length);
  for (let i = 0; i < value.length; i += 1) items[i] = readItem(value[i]);
  return items;
}

/** `z.string()` (and `openEnum`). */
export function text(value: unknown): string {
  if (typeof value !== 'string') throw notPlain;
  return value;
}

/** `optional(z.string())` (and `optional(openEnum(...))`). */
export function optionalText(value: unknown): string | undefined {
  return absent(value) ? undefined : text(value);
}

/** `optional(stringLike)`. */
export function optionalTextLike(value: unknown): string | undefined {
  if (absent(value)) return undefined;
  if (!isScalar(value)) throw notPlain;
  return String(value);
}

/** `decimalString`. */
export function decimal(value: unknown): string {
  const read = isScalar(value) ? decimalOf(value) : undefined;
  if (read === undefined) throw notPlain;
  return read;
}

/** `optional(decimalString)`. */
export function optionalDecimal(value: unknown): string | undefined {
  return absent(value) ? undefined : decimal(value);
}

/** `intLike`. */
export function integer(value: unknown): number {
  const read = isScalar(value) ? integerOf(value) : undefined;
  if (read === undefined) throw notPlain;
  return read;
}

/** `optional(intLike)`. */
export function optionalInteger(value: unknown): number | undefined {
  return absent(value) ? undefined : integer(value);
}

/** `utcDateTime`. */
export function dateTime(value: unknown): string {
  const read = typeof value === 'string' ? utcDateTimeOf(value) : undefined;
  if (read === undefined) throw notPlain;
  return read;
}

/** `optional(utcDateTime)`. */
export function optionalDateTime(value: unknown): string | undefined {
  return absent(value) ? undefined : dateTime(value);
}
