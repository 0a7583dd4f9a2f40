import { createHash } from 'node:crypto';
import { canonicalJson } from '../json/canonicalJson.ts';

/**
 * Terminology: a *cursor* names one edge of a connection. It holds the edge's absolute offset (0-based) in the
 * provider's result list and a short hash of the filter that produced the list, so that a cursor taken from one
 * query is refused by another instead of silently pointing into a different list.
 *
 * Format (opaque to clients): base64url of `v1:<offset>:<8 hex of sha256(canonical JSON of the filter)>`.
 */
const PREFIX = 'v1';

/** Why a cursor was refused; the caller turns it into `BAD_USER_INPUT` on the `after`/`before` argument. */
type CursorProblem = 'malformed' | 'otherFilter';

/** The outcome of {@link decodeCursor}. */
export type DecodedCursor = { ok: true; offset: number } | { ok: false; problem: CursorProblem };

/** First 8 hex digits of the sha256 of the filter's canonical JSON (key order does not matter). */
export function filterHash(filterKey: unknown): string {
  return createHash('sha256').update(canonicalJson(filterKey)).digest('hex').slice(0, 8);
}

/** The cursor of the edge at `offset` in the list selected by `filterKey`. */
export function encodeCursor(offset: number, filterKey: unknown): string {
  return cursorEncoder(filterKey)(offset);
}

/** Cursors of one list: the filter is hashed once, not once per edge. */
export function cursorEncoder(filterKey: unknown): (offset: number) => string {
  const hash = filterHash(filterKey);
  return (offset) => {
    if (!Number.isSafeInteger(offset) || offset < 0) {
      throw new RangeError('cursor offset must be a non-negative integer');
    }
    return Buffer.from(`${PREFIX}:${offset}:${hash}`, 'utf8').toString('base64url');
  };
}

/** No provider list is this long; a larger offset is forged, and offset arithmetic near 2^53 would lose digits. */
const maxOffset = 1_000_000_000_000;

const DECODED = /^v1:(0|[1-9][0-9]{0,15}):([0-9a-f]{8})$/;

/** The offset held by `cursor`, or why it cannot be used with `filterKey`. */
export function decodeCursor(cursor: string, filterKey: unknown): DecodedCursor {
  // Strict round trip: Buffer.from ignores invalid base64 characters, which would let garbage decode.
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return { ok: false, problem: 'malformed' };
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = DECODED.exec(text);
  if (!match || Buffer.from(text, 'utf8').toString('base64url') !== cursor) {
    return { ok: false, problem: 'malformed' };
  }
  const offset = Number(match[1]);
  if (!Number.isSafeInteger(offset) || offset > maxOffset) return { ok: false, problem: 'malformed' };
  if (match[2] !== filterHash(filterKey)) return { ok: false, problem: 'otherFilter' };
  return { ok: true, offset };
}
