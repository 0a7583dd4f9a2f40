import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { errorCodes } from '../errors/codes.ts';
import { circuitHint, toGraphQLError } from '../errors/fromUpstream.ts';
import { maskCardNumbers, maskCardNumbersDeep } from '../errors/maskCardNumbers.ts';
import { upstreamCause } from '../errors/upstreamCause.ts';
import type { Logger } from '../logger.ts';
import { type CoercionFailures, failureFieldError, failureMessage } from './coercionErrors.ts';
import { catalogued } from './requestErrorCodes.ts';
import { sanitizeErrorMessage } from './sanitizeError.ts';

/** Codes whose message we wrote ourselves (or sanitised) and that a caller may act on. */
const internalCodes = new Set<string | undefined>([errorCodes.INTERNAL_SERVER_ERROR, undefined]);

/**
 * Apollo's `formatError`, the last step of the one error pipeline: a typed error a resolver let through gets its
 * GraphQL form from `toGraphQLError` (src/errors/), the only conversion there is. It also hides what callers must
 * not see: unexpected errors become a generic message (the details go to the log), and no message carries a value
 * the caller sent (see sanitizeErrorMessage).
 */
export function formatError(logger: Logger, coercion?: CoercionFailures) {
  const format = (raw: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const formatted = catalogued(raw) ?? raw;
    const original = error instanceof GraphQLError ? error.originalError : error;
    const code = formatted.extensions?.code as string | undefined;
    // An error that already carries a code of ours (e.g. OUTCOME_UNKNOWN wrapping a lost response) keeps it.
    const upstream = internalCodes.has(code) ? upstreamCause(error) : undefined;
    if (upstream) {
      // Said per request by upstreamFailureLog.ts (at info, with the request id); the area's circuit and standing
      // say the outage itself once, at warn (src/datasources/upstream/).
      const mapped = toGraphQLError(upstream);
      return { ...formatted, message: mapped.message, extensions: { ...mapped.extensions } };
    }
    const unexpected =
      internalCodes.has(code) && original !== undefined && !(original instanceof GraphQLError);
    if (unexpected) {
      logger.error(
        {
          path: formatted.path,
          err: original instanceof Error ? { name: original.name, message: original.message } : {},
        },
        'unexpected resolver error',
      );
      return {
        message: 'Internal server error',
        ...(formatted.path ? { path: formatted.path } : {}),
        ...(formatted.locations ? { locations: formatted.locations } : {}),
        extensions: { code: errorCodes.INTERNAL_SERVER_ERROR },
      };
    }
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    Object.assign(extensions, circuitHint(error));
    // A variable coercion error is answered from its structure (variable, path, rule), never its printed value.
    const failure = coercion?.failureOf(error);
    if (failure) {
      extensions.fieldErrors = [failureFieldError(failure)];
      return {
        ...formatted,
        message: failureMessage(failure, formatted.message, sanitizeErrorMessage),
        extensions,
      };
    }
    return { ...formatted, message: sanitizeErrorMessage(formatted.message), extensions };
  };
  // The request's id is added after this, by whoever knows the request (server/requestIdPlugin.ts, the HTTP layer).
  return (formatted: GraphQLFormattedError, error: unknown) => maskFormattedError(format(formatted, error));
}

/**
 * The last step before an error leaves: the one card-number rule over its message and the strings of its
 * extensions (an unknown input key in `fieldErrors[].path`, a provider's message), whoever wrote them. A field
 * error's message is left as it is: it states one of our rules (which may quote a limit such as 2^53 - 1) or is a
 * provider's message, masked where it was mapped (src/errors/fromUpstream.ts); no rule quotes the caller's value.
 */
function maskFormattedError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (!formatted.extensions) return { ...formatted, message: maskCardNumbers(formatted.message) };
  const { fieldErrors, ...rest } = formatted.extensions;
  const extensions = maskCardNumbersDeep(rest) as Record<string, unknown>;
  if (Array.isArray(fieldErrors)) {
    extensions.fieldErrors = fieldErrors.map((fieldError: unknown) =>
      isFieldError(fieldError) ? { ...fieldError, path: maskCardNumbers(fieldError.path) } : fieldError,
    );
  }
  return { ...formatted, message: maskCardNumbers(formatted.message), extensions };
}

function isFieldError(value: unknown): value is { path: string } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string'
  );
}
