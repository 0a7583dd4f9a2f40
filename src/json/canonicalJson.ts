import { configure } from 'safe-stable-stringify';

// Keys sorted at every depth (deterministic), a cycle written as "[Circular]" instead of a stack overflow; bigints
// are handled by the replacer below, so the library's own bigint option (digits without quotes) stays off.
const stringify = configure({ deterministic: true, bigint: false, circularValue: '[Circular]' });

/** Bigints as decimal strings, so that amounts in minor units hash exactly and as they always have. */
function bigintAsString(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}

/**
 * JSON with object keys sorted at every depth, so that two inputs that differ only in key order serialise to
 * the same string (used for idempotency fingerprints, pagination filter hashes and loader cache keys).
 *
 * As `JSON.stringify`: `undefined` members are dropped (`null` in arrays), `toJSON` is honoured (a Date is its
 * ISO string). A `LosslessNumber` has no `toJSON`, so it is written as its fields (`isLosslessNumber`, `value`),
 * as before: stored fingerprints must not change.
 */
export function canonicalJson(value: unknown): string {
  return stringify(value, bigintAsString) ?? 'null';
}
