import { type GraphQLSchema, getNamedType, isAbstractType, isObjectType } from 'graphql';

/**
 * A GraphQL Code Generator plugin writing what a normalized client cache needs to know of the schema
 * (client/generated/cacheSchema.ts, read by client/apollo.ts):
 * - `possibleTypes`: every interface and union with its object types, as `@graphql-codegen/fragment-matcher`
 *   writes it (not installed here), for Apollo Client to match a fragment on `Node` against a `Payout`;
 * - `connectionFilters`: every connection field (its type's name ends in `Connection`) with all its arguments but
 *   Relay's paging ones, for the cache to key each list by (Apollo's `keyArgs`, Relay's `@connection(filters:)`).
 *   Derived, not written by hand: a filter added to the schema is a key at once, so two lists never merge.
 * Generated, so CI's `codegen:check` catches drift.
 */
const pagingArguments = new Set(['first', 'after', 'last', 'before']);

function possibleTypesOf(schema: GraphQLSchema): string[] {
  return Object.values(schema.getTypeMap())
    .filter(isAbstractType)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((type) => {
      const names = schema.getPossibleTypes(type).map((object) => `'${object.name}'`);
      return `  ${type.name}: [${names.sort().join(', ')}],`;
    });
}

function connectionFiltersOf(schema: GraphQLSchema): string[] {
  const lines: string[] = [];
  const objects = Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .filter((type) => !type.name.startsWith('__'))
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const type of objects) {
    const fields = Object.values(type.getFields())
      .filter((field) => getNamedType(field.type).name.endsWith('Connection'))
      .map((field) => {
        const filters = field.args
          .filter((arg) => !pagingArguments.has(arg.name))
          .map((arg) => `'${arg.name}'`);
        return `    ${field.name}: [${filters.join(', ')}],`;
      });
    if (fields.length > 0) lines.push(`  ${type.name}: {`, ...fields, '  },');
  }
  return lines;
}

/** The plugin: GraphQL Code Generator calls it with the schema and writes what it returns. */
export const plugin = (schema: GraphQLSchema): string =>
  [
    '// Generated from schema/*.graphql by npm run codegen (scripts/codegen/cacheSchema.ts): do not edit.',
    '',
    '/** Each interface and union of the schema with its object types (Apollo Client `possibleTypes`). */',
    'export const possibleTypes: { readonly [supertype: string]: string[] } = {',
    ...possibleTypesOf(schema),
    '};',
    '',
    '/** Each connection field, by type, with the arguments that choose its list: all but first/after/last/before. */',
    'export const connectionFilters: {',
    '  readonly [typename: string]: { readonly [field: string]: string[] };',
    '} = {',
    ...connectionFiltersOf(schema),
    '};',
    '',
  ].join('\n');
