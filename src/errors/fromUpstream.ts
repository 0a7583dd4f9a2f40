import { GraphQLError } from 'graphql';
import { CircuitOpenError, type UpstreamError } from '../datasources/upstream/errors.ts';
import { errorCodes } from './codes.ts';
import { domainCodeOf } from './domainCodes.ts';
import {
  challengeNotCompleted,
  outcomeUnknown,
  type UpstreamDetails,
  upstreamContractViolation,
  upstreamCredentialsRejected,
  upstreamNotEntitled,
  upstreamRateLimited,
  upstreamRejected,
  upstreamUnavailable,
} from './factories.ts';
import { answeredPath } from './inputPaths.ts';
import { maskCardNumbers } from './maskCardNumbers.ts';
import { upstreamCause } from './upstreamCause.ts';

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
    // A provider path that names an input field is answered as that field's input path, like our own rules.
    details.fieldErrors = Object.entries(err.providerFieldErrors).flatMap(([path, messages]) =>
      messages.map((message) => ({
        path: maskCardNumbers(answeredPath(err, path)),
        message: maskCardNumbers(message),
      })),
    );
  }
  return details;
}

/**
 * An open circuit (the request was not sent) adds `retryAfterMs` to `UPSTREAM_UNAVAILABLE`: how long until the
 * gateway lets a trial call through to the provider (0: one is being tried now). Other outages carry no hint.
 */
export function circuitHint(error: unknown): { retryAfterMs?: number } {
  const cause = upstreamCause(error);
  return cause instanceof CircuitOpenError ? { retryAfterMs: cause.retryAfterMs } : {};
}

/**
 * The one place an upstream failure becomes a GraphQL error. Only `formatError` (src/server/) calls it, for the
 * `UpstreamError` behind whatever a resolver let through: below it, provider failures travel as these typed values
 * (`npm run depcruise` keeps every other module from importing this one).
 *
 * A `notFound` reaching here was not a single lookup (loaders resolve those to null), so it is the provider
 * refusing the request: `UPSTREAM_REJECTED` with status 404 and its code (e.g. `SPAN16`).
 */
export function toGraphQLError(err: UpstreamError): GraphQLError {
  const mapped = fromUpstream(err);
  const hint = circuitHint(err);
  if (hint.retryAfterMs === undefined) return mapped;
  return new GraphQLError(mapped.message, {
    originalError: err,
    extensions: { ...mapped.extensions, ...hint },
  });
}

function fromUpstream(err: UpstreamError): GraphQLError {
  const options = { originalError: err };
  switch (err.kind) {
    case 'unauthenticated':
      return upstreamCredentialsRejected(detailsOf(err), options);
    case 'forbidden':
      return upstreamNotEntitled(detailsOf(err), options);
    case 'rateLimited':
      return upstreamRateLimited(detailsOf(err), err.retryAfterMs, options);
    case 'notFound':
    case 'rejected':
      // A domain's call may have declared what this refusal means to its caller (see domainCodes.ts).
      if (domainCodeOf(err) === errorCodes.CHALLENGE_NOT_COMPLETED)
        return challengeNotCompleted(detailsOf(err), options);
      return upstreamRejected(detailsOf(err), options);
    case 'unavailable':
      return upstreamUnavailable(err.status === undefined ? undefined : detailsOf(err), options);
    case 'contractViolation':
      return upstreamContractViolation(options);
    case 'outcomeUnknown':
      return outcomeUnknown(options);
  }
}
