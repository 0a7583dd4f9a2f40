import type { GraphQLError } from 'graphql';
import { unauthenticatedCaller } from '../auth/authenticate.ts';

// Caller authentication lives in src/auth/ (API keys, JWT, entitlements); these names stay for existing imports.
export { type ApiKey, callerOf, parseApiKeys } from '../auth/apiKeys.ts';

/** What a request without a valid credential gets: HTTP 401 and UNAUTHENTICATED, before any resolver runs. */
export function missingApiKey(): GraphQLError {
  return unauthenticatedCaller(
    'A valid credential is required: send an API key or a JWT as "Authorization: Bearer <credential>".',
  );
}
