import { errors, jwtVerify, SignJWT } from 'jose';

/** Claims of the challenge token the sandbox hands out in `challenge.jwt`. */
export interface ChallengeClaims {
  readonly iss: string;
  readonly jti: string;
  /** Challenge reference. */
  readonly reference: string;
  readonly transactionReference: string;
  readonly returnUrl: string;
  /** Seconds since the epoch, on the sandbox clock. */
  readonly iat: number;
  readonly exp: number;
}

/** A compact HS256 JWT, signed with `jose` (a maintained JOSE implementation, not hand-rolled HMAC plumbing). */
export function signJwt(claims: ChallengeClaims, key: Uint8Array): Promise<string> {
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
}

export type JwtCheck =
  | { readonly ok: true; readonly claims: ChallengeClaims }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

/** Verifies signature, algorithm (HS256 only) and expiry against `nowSeconds`, the sandbox clock. */
export async function verifyJwt(token: string, key: Uint8Array, nowSeconds: number): Promise<JwtCheck> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      typ: 'JWT',
      currentDate: new Date(nowSeconds * 1000),
    });
    const claims = challengeClaims(payload);
    return claims ? { ok: true, claims } : { ok: false, reason: 'invalid' };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    // Any other failure (bad signature, other algorithm, malformed token) is the same page to the customer.
    if (err instanceof errors.JOSEError) return { ok: false, reason: 'invalid' };
    throw err;
  }
}

const stringClaims = ['iss', 'jti', 'reference', 'transactionReference', 'returnUrl'] as const;

/** The payload as our claims, or nothing when a claim is missing or of another type. */
function challengeClaims(payload: Record<string, unknown>): ChallengeClaims | undefined {
  if (!stringClaims.every((k) => typeof payload[k] === 'string')) return undefined;
  if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return undefined;
  return payload as unknown as ChallengeClaims;
}
