import { hash } from 'node:crypto';
import { canonicalJson } from '../json/canonicalJson.ts';

/**
 * Terminology: a store *key* is a sha256 (hex) of what identifies a record, so that no caller-chosen text ever
 * becomes a Redis key, a database key or shows up in a key listing; in Redis it sits under its store's *prefix*. The
 * hashed text of each store is part of the stored data's format: changing it would orphan every record a running
 * deployment holds (for idempotency records, a double payment), so these functions never change. The one
 * exception is the BIN cache, keyed by the BIN in clear (6 or 8 digits, checked; binCache/store.ts says why).
 */

/**
 * The prefix of each Redis store's keys (the rate limiter's is `gateway:ratelimit`, in src/rateLimit/limiter.ts).
 * The links and the BIN cache live in Redis: the money records are in PostgreSQL (or in memory, in development).
 */
export const keyPrefixes = {
  links: 'links:',
  cardBins: 'cardbin:',
} as const;

// The one-shot hash (the same hex digest as createHash's): about half the CPU for a key's short text.
function hashed(text: string): string {
  return hash('sha256', text, 'hex');
}

/** What an idempotency key is scoped by: the same transactionReference may be reused across these. */
export interface IdempotencyScope {
  /** The mutation, e.g. `createPayout` or `createCardOnFileSale`. */
  operation: string;
  /** The merchant entity. */
  entity: string;
  /** The caller's transactionReference, the idempotency key proper. */
  transactionReference: string;
}

/** The idempotency store key of a scope: the hash of its canonical JSON. */
export function idempotencyKey(scope: IdempotencyScope): string {
  const { operation, entity, transactionReference } = scope;
  return hashed(canonicalJson({ operation, entity, transactionReference }));
}

/**
 * The link store key of a link: the hash of the link relation and the parts that identify the resource it belongs
 * to, as a JSON array (so `["a","bc"]` and `["ab","c"]` differ).
 */
export function linkKey(rel: string, ...parts: readonly string[]): string {
  return hashed(JSON.stringify([rel, ...parts]));
}

/** The ownership store key of a payout: the hash of its resource location. */
export function ownershipKey(location: string): string {
  return hashed(location);
}

/**
 * A record lifetime as Redis `PX` wants it, a whole, positive number of milliseconds; the memory and PostgreSQL
 * stores follow the same rule, so every kind of store forgets a record at the same moment.
 */
export function wholeTtlMs(ttlMs: number): number {
  if (!Number.isFinite(ttlMs)) throw new Error('a store lifetime must be a finite number of milliseconds');
  return Math.max(1, Math.ceil(ttlMs));
}
