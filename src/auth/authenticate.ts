import { GraphQLError } from 'graphql';
import { errorCodes } from '../errors/codes.ts';
import type { Logger } from '../logger.ts';
import { type ApiKey, apiKeyOf, bearerToken } from './apiKeys.ts';
import { allEntities, type Entitlement, entitlementTo } from './entitlement.ts';
import { createJwtVerifier } from './jwt.ts';
import type { JwtSettings } from './jwtSettings.ts';

/** Who sent a request and which merchant entities it may act for. */
interface CallerIdentity {
  /** The API key's name, `jwt:<sub>` for a token, `anonymous` in open access. Logged; never a secret. */
  readonly caller: string;
  readonly entitlement: Entitlement;
}

/** How callers authenticate; with neither API keys nor JWT the gateway is open (config.ts decides where). */
export interface AuthSettings {
  readonly apiKeys: readonly ApiKey[];
  readonly jwt: JwtSettings | undefined;
}

/** The caller of a request from its `Authorization` header; throws a 401 UNAUTHENTICATED GraphQLError. */
export type Authenticate = (authorization: string | undefined) => Promise<CallerIdentity>;

/** Whether no authentication is configured: every caller acts for every entity. */
const isOpenAccess = (auth: AuthSettings) => auth.apiKeys.length === 0 && auth.jwt === undefined;

/** A 401 with `WWW-Authenticate` (RFC 6750), raised before any resolver runs. */
function unauthenticatedCaller(message: string, challenge = 'Bearer'): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      code: errorCodes.UNAUTHENTICATED,
      http: { status: 401, headers: new Map([['www-authenticate', challenge]]) },
    },
  });
}

const noCredential =
  'A valid credential is required: send an API key or a JWT as "Authorization: Bearer <credential>".';
const jwtShape = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export function createAuthenticator(auth: AuthSettings, logger: Logger): Authenticate {
  const open: CallerIdentity = { caller: 'anonymous', entitlement: allEntities };
  if (isOpenAccess(auth)) {
    logger.warn('open access: no API_KEYS or JWT configured, every caller may act for every merchant entity');
    return async () => open;
  }
  const verifyJwt = auth.jwt && createJwtVerifier(auth.jwt);
  // A key's entities never change while the process runs: one entitlement per key, not one per request.
  const keyEntitlements = new Map(auth.apiKeys.map((key) => [key, entitlementTo(key.entities)]));
  return async (authorization) => {
    const token = bearerToken(authorization);
    if (token === undefined) throw unauthenticatedCaller(noCredential);
    const key = apiKeyOf(token, auth.apiKeys);
    if (key)
      return { caller: key.name, entitlement: keyEntitlements.get(key) ?? entitlementTo(key.entities) };
    if (!verifyJwt || !jwtShape.test(token)) throw unauthenticatedCaller(noCredential);
    const verified = await verifyJwt(token);
    if (verified === 'expired') {
      throw unauthenticatedCaller('The bearer token has expired.', 'Bearer error="invalid_token"');
    }
    if (verified === 'unverifiable') {
      logger.warn('a bearer token could not be verified: the JWKS is unreachable');
      throw unauthenticatedCaller('The bearer token could not be verified now; try again.');
    }
    if (verified === 'invalid') throw unauthenticatedCaller(noCredential, 'Bearer error="invalid_token"');
    return { caller: verified.caller, entitlement: entitlementTo(verified.entities) };
  };
}
