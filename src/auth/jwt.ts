import { createHash } from 'node:crypto';
import type * as Jose from 'jose';
import type { JWTPayload, JWTVerifyOptions } from 'jose';
import { isMerchantEntity } from '../validation/identifiers.ts';
import type { JwtKeySource, JwtSettings } from './jwtSettings.ts';

/** What a verified token says: who (for logs and rate limits) and for which entities. */
interface JwtCaller {
  readonly caller: string;
  readonly entities: readonly string[];
}

/** Why a token was not accepted; the caller learns `expired` (so it refreshes), the rest only as "invalid". */
type JwtRefusal = 'expired' | 'invalid' | 'unverifiable';

export type JwtVerifier = (token: string) => Promise<JwtCaller | JwtRefusal>;

/** A `sub` safe to log as it is; any other (long digit runs could be a card number) is logged as a hash. */
const plainSubject = /^(?!.*\d{12})[A-Za-z0-9._:@|-]{1,128}$/;

function callerName(subject: string): string {
  if (plainSubject.test(subject)) return `jwt:${subject}`;
  return `jwt:#${createHash('sha256').update(subject).digest('hex').slice(0, 16)}`;
}

function entitiesIn(payload: JWTPayload, claim: string): string[] | undefined {
  const value = payload[claim];
  if (!Array.isArray(value)) return undefined;
  const entities = value.filter((e): e is string => typeof e === 'string' && isMerchantEntity(e));
  // One entry that is not an entity name (a wildcard, a number) makes the whole claim unusable, not narrower.
  return entities.length === value.length ? entities : undefined;
}

function verifierFor(jose: typeof Jose, keys: JwtKeySource, options: JWTVerifyOptions) {
  if (keys.kind === 'jwks') {
    // createRemoteJWKSet caches the set and refetches on an unknown `kid` (at most every 30 s).
    const jwks = jose.createRemoteJWKSet(keys.url, { timeoutDuration: 2_000 });
    return (token: string) => jose.jwtVerify(token, jwks, options);
  }
  const key = keys.kind === 'secret' ? keys.secret : keys.key;
  return (token: string) => jose.jwtVerify(token, key, options);
}

// Clock skew allowed on `exp`, `nbf` and `iat`, in seconds: what identity providers' own libraries allow.
const clockTolerance = 30;

/**
 * Verifies callers' bearer JWTs with jose: signature by the configured key, pinned algorithms, `iss`, `aud`,
 * `exp` (required) within the clock tolerance, a `sub`, and the entities claim as an array of entity names.
 */
export function createJwtVerifier(settings: JwtSettings): JwtVerifier {
  const options = {
    issuer: settings.issuer,
    audience: settings.audience,
    algorithms: [...settings.algorithms],
    clockTolerance,
    requiredClaims: ['exp', 'sub'],
  };
  // jose (about 8 MB resident once loaded) is imported here, so only a gateway with JWT callers configured holds it.
  const verifying = import('jose').then((jose) => verifierFor(jose, settings.keys, options));
  return async (token) => {
    const verify = await verifying;
    let payload: JWTPayload;
    try {
      ({ payload } = await verify(token));
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (code === 'ERR_JWT_EXPIRED') return 'expired';
      if (code === 'ERR_JWKS_TIMEOUT' || !(typeof code === 'string' && code.startsWith('ERR_'))) {
        return 'unverifiable';
      }
      return 'invalid';
    }
    const entities = entitiesIn(payload, settings.entitiesClaim);
    if (entities === undefined || typeof payload.sub !== 'string') return 'invalid';
    return { caller: callerName(payload.sub), entities };
  };
}
