import { GraphQLScalarType } from 'graphql';
import {
  GraphQLCountryCode,
  GraphQLCurrency,
  GraphQLDateTimeISO,
  GraphQLIPv4,
  GraphQLJSON,
  GraphQLLocalDate,
  GraphQLURL,
  GraphQLUUID,
} from 'graphql-scalars';
import { GraphQLDecimal } from './decimal.ts';
import { GraphQLIntOrDigits } from './intOrDigits.ts';

/**
 * Our `Date`: graphql-scalars' `LocalDate` under the schema's name. `LocalDate` keeps `YYYY-MM-DD` strings as
 * strings in both directions; graphql-scalars' own `Date` parses into a JS `Date` at UTC midnight, which shifts
 * by a day as soon as someone reads it in local time.
 */
const dateTimeIso = GraphQLDateTimeISO.toConfig();

/** What `toISOString()` writes: the form most provider date-times arrive in. */
const isoStringShape = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The number written by the digits of `text` from `start` to `end` (the shape has checked they are digits). */
function digitsAt(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i += 1) n = n * 10 + text.charCodeAt(i) - 48;
  return n;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * A date-time string that `toISOString()` would write unchanged: a real instant, so graphql-scalars would accept
 * it and answer this very string. Checked by its fields' ranges (a real calendar day, hours to 23, minutes and
 * seconds to 59: exactly the strings that read back unchanged), where the full RFC 3339 check costs several
 * regular expressions and substrings per value, and a parse and a `Date` twice what this costs: every item of a
 * page has one or two.
 */
function isOwnIsoString(value: unknown): value is string {
  if (typeof value !== 'string' || !isoStringShape.test(value)) return false;
  const month = digitsAt(value, 5, 7);
  const day = digitsAt(value, 8, 10);
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(digitsAt(value, 0, 4), month) &&
    digitsAt(value, 11, 13) <= 23 &&
    digitsAt(value, 14, 16) <= 59 &&
    digitsAt(value, 17, 19) <= 59
  );
}

/**
 * Our `DateTime`: graphql-scalars' `DateTimeISO` under the schema's name. Output is always a UTC string with
 * milliseconds (`toISOString()`), so in-process results and HTTP responses look the same; input is a JS `Date`.
 */
const GraphQLInstant: GraphQLScalarType = new GraphQLScalarType({
  ...dateTimeIso,
  name: 'DateTime',
  serialize: (value) => (isOwnIsoString(value) ? value : dateTimeIso.serialize(value)),
});

const uuid = GraphQLUUID.toConfig();

/** A UUID as the provider writes it (no braces): graphql-scalars answers such a string unchanged. */
const plainUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Our `UUID`: graphql-scalars' under the schema's name. Output of the common form is checked by one regular
 * expression built once (graphql-scalars builds its own on every value: each payment item has one); anything else,
 * and all input, goes through graphql-scalars.
 */
const GraphQLUuid: GraphQLScalarType = new GraphQLScalarType({
  ...uuid,
  serialize: (value) => (typeof value === 'string' && plainUuid.test(value) ? value : uuid.serialize(value)),
});

const GraphQLDateOnly: GraphQLScalarType = new GraphQLScalarType({
  ...GraphQLLocalDate.toConfig(),
  name: 'Date',
});

// graphql-tools copies every enumerable property of a scalar resolver over the SDL's definition, including
// `name`, `description` and `specifiedByURL`. Hiding them keeps `schema/*.graphql` the one place where the API
// is described; only the behaviour (serialize/parseValue/parseLiteral) comes from here.
const sdlOwned = ['name', 'description', 'specifiedByURL', 'astNode', 'extensionASTNodes'] as const;

/** The scalar's behaviour only: its name and description stay the SDL's (see `sdlOwned`). */
export function behaviourOnly(scalar: GraphQLScalarType): GraphQLScalarType {
  for (const key of sdlOwned) {
    if (Object.hasOwn(scalar, key)) Object.defineProperty(scalar, key, { enumerable: false });
  }
  return scalar;
}

/**
 * Resolvers of every custom scalar in the schema, keyed by the schema's scalar name; merge them into the
 * resolver map. Each is a fresh instance, so hiding the SDL-owned properties never touches graphql-scalars' own.
 */
export const scalarResolvers = {
  Decimal: behaviourOnly(new GraphQLScalarType(GraphQLDecimal.toConfig())),
  DateTime: behaviourOnly(new GraphQLScalarType(GraphQLInstant.toConfig())),
  Date: behaviourOnly(new GraphQLScalarType(GraphQLDateOnly.toConfig())),
  UUID: behaviourOnly(new GraphQLScalarType(GraphQLUuid.toConfig())),
  CountryCode: behaviourOnly(new GraphQLScalarType(GraphQLCountryCode.toConfig())),
  Currency: behaviourOnly(new GraphQLScalarType(GraphQLCurrency.toConfig())),
  IPv4: behaviourOnly(new GraphQLScalarType(GraphQLIPv4.toConfig())),
  URL: behaviourOnly(new GraphQLScalarType(GraphQLURL.toConfig())),
  JSON: behaviourOnly(new GraphQLScalarType(GraphQLJSON.toConfig())),
  IntOrDigits: behaviourOnly(GraphQLIntOrDigits),
} as const satisfies Record<string, GraphQLScalarType>;
