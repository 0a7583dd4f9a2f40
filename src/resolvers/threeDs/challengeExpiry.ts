import { decodeJwt, errors } from 'jose';

/** How long a challenge token lives, in both of the provider's environments (spec, Limits). */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

/**
 * When a challenge's JWT expires. The token's own `exp` claim is the authority, so it is read from the payload
 * without verifying the signature (the provider signs it for its own challenge form; we only look at the clock in
 * it). A token we cannot decode falls back to the spec's 10-minute lifetime from when we received the answer.
 */
export function challengeExpiresAt(jwt: string, receivedAt: Date): Date {
  return expiryClaim(jwt) ?? new Date(receivedAt.getTime() + CHALLENGE_LIFETIME_MS);
}

function expiryClaim(jwt: string): Date | undefined {
  let exp: unknown;
  try {
    // jose's decoder: compact form, base64url and a JSON object payload checked, nothing verified.
    exp = decodeJwt(jwt).exp;
  } catch (err) {
    if (err instanceof errors.JOSEError) return undefined;
    throw err;
  }
  // NumericDate: seconds since the epoch; anything else (or a date JS cannot hold) is not a usable claim.
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return undefined;
  const date = new Date(exp * 1000);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
