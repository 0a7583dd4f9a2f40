import type { GraphQLFormattedError } from 'graphql';
import { type ErrorCode, errorCodes } from '../errors/codes.ts';

/**
 * graphql-js stops coercing variables after 50 errors and adds one more, without a code (Apollo then says
 * INTERNAL_SERVER_ERROR): the caller's input is at fault, not the gateway.
 */
const variableErrorLimit = 'Too many errors processing variables, error limit reached. Execution aborted.';

/** Apollo Server's own request-error codes that are not in the catalogue, as the catalogue's code for the same. */
const apolloCodes: Readonly<Record<string, ErrorCode>> = {
  // An `operationName` the document does not define, or none for a document of several operations.
  OPERATION_RESOLUTION_FAILURE: errorCodes.BAD_REQUEST,
};

/**
 * A request error graphql-js or Apollo raised in words of its own, in the catalogue's: every code a caller meets is
 * one of `enum ErrorCode`, so a client's switch over it is complete. Undefined for every other error.
 */
export function catalogued(formatted: GraphQLFormattedError): GraphQLFormattedError | undefined {
  if (formatted.message === variableErrorLimit) {
    return {
      message:
        'More than 50 variable values are invalid: the first 50 are listed before this error. Fix them and send again.',
      extensions: { code: errorCodes.BAD_USER_INPUT, fieldErrors: [] },
    };
  }
  const code = formatted.extensions?.code;
  const ours = typeof code === 'string' ? apolloCodes[code] : undefined;
  if (ours === undefined) return undefined;
  return { ...formatted, extensions: { ...formatted.extensions, code: ours } };
}
