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

/**
 * The payload of a compact JWS (`header.payload.signature`) when it is a base64url JSON object; undefined for any
 * other shape (an encrypted token's five parts, an array, text that is not JSON). Nothing is verified, so no JOSE
 * library is needed: keeping jose out of the request path keeps it out of memory unless JWT callers are on.
 */
function unverifiedPayload(jwt: string): Record<string, unknown> | undefined {
  const parts = jwt.split('.');
  const encoded = parts[1];
  if (parts.length !== 3 || !encoded) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch (err) {
    if (err instanceof SyntaxError) return undefined;
    throw err;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined;
  return payload as Record<string, unknown>;
}

function expiryClaim(jwt: string): Date | undefined {
  const exp = unverifiedPayload(jwt)?.exp;
  // NumericDate: seconds since the epoch; anything else (or a date JS cannot hold) is not a usable claim.
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return undefined;
  const date = new Date(exp * 1000);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
