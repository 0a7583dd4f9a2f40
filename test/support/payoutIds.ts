import { createHmac } from 'node:crypto';

/**
 * Payout ids as a test expects them, written apart from src/resolvers/payouts/payoutId.ts (so that a change of the
 * format there fails here): `base64url("Payout:e1:<MAC>:<entity>:<reference>:<location>")`, the entity and
 * reference in base64url, the MAC HMAC-SHA-256 under the development GLOBAL_ID_KEY over the length-prefixed parts,
 * its first 16 bytes. Ids handed out before are `base64url("Payout:<location>")`.
 */
const developmentKey = 'development-global-id-key-not-a-secret';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** The id the gateway answers for a payout at `location` of `entity` with `transactionReference`. */
export function entitledPayoutId(
  location: string,
  entity: string,
  transactionReference: string,
  key = developmentKey,
): string {
  const parts = ['Payout', 'e1', location, entity, transactionReference];
  const message = parts.map((part) => `${Buffer.byteLength(part, 'utf8')}:${part}`).join('');
  const mac = createHmac('sha256', key).update(message).digest().subarray(0, 16).toString('base64url');
  return b64(`Payout:e1:${mac}:${b64(entity)}:${b64(transactionReference)}:${location}`);
}

/** The parts of an entitled payout id, for a test that changes one of them (a tampered id). */
export function entitledIdParts(id: string) {
  const text = Buffer.from(id, 'base64url').toString('utf8');
  const match = /^Payout:e1:([^:]+):([^:]+):([^:]+):(\/.*)$/.exec(text);
  if (!match) throw new Error(`not an entitled payout id: ${text}`);
  const [, mac = '', entity = '', reference = '', location = ''] = match;
  const plain = (part: string) => Buffer.from(part, 'base64url').toString('utf8');
  return { mac, entity: plain(entity), transactionReference: plain(reference), location };
}

/** An entitled id made of these parts with this MAC (as a caller would forge one). */
export function forgedPayoutId(parts: ReturnType<typeof entitledIdParts>): string {
  const { mac, entity, transactionReference, location } = parts;
  return b64(`Payout:e1:${mac}:${b64(entity)}:${b64(transactionReference)}:${location}`);
}

/** The provider location inside a payout id of either form. */
export function locationOfPayoutId(id: string): string {
  const text = Buffer.from(id, 'base64url').toString('utf8');
  if (text.startsWith('Payout:e1:')) return entitledIdParts(id).location;
  if (!text.startsWith('Payout:')) throw new Error('not a payout id');
  return text.slice('Payout:'.length);
}
