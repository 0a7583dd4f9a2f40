import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

/**
 * `IntOrDigits`: a whole number sent as a JSON number or as a string of digits with an optional sign. Browsers
 * report device data as numbers, and the provider's examples send the same values as strings (`"24"`, `"+300"`);
 * both reach the resolvers as one JavaScript integer, so the rules (allowed colour depths, offset range) are
 * checked once. Range rules belong to the field, not to the scalar.
 */

// The message names the rule, never the value.
const rule =
  'IntOrDigits must be a whole number or a string of digits with an optional sign, e.g. 24 or "-300"';

const digits = /^[+-]?\d{1,15}$/;

function fromText(text: string, node?: ValueNode): number {
  if (!digits.test(text)) throw new GraphQLError(rule, node ? { nodes: node } : {});
  // `+300` and `300` are the same offset; Number() reads both and drops a `-0` sign only for 0 itself.
  return Number(text) || 0;
}

function parseValue(value: unknown): number {
  if (typeof value === 'string') return fromText(value);
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  throw new GraphQLError(rule);
}

function parseLiteral(node: ValueNode): number {
  if (node.kind === Kind.STRING || node.kind === Kind.INT) return fromText(node.value, node);
  throw new GraphQLError(rule, { nodes: node });
}

/** Output (never used by the schema today, kept total): the integer as a number. */
function serialize(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string') return fromText(value);
  throw new GraphQLError('IntOrDigits cannot represent a value that is not a whole number');
}

/** The scalar's behaviour; its name and description come from the SDL (schema/threeDs.graphql). */
export const GraphQLIntOrDigits: GraphQLScalarType = new GraphQLScalarType({
  name: 'IntOrDigits',
  serialize,
  parseValue,
  parseLiteral,
});
