import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Terminology: a *signed id* is a global id whose key carries facts the gateway vouches for (a payout's merchant
 * entity and reference) beside a MAC over them, so that `node(id:)` can trust the facts without a lookup table
 * and without a write when the id was handed out. The MAC is HMAC-SHA-256 under `GLOBAL_ID_KEY`, truncated to 128
 * bits (the NIST SP 800-107 floor for a truncated HMAC tag is far below that: forging one is 2^128 guesses).
 */
export interface IdSigner {
  /** The MAC of `parts` (each part is length-prefixed, so no two lists of parts sign alike), base64url. */
  mac(parts: readonly string[]): string;
  /** Whether `mac` is the MAC of `parts`, compared in constant time. */
  verify(parts: readonly string[], mac: string): boolean;
}

/** Bytes of the MAC kept in an id: 128 bits, 22 base64url characters. */
const macBytes = 16;

/** Length-prefixed parts: `["a:b", "c"]` and `["a", "b:c"]` must not share a MAC. */
function message(parts: readonly string[]): string {
  return parts.map((part) => `${Buffer.byteLength(part, 'utf8')}:${part}`).join('');
}

/** A signer under `key` (GLOBAL_ID_KEY): every replica must hold the same, or ids of one are refused by another. */
export function createIdSigner(key: string): IdSigner {
  const digest = (parts: readonly string[]) =>
    createHmac('sha256', key).update(message(parts), 'utf8').digest().subarray(0, macBytes);
  return {
    mac: (parts) => digest(parts).toString('base64url'),
    verify(parts, mac) {
      const given = Buffer.from(mac, 'base64url');
      // Buffer.from skips what is not base64url: the given text must be the very encoding of its bytes.
      if (given.length !== macBytes || given.toString('base64url') !== mac) return false;
      return timingSafeEqual(given, digest(parts));
    },
  };
}
