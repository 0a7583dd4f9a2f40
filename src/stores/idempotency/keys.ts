import { createHash, createHmac, randomBytes } from 'node:crypto';
import { canonicalJson } from '../../json/canonicalJson.ts';

/** What an idempotency key is scoped by: the same transactionReference may be reused across these. */
export interface IdempotencyScope {
  /** The mutation, e.g. `createPayout` or `createCardOnFileSale`. */
  operation: string;
  /** The merchant entity. */
  entity: string;
  /** The caller's transactionReference, the idempotency key proper. */
  transactionReference: string;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The store key of a scope: a sha256 of its canonical JSON. None of the parts is card data, but hashing means
 * that no caller-chosen text ever becomes a Redis key or shows up in a key listing.
 */
export function idempotencyKey(scope: IdempotencyScope): string {
  const { operation, entity, transactionReference } = scope;
  return sha256(canonicalJson({ operation, entity, transactionReference }));
}

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
