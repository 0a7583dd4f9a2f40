import { createHash } from 'node:crypto';

/**
 * The store key of a link: a sha256 of the link relation and the parts that identify the resource it belongs to,
 * as a JSON array (so `["a","bc"]` and `["ab","c"]` differ). None of the parts is secret, but hashing keeps caller
 * text out of Redis keys and key listings.
 */
export function linkKey(rel: string, ...parts: readonly string[]): string {
  return createHash('sha256')
    .update(JSON.stringify([rel, ...parts]))
    .digest('hex');
}
