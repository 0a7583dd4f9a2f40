import { createHash } from 'node:crypto';
import { canonicalJson } from './canonicalJson.ts';

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
 * The fingerprint of a mutation's input: sha256 of its canonical JSON (key order does not matter). Only the
 * hash is stored, never the input, which may hold a card number.
 */
export function fingerprint(input: unknown): string {
  return sha256(canonicalJson(input));
}
