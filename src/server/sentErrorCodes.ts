import type { GraphQLResponse } from '@apollo/server';
import { errorCodes } from '../errors/codes.ts';

/**
 * The codes of the errors an answer carries, in order, as the caller got them: the response's errors are the
 * formatted ones (an UPSTREAM_REJECTED, not the INTERNAL_SERVER_ERROR the raw resolver error would say). An error
 * without a code (none leaves formatError so; a plugin's own could) reads as INTERNAL_SERVER_ERROR.
 */
export function sentErrorCodes(response: GraphQLResponse): string[] {
  const sent =
    response.body.kind === 'single' ? response.body.singleResult.errors : response.body.initialResult.errors;
  if (!sent) return [];
  return sent.map((error) => {
    const code = error.extensions?.code;
    return typeof code === 'string' ? code : errorCodes.INTERNAL_SERVER_ERROR;
  });
}
