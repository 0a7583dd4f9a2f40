/**
 * JSON with object keys sorted at every depth, so that two inputs that differ only in key order serialise to
 * the same string (used for idempotency fingerprints and pagination filter hashes).
 *
 * `undefined` members are dropped like `JSON.stringify` does; bigints are written as decimal strings so that
 * amounts in minor units hash exactly.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(normalise(value)) ?? 'null';
}

function normalise(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : normalise(item)));
  const toJson = (value as { toJSON?: unknown }).toJSON;
  // LosslessNumber and similar wrappers define toJSON; honour it before walking the keys.
  if (typeof toJson === 'function') return normalise(toJson.call(value));
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const member = (value as Record<string, unknown>)[key];
    if (member !== undefined) sorted[key] = normalise(member);
  }
  return sorted;
}
