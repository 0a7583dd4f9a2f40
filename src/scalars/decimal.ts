import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { isLosslessNumber } from 'lossless-json';
import {
  digitCount,
  type ExactDecimal,
  formatDecimal,
  isCanonicalDecimal,
  parseDecimal,
  parsePlainDecimal,
} from '../money/index.ts';

/** Most digits (integer and fraction together) a `Decimal` may have, in either direction. */
const maxDecimalDigits = 36;

/** The canonical text of a read decimal (`-007.50` is `-7.50`), or undefined past {@link maxDecimalDigits}. */
function canonical(value: ExactDecimal | undefined): string | undefined {
  return value === undefined || digitCount(value) > maxDecimalDigits ? undefined : formatDecimal(value);
}

// Messages describe the rule, never the value: the same scalar may one day carry something sensitive, and the
// rule is what the caller needs to fix the request.
const inputRule =
  `Decimal must be a string like "1234.50" (an optional minus sign, digits, an optional decimal point ` +
  `followed by digits, at most ${maxDecimalDigits} digits) or a whole number`;
const fractionAsNumber =
  'Decimal values with a fraction must be sent as strings (e.g. "12.50"), never as JSON numbers, so that ' +
  'they are not rounded';
const unsafeInteger =
  'Decimal whole numbers beyond 2^53 - 1 must be sent as strings, so that they are not rounded';

function invalidInput(message: string, node?: ValueNode): GraphQLError {
  return new GraphQLError(message, node ? { nodes: node } : {});
}

function fromString(text: string, node?: ValueNode): string {
  const value = canonical(parsePlainDecimal(text));
  if (value === undefined) throw invalidInput(inputRule, node);
  return value;
}

function fromNumber(value: number): string {
  if (!Number.isInteger(value)) throw invalidInput(fractionAsNumber);
  // An integer past 2^53 has already been rounded by JSON.parse; refusing it is the only honest answer.
  if (!Number.isSafeInteger(value)) throw invalidInput(unsafeInteger);
  return String(value);
}

/**
 * Output: accepts a decimal string (plain or in JSON number notation), a `LosslessNumber` from the provider's
 * JSON, a `bigint`, or a safe integer `number`. A fractional JS number is refused: it has already lost exactness,
 * so the resolver that produced it is wrong, and a field error says so loudly instead of printing rounded money.
 */
function serialize(value: unknown): string {
  const text = isLosslessNumber(value)
    ? value.value
    : typeof value === 'bigint'
      ? value.toString()
      : typeof value === 'string'
        ? value
        : undefined;
  if (text !== undefined) {
    // Money and provider decimals arrive canonical already: only the digit bound is left to check.
    if (isCanonicalDecimal(text) && text.length <= maxDecimalDigits) return text;
    const decimal = canonical(parseDecimal(text));
    if (decimal === undefined) {
      throw new GraphQLError(`Decimal cannot represent a value that is not an exact decimal number`);
    }
    return decimal;
  }
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  throw new GraphQLError('Decimal cannot represent a JavaScript number with a fraction or beyond 2^53 - 1');
}

function parseValue(value: unknown): string {
  if (typeof value === 'string') return fromString(value);
  if (typeof value === 'number') return fromNumber(value);
  throw invalidInput(inputRule);
}

function parseLiteral(node: ValueNode): string {
  // An integer literal keeps its exact text in the document, so any size is safe; a float literal is refused
  // like a fractional variable, so that an operation behaves the same inline and with variables.
  if (node.kind === Kind.STRING || node.kind === Kind.INT) return fromString(node.value, node);
  if (node.kind === Kind.FLOAT) throw invalidInput(fractionAsNumber, node);
  throw invalidInput(inputRule, node);
}

/**
 * `Decimal`: an exact decimal number carried as a string in both directions (see the scalar's description in
 * `schema/common.graphql`). Resolvers receive the canonical string (`"-7.50"`) and may return strings,
 * `LosslessNumber`s, `bigint`s or safe integers.
 */
export const GraphQLDecimal = new GraphQLScalarType<string, string>({
  name: 'Decimal',
  description: 'An exact decimal number written as a string, e.g. "1234.50".',
  serialize,
  parseValue,
  parseLiteral,
  extensions: { codegenScalarType: 'string' },
});
