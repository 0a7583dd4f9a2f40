import { createHmac, randomBytes } from 'node:crypto';
import { canonicalJson } from '../../json/canonicalJson.ts';

/**
 * The fingerprint of a mutation's input: an HMAC-SHA256 of its canonical JSON (key order does not matter) under a
 * secret key. Only the hash is stored, never the input, which may hold a card number; keyed, because a plain hash
 * of a card number can be reversed by trying the few billion numbers a BIN and a Luhn digit leave open.
 */
export function fingerprint(input: unknown, key: string | Buffer): string {
  return createHmac('sha256', key).update(canonicalJson(input)).digest('hex');
}

/** A per-process key, for a store that lives and dies with the process (the memory store). */
export function ephemeralFingerprintKey(): Buffer {
  return randomBytes(32);
}
