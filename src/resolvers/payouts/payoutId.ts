import { containsCardNumber } from '../../contract/index.ts';
import { badUserInput } from '../../errors/index.ts';
import { fromGlobalId, toGlobalId } from '../../identity/globalId.ts';
import type { IdSigner } from '../../identity/signing.ts';
import { isPayoutLocation } from './location.ts';

/**
 * Terminology: a payout id names the payout's resource location and, since ids became *entitled*, what the caller
 * it was handed to was entitled to: the merchant entity the payout was answered for and its `transactionReference`,
 * signed (src/identity/signing.ts). `node(id:)` and `payout(id:)` then answer that caller (or any caller entitled
 * to the entity) from the id alone: no store is written when an id is handed out, and none is needed to read it.
 *
 * Key formats (inside `base64url("Payout:<key>")`, opaque to clients):
 * - entitled: `e1:<MAC>:<base64url entity>:<base64url reference>:<location>`;
 * - location only (ids handed out before; still accepted, authorized by the ownership store): `<location>`.
 * Never card data: a reference or entity holding a card number (validation refuses both before this) would make
 * the location-only id instead.
 */
export type PayoutIdKey =
  | { readonly kind: 'location'; readonly location: string }
  | {
      readonly kind: 'entitled';
      readonly location: string;
      readonly entity: string;
      readonly transactionReference: string;
      readonly mac: string;
    };

const entitled = /^e1:([A-Za-z0-9_-]{22}):([A-Za-z0-9_-]+):([A-Za-z0-9_-]+):(\/.*)$/;

/** What the MAC of an entitled key covers: the type, the format and every fact it carries. */
const signedParts = (location: string, entity: string, transactionReference: string) => [
  'Payout',
  'e1',
  location,
  entity,
  transactionReference,
];

/** Text as base64url, and back only when the text is the very encoding of its bytes. */
const encoded = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
function decoded(text: string): string | undefined {
  const value = Buffer.from(text, 'base64url').toString('utf8');
  return encoded(value) === text ? value : undefined;
}

/** The key of a payout id (the text after `Payout:`), or undefined when it names no payout resource. */
export function readPayoutKey(key: string): PayoutIdKey | undefined {
  const match = entitled.exec(key);
  if (!match) return isPayoutLocation(key) ? { kind: 'location', location: key } : undefined;
  const [, mac = '', entityText = '', referenceText = '', location = ''] = match;
  const entity = decoded(entityText);
  const transactionReference = decoded(referenceText);
  if (entity === undefined || transactionReference === undefined || !isPayoutLocation(location))
    return undefined;
  return { kind: 'entitled', location, entity, transactionReference, mac };
}

const notAPayoutId = 'is not a payout id issued by this API';

/** The key inside a caller's payout id (see `readPayoutKey`); BAD_USER_INPUT on `field` when it holds none. */
export function payoutKeyOf(id: string, field = 'id'): PayoutIdKey {
  const decoded = fromGlobalId(id);
  const key = decoded?.type === 'Payout' ? readPayoutKey(decoded.key) : undefined;
  if (key === undefined) throw badUserInput([{ path: field, rule: 'INVALID_ID', message: notAPayoutId }]);
  return key;
}

/** Whether an entitled key's MAC is the gateway's own (an id changed in any part, or signed under another key, is not). */
export function isSigned(key: PayoutIdKey & { kind: 'entitled' }, ids: IdSigner): boolean {
  return ids.verify(signedParts(key.location, key.entity, key.transactionReference), key.mac);
}

/** What a payout id is made of: the location, and the entity and reference when the answer knew them. */
export interface PayoutIdFacts {
  readonly location: string;
  readonly entity: string | null;
  readonly transactionReference: string | null;
}

/**
 * The id of a payout as answered: entitled when its entity and reference are known (every path with a caller
 * entitled to the entity knows both), the location alone otherwise (open access to a payout made elsewhere).
 * Deterministic, so every path that reaches one payout for one entity answers the same id.
 */
export function payoutIdOf(facts: PayoutIdFacts, ids: IdSigner): string {
  const { location, entity, transactionReference } = facts;
  if (
    !entity ||
    !transactionReference ||
    containsCardNumber(entity) ||
    containsCardNumber(transactionReference)
  ) {
    return toGlobalId('Payout', location);
  }
  const mac = ids.mac(signedParts(location, entity, transactionReference));
  return toGlobalId('Payout', `e1:${mac}:${encoded(entity)}:${encoded(transactionReference)}:${location}`);
}
