import { mergeResolvers } from '@graphql-tools/merge';
import type { Resolvers } from '../generated/resolvers.ts';

/**
 * The fields of a type's resolver map, or nothing for a value that is not a plain map (a scalar's
 * `GraphQLScalarType`, which is one resolver, not a set of fields).
 */
function fieldsOf(value: unknown): string[] {
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return [];
  return Object.keys(value);
}

/**
 * Merges per-domain resolver maps with `@graphql-tools/merge`. The library lets a later map win silently when two
 * define the same field; here that is a bug (two domains claiming one field), so it throws naming the field.
 */
export function mergeDomainResolvers(maps: readonly Resolvers[]): Resolvers {
  const seen = new Set<string>();
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      const names = fieldsOf(fields);
      for (const field of names.length > 0 ? names : ['']) {
        const key = field === '' ? typeName : `${typeName}.${field}`;
        if (seen.has(key)) throw new Error(`resolver ${key} is defined twice`);
        seen.add(key);
      }
    }
  }
  return mergeResolvers([...maps]) as Resolvers;
}
