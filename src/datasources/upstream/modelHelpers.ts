import { z } from 'zod';

/**
 * Schema helpers shared by the models. Reading is tolerant: unknown fields are dropped (zod's default object
 * mode), `null` counts as absent, and enumerations stay open (a value the spec does not list is kept as a string,
 * because providers add values over time; the GraphQL layer maps it to a fallback and shows the raw value).
 */

/** An optional field; the provider's `null` reads as absent so models have one "missing" value: `undefined`. */
export function optional<S extends z.ZodType>(schema: S) {
  return schema.nullish().transform((value): z.output<S> | undefined => value ?? undefined);
}

/** A value of an enumeration the spec lists, or any other string the provider may add later. */
export type OpenEnum<T extends string> = T | (string & {});

/** A string schema typed as an open enumeration of `values` (listed for the reader: unknown values pass). */
export function openEnum<const T extends readonly string[]>(_values: T) {
  return z.string().transform((value): OpenEnum<T[number]> => value);
}

/** Whether `value` is one of the documented `values` (narrows an open enumeration). */
export function isKnown<const T extends readonly string[]>(values: T, value: string): value is T[number] {
  return values.includes(value);
}

/** A list that the provider may send as `null` or leave out: both read as empty. */
export function list<S extends z.ZodType>(item: S) {
  return z
    .array(item)
    .nullish()
    .transform((value): z.output<S>[] => value ?? []);
}

/** A HAL link object; only `href` matters to us. */
const halLink = z.object({ href: z.string() });

/** The raw `_links` object of a HAL document (relation name to link or list of links, plus `curies`). */
export const rawLinks = optional(z.record(z.string(), z.unknown()));

/** `_links` as received, for callers that need a relation we do not model. */
export type RawLinks = Readonly<Record<string, unknown>>;

/** The href of relation `rel` in a `_links` object, when it is a single link with a string href. */
export function linkHref(links: RawLinks | undefined, rel: string): string | undefined {
  const parsed = halLink.safeParse(links?.[rel]);
  return parsed.success ? parsed.data.href : undefined;
}

/** A string field the provider might send as a number (a version `2`); read as its text. */
export const stringLike = z.union([z.string(), z.number()]).transform((value): string => String(value));
