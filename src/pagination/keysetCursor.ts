import { filterHash } from './cursor.ts';
import type { CursorReading } from './window.ts';

/**
 * Terminology: a *keyset cursor* names an edge of a list that the gateway reads from its own records, ordered by a
 * moment and then an id (newest first). It holds the edge's sort values instead of an offset, so that records
 * added at the head of the list while a client pages do not shift the pages after it (an offset would repeat
 * items). Like every cursor it carries the short hash of the filter, so a cursor of one list is refused by another.
 *
 * Format (opaque to clients): base64url of `v3:<moment>:<id>:<8 hex of the filter hash>`.
 */
export interface KeysetPosition {
  /** The sort moment, a non-negative safe integer (e.g. epoch microseconds). */
  readonly at: number;
  /** The tie-breaker: lowercase hex, at most 64 digits (e.g. a sha256 record key). */
  readonly id: string;
}

const DECODED = /^v3:(0|[1-9][0-9]{0,15}):([0-9a-f]{1,64}):([0-9a-f]{8})$/;

/** Cursors of one list: the filter is hashed once, not once per edge. */
export function keysetCursorEncoder(filterKey: unknown): (position: KeysetPosition) => string {
  const hash = filterHash(filterKey);
  return ({ at, id }) => {
    if (!Number.isSafeInteger(at) || at < 0 || !/^[0-9a-f]{1,64}$/.test(id)) {
      throw new RangeError('a keyset position is a non-negative integer and a hex id');
    }
    return Buffer.from(`v3:${at}:${id}:${hash}`, 'utf8').toString('base64url');
  };
}

/** The position held by `cursor`, or why it cannot be used with `filterKey` (for `readPagingArgs`). */
export function decodeKeysetCursor(cursor: string, filterKey: unknown): CursorReading<KeysetPosition> {
  // Buffer.from skips characters that are not base64url, so the text must encode back to the very cursor.
  const text = /^[A-Za-z0-9_-]{1,160}$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  const match = Buffer.from(text, 'utf8').toString('base64url') === cursor ? DECODED.exec(text) : null;
  const at = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(at)) return { ok: false, problem: 'malformed' };
  if (match[3] !== filterHash(filterKey)) return { ok: false, problem: 'otherFilter' };
  return { ok: true, value: { at, id: match[2] ?? '' } };
}
