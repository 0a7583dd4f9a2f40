import { createPublicKey, type KeyObject } from 'node:crypto';

/** Where the keys that sign callers' tokens come from: exactly one of these. */
export type JwtKeySource =
  | { readonly kind: 'secret'; readonly secret: Uint8Array }
  | { readonly kind: 'publicKey'; readonly key: KeyObject }
  | { readonly kind: 'jwks'; readonly url: URL };

/** How callers' bearer JWTs are verified (docs/frontend.md "Authentication and authorization"). */
export interface JwtSettings {
  readonly keys: JwtKeySource;
  /** Pinned: a token signed with any other algorithm (`none`, or HS256 with a public key as secret) is refused. */
  readonly algorithms: readonly string[];
  readonly issuer: string;
  readonly audience: string;
  /** Name of the claim that lists the caller's merchant entities (an array of strings). */
  readonly entitiesClaim: string;
}

/** The JWT part of the environment, as config.ts parsed it. */
export interface JwtEnv {
  readonly JWT_SECRET?: string | undefined;
  readonly JWT_PUBLIC_KEY?: string | undefined;
  readonly JWT_JWKS_URL?: string | undefined;
  readonly JWT_ISSUER?: string | undefined;
  readonly JWT_AUDIENCE?: string | undefined;
  readonly JWT_ENTITIES_CLAIM: string;
}

/** Asymmetric algorithms a JWKS may use; each key in the set still has to match the token's `alg`. */
const jwksAlgorithms = ['RS256', 'ES256', 'EdDSA', 'Ed25519'];

/** The one algorithm a PEM public key is used with, from its type; undefined for a type we do not take. */
function algorithmOf(key: KeyObject): string[] | undefined {
  if (key.asymmetricKeyType === 'rsa') return ['RS256'];
  if (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1')
    return ['ES256'];
  if (key.asymmetricKeyType === 'ed25519') return ['EdDSA', 'Ed25519'];
  return undefined;
}

const isLoopbackUrl = (url: URL) => ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname);

/** The JWT settings, or undefined when no JWT variable is set; problems are pushed, never containing a key. */
export function jwtSettings(env: JwtEnv, problems: string[]): JwtSettings | undefined {
  const sources = [env.JWT_SECRET, env.JWT_PUBLIC_KEY, env.JWT_JWKS_URL].filter((s) => s !== undefined);
  if (sources.length === 0) {
    if (env.JWT_ISSUER || env.JWT_AUDIENCE)
      problems.push('JWT_ISSUER/JWT_AUDIENCE are set but no JWT key is');
    return undefined;
  }
  if (sources.length > 1) problems.push('set only one of JWT_SECRET, JWT_PUBLIC_KEY and JWT_JWKS_URL');
  if (!env.JWT_ISSUER || !env.JWT_AUDIENCE)
    problems.push('JWT_ISSUER and JWT_AUDIENCE are required with JWT');
  let keys: JwtKeySource | undefined;
  let algorithms: string[] | undefined;
  if (env.JWT_SECRET !== undefined) {
    keys = { kind: 'secret', secret: new TextEncoder().encode(env.JWT_SECRET) };
    algorithms = ['HS256'];
  } else if (env.JWT_PUBLIC_KEY !== undefined) {
    try {
      // An environment variable often carries the PEM's line breaks as "\n".
      const key = createPublicKey(env.JWT_PUBLIC_KEY.replaceAll('\\n', '\n'));
      algorithms = algorithmOf(key);
      keys = { kind: 'publicKey', key };
      if (!algorithms) problems.push('JWT_PUBLIC_KEY must be an RSA, EC P-256 or Ed25519 public key');
    } catch {
      problems.push('JWT_PUBLIC_KEY is not a PEM public key');
    }
  } else if (env.JWT_JWKS_URL !== undefined) {
    const url = new URL(env.JWT_JWKS_URL);
    // Keys fetched in the clear could be swapped on the way; plain http only to this machine.
    if (url.protocol !== 'https:' && !isLoopbackUrl(url)) problems.push('JWT_JWKS_URL must use https');
    keys = { kind: 'jwks', url };
    algorithms = jwksAlgorithms;
  }
  if (!keys || !algorithms || !env.JWT_ISSUER || !env.JWT_AUDIENCE) return undefined;
  return {
    keys,
    algorithms,
    issuer: env.JWT_ISSUER,
    audience: env.JWT_AUDIENCE,
    entitiesClaim: env.JWT_ENTITIES_CLAIM,
  };
}
