import { GraphQLError, type GraphQLLeafType } from 'graphql';
import { inspect } from 'graphql/jsutils/inspect.js';

/**
 * graphql-jit's errors, made into the ones graphql-js would raise, so that Apollo, `formatError` and every plugin
 * see no difference. graphql-jit builds its own error objects (a `GraphQLError` by prototype only: no `nodes`, and
 * `extensions` left undefined where graphql-js puts an empty object, which Apollo's error pipeline reads), and
 * keeps only the message of a scalar's serialization error, where graphql-js keeps the error itself as
 * `originalError` (which decides whether the caller reads its message or "Internal server error").
 */

/**
 * Carries a leaf's serialization error through graphql-jit, which hands on the `message` of what a serializer
 * throws and nothing else: here the message is the error.
 */
class SerializationFailure {
  constructor(readonly message: Error) {}
}

/**
 * Serializers for graphql-jit's `customSerializers`, one per leaf type: the type's own `serialize` under
 * graphql-js's rules (a null or undefined result is an error, as in graphql-js's `completeLeafValue`), failures
 * carried whole (see {@link SerializationFailure}).
 */
export function leafSerializers(
  types: readonly GraphQLLeafType[],
): Record<string, (value: unknown) => unknown> {
  const serializers: Record<string, (value: unknown) => unknown> = {};
  for (const type of types) {
    serializers[type.name] = (value) => {
      let serialized: unknown;
      try {
        serialized = type.serialize(value);
      } catch (error) {
        throw new SerializationFailure(asError(error));
      }
      if (serialized === null || serialized === undefined) {
        // graphql-js's words, values printed by its own `inspect` (this message only reaches the log).
        const message = `Expected \`${type.name}.serialize(${inspect(value)})\` to return non-nullable value, returned: ${inspect(serialized)}`;
        throw new SerializationFailure(new Error(message));
      }
      return serialized;
    };
  }
  return serializers;
}

/** graphql-js's wrapper of a thrown value that is not an `Error` (its `toError`, internal to graphql-js). */
class NonErrorThrown extends Error {
  constructor(readonly thrownValue: unknown) {
    // graphql-js's words, the value printed by its own `inspect` (this reaches the log only).
    super(`Unexpected error value: ${inspect(thrownValue)}`);
    this.name = 'NonErrorThrown';
  }
}

function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new NonErrorThrown(thrown);
}

/** graphql-js's words for a null in a non-null field, the one execution error it raises as a plain `Error`. */
const nullInNonNull = 'Cannot return null for non-nullable field ';

/**
 * The error graphql-jit found by itself (no thrown error behind it) as graphql-js raises it before locating it: a
 * plain `Error` for a null in a non-null field (which the caller then reads as "Internal server error"), a
 * `GraphQLError` for the others (a list that is not one, an abstract type that resolves to nothing, an argument).
 */
function raisedByExecution(message: string): Error {
  return message.startsWith(nullInNonNull) ? new Error(message) : new GraphQLError(message);
}

/**
 * The error graphql-js's `locatedError` would have raised for one graphql-jit error: an error that already knows
 * its path as it is, otherwise a new one with the original error's message, path, extensions and the same
 * locations (graphql-jit gives them computed, without the field nodes graphql-js computes them from).
 */
export function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const carried: unknown = error.message;
  const thrown: unknown = carried instanceof Error ? carried : error.originalError;
  const original = thrown === undefined ? raisedByExecution(error.message) : asError(thrown);
  if (original instanceof GraphQLError && Array.isArray(original.path)) return original;
  const located = new GraphQLError(original.message, { path: error.path, originalError: original });
  // `locations` is a plain property of graphql-js's errors, set from nodes this error does not have.
  return Object.assign(located, { locations: error.locations });
}
