/**
 * The TypeScript types of this API's custom scalars as a client sees them in JSON, for the `scalars` option of a
 * GraphQL Code Generator config (`typescript`, `typescript-operations` or `client-preset`):
 *
 * ```ts
 * import { clientScalars } from '<this repository>/client/scalars.ts';
 * const config: CodegenConfig = {
 *   schema: 'schema.graphql',
 *   generates: { 'src/gql/': { preset: 'client', config: { scalars: clientScalars, strictScalars: true } } },
 * };
 * ```
 *
 * This file imports nothing, so a frontend can copy it or import it without pulling in the gateway.
 * Every custom scalar travels as a JSON string except free-form `JSON`; money (`Decimal`) is never a JS number,
 * so that an 18-digit amount keeps every digit.
 */
export const clientScalars = {
  /** Exact decimal number as a string (`"-7.50"`); send amounts as strings too. */
  Decimal: 'string',
  /** RFC 3339 date-time string with offset (`"2024-05-01T10:00:00Z"`). */
  DateTime: 'string',
  /** Calendar date string (`"2024-05-01"`), no time zone. */
  Date: 'string',
  /** ISO 4217 three-letter code (`"GBP"`). */
  Currency: 'string',
  /** ISO 3166-1 alpha-2 code (`"GB"`). */
  CountryCode: 'string',
  /** RFC 4122 UUID string. */
  UUID: 'string',
  /** Dotted IPv4 address string. */
  IPv4: 'string',
  /** Absolute URL string. */
  URL: 'string',
  /** Any JSON value: narrow it where it is read. */
  JSON: 'unknown',
  /** A whole number, accepted as a JSON number or a string of digits (3-D Secure device data). */
  IntOrDigits: 'number | string',
} as const;
