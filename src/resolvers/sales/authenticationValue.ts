/**
 * What makes two 3DS authenticationValues the same value for the single-use rule: the bytes they encode, not their
 * text. The value is base64 (a CAVV or AAV: 20 bytes, 28 characters); an issuer decodes it, so the same bytes with
 * the padding dropped, in the URL-safe alphabet or with blanks around them are one value to it, and had to be one
 * value here too, or a caller could use one authentication for several sales by spelling it differently.
 */

const base64Body = /^[A-Za-z0-9+/]+$/;

/**
 * The single-use identity of an authenticationValue: `base64:` and its bytes re-encoded in canonical base64 when
 * the text (blanks around it ignored) is base64, padded or not, standard or URL-safe; otherwise `text:` and the
 * trimmed text. A length of 4n+1 characters encodes no whole bytes, so such a text is taken as text.
 */
export function authenticationValueIdentity(value: string): string {
  const trimmed = value.trim();
  const body = trimmed
    .replace(/={1,2}$/, '')
    .replaceAll('-', '+')
    .replaceAll('_', '/');
  if (!base64Body.test(body) || body.length % 4 === 1) return `text:${trimmed}`;
  return `base64:${Buffer.from(body, 'base64').toString('base64')}`;
}
