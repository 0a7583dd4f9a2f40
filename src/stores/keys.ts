import { hash } from 'node:crypto';
import { canonicalJson } from '../json/canonicalJson.ts';

/**
 * Terminology: a store *key* is a sha256 (hex) of what identifies a record, so that no caller-chosen text ever
 * becomes a Redis key or shows up in a key listing; in Redis it sits under its store's *prefix*. The hashed text of
 * each store is part of the stored data's format: changing it would orphan every record a running deployment holds
 * (for idempotency records, a double payment), so these functions never change.
 */

/** The prefix of each store's keys in Redis (the rate limiter's is `gateway:ratelimit`, in src/rateLimit/limiter.ts). */
export const keyPrefixes = {
  idempotency: 'idem:',
  links: 'links:',
  ownership: 'payout-owner:',
} as const;

/**
 * A store's prefix on a Redis Cluster, made a hash tag (`idem:` becomes `{idem:}`): a cluster places a key by the
 * text between its first `{` and the next `}`, so every key of the store lands in one slot, and so on one node.
 * The idempotency store needs this: its claim script touches the record, the sentinel and the distrust key at once
 * (a cluster refuses that with CROSSSLOT unless they share a slot), and the sentinel only proves that no record was
 * lost if it lives on the node holding the records (a master failed over to a replica that had not caught up loses
 * both, or neither). The price is that this store is not spread over the nodes; it holds a few keys per
 * money-moving request. The other stores, the rate limiter and the live relay touch one key per command and stay
 * untagged, spread over the cluster.
 *
 * The tagged layout is a second layout, not a change to the first: a standalone Redis keeps the bare prefixes byte
 * for byte, so no deployment's records are orphaned. Nothing needs migrating on a cluster either, since the untagged
 * store never worked there (its first claim failed with CROSSSLOT). Moving a running deployment from a standalone
 * Redis to a cluster is a copy made with the gateways stopped (docs/operations.md, "On a Redis Cluster").
 */
export function clusterPrefix(prefix: string): string {
  // `{}` is no tag at all: each key would be placed by its whole text again.
  if (prefix === '') throw new Error('a store prefix on a Redis Cluster must not be empty');
  return `{${prefix}}`;
}

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
 * A record lifetime as Redis `PX` wants it, a whole, positive number of milliseconds; the memory stores follow the
 * same rule, so both kinds of store forget a record at the same moment.
 */
export function wholeTtlMs(ttlMs: number): number {
  if (!Number.isFinite(ttlMs)) throw new Error('a store lifetime must be a finite number of milliseconds');
  return Math.max(1, Math.ceil(ttlMs));
}
