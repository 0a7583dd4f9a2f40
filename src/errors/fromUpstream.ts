import { GraphQLError } from 'graphql';
import { UpstreamError } from '../datasources/upstream/errors.ts';
import {
  forbidden,
  outcomeUnknown,
  type UpstreamDetails,
  unauthenticated,
  upstreamContractViolation,
  upstreamRejected,
  upstreamUnavailable,
} from './factories.ts';
import { maskCardNumbers } from './maskCardNumbers.ts';

function detailsOf(err: UpstreamError): UpstreamDetails {
  const details: {
    status?: number;
    customCode?: string;
    message?: string;
    fieldErrors?: { path: string; message: string }[];
  } = {};
  if (err.status !== undefined) details.status = err.status;
  if (err.customCode !== undefined) details.customCode = err.customCode;
  // The provider's own words go to the caller: should they ever quote a card number, it does not come back.
  if (err.providerMessage !== undefined) details.message = maskCardNumbers(err.providerMessage);
  if (err.providerFieldErrors !== undefined) {
    details.fieldErrors = Object.entries(err.providerFieldErrors).flatMap(([path, messages]) =>
      messages.map((message) => ({ path: maskCardNumbers(path), message: maskCardNumbers(message) })),
    );
  }
  return details;
}

/**
 * The one place an upstream failure becomes a GraphQL error. A `GraphQLError` passes through; anything else is
 * not ours to name and is rethrown unchanged (a bug should surface as one, not as a provider error).
 *
 * A `notFound` reaching here was not a single lookup (those return null, see `nullIfNotFound`), so it is the
 * provider refusing the request: `UPSTREAM_REJECTED` with status 404 and its code (e.g. `SPAN16`).
 */
export function toGraphQLError(err: unknown): GraphQLError {
  if (err instanceof GraphQLError) return err;
  if (!(err instanceof UpstreamError)) throw err;
  const options = { originalError: err };
  switch (err.kind) {
    case 'unauthenticated':
      return unauthenticated(detailsOf(err), options);
    case 'forbidden':
      return forbidden(detailsOf(err), options);
    case 'notFound':
    case 'rejected':
      return upstreamRejected(detailsOf(err), options);
    case 'unavailable':
      return upstreamUnavailable(err.status === undefined ? undefined : detailsOf(err), options);
    case 'contractViolation':
      return upstreamContractViolation(options);
    case 'outcomeUnknown':
      return outcomeUnknown(options);
  }
}
