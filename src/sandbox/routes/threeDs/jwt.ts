import { createHmac, timingSafeEqual } from 'node:crypto';

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

const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function sign(input: string, key: Buffer): string {
  return createHmac('sha256', key).update(input).digest('base64url');
}

/** A compact HS256 JWT. */
export function signJwt(claims: ChallengeClaims, key: Buffer): string {
  const body = `${header}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(body, key)}`;
}

export type JwtCheck =
  | { readonly ok: true; readonly claims: ChallengeClaims }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' };

/** Verifies signature, algorithm and expiry (against `nowSeconds`, the sandbox clock). */
export function verifyJwt(token: string, key: Buffer, nowSeconds: number): JwtCheck {
  const parts = token.split('.');
  const [head, payload, signature] = parts;
  if (parts.length !== 3 || head !== header || payload === undefined || signature === undefined) {
    return { ok: false, reason: 'invalid' };
  }
  const expected = Buffer.from(sign(`${head}.${payload}`, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  const claims = parseClaims(payload);
  if (!claims) return { ok: false, reason: 'invalid' };
  return nowSeconds >= claims.exp ? { ok: false, reason: 'expired' } : { ok: true, claims };
}

function parseClaims(payload: string): ChallengeClaims | undefined {
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) return undefined;
    const c = claims as Record<string, unknown>;
    const strings = ['iss', 'jti', 'reference', 'transactionReference', 'returnUrl'];
    if (!strings.every((k) => typeof c[k] === 'string')) return undefined;
    if (typeof c.iat !== 'number' || typeof c.exp !== 'number') return undefined;
    return c as unknown as ChallengeClaims;
  } catch {
    return undefined;
  }
}
