import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';
import { behaviourOnly } from '../scalars/index.ts';

/**
 * `_Any`: a representation as the router sends it, any JSON value, read as is. `_entities` checks its shape
 * itself (src/federation/representation.ts), so that a malformed one fails alone and says which rule it broke.
 */
export const anyScalar: GraphQLScalarType = behaviourOnly(
  new GraphQLScalarType({
    name: '_Any',
    serialize: (value) => value,
    parseValue: (value) => value,
    parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
  }),
);
