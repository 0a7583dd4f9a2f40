import { GraphQLError } from 'graphql';
import { UpstreamError } from '../datasources/upstream/errors.ts';

/**
 * The UpstreamError behind an error, through the wrappers graphql-js, Apollo and our own factories put around it:
 * for whoever must know what the provider did (the conversion to GraphQL errors, the per-request failure log).
 */
export function upstreamCause(error: unknown): UpstreamError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined; depth++) {
    if (current instanceof UpstreamError) return current;
    current = current instanceof GraphQLError ? current.originalError : undefined;
  }
  return undefined;
}
