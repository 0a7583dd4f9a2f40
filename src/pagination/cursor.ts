import { createHash } from 'node:crypto';
import { canonicalJson } from '../json/canonicalJson.ts';

/**
 * Terminology: a *cursor* names one edge of a connection. It holds the edge's absolute offset (0-based) in the
 * provider's result list and a short hash of the filter that produced the list, so that a cursor taken from one
 * query is refused by another instead of silently pointing into a different list.
 *
 * Format (opaque to clients): base64url of `v1:<offset>:<8 hex of sha256(canonical JSON of the filter)>`.
 *
 * A list stitched from provider windows (see `windows.ts`) names an edge by its *position*, the window and the
 * offset within it, so that a page can start in any window without reading the windows before it: base64url
 * of `v2:<window>:<offset>:<hash>`.
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

/**
 * The text inside a cursor, or undefined when it is not strict base64url of printable text: Buffer.from ignores
 * invalid base64 characters, which would let garbage decode, so the text must encode back to the same cursor.
 */
function cursorText(cursor: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  return Buffer.from(text, 'utf8').toString('base64url') === cursor ? text : undefined;
}

function offsetOf(digits: string | undefined): number | undefined {
  const offset = Number(digits);
  return Number.isSafeInteger(offset) && offset <= maxOffset ? offset : undefined;
}

/** The offset held by `cursor`, or why it cannot be used with `filterKey`. */
export function decodeCursor(cursor: string, filterKey: unknown): DecodedCursor {
  const match = DECODED.exec(cursorText(cursor) ?? '');
  const offset = offsetOf(match?.[1]);
  if (!match || offset === undefined) return { ok: false, problem: 'malformed' };
  if (match[2] !== filterHash(filterKey)) return { ok: false, problem: 'otherFilter' };
  return { ok: true, offset };
}

/** Where an edge of a stitched list sits: the window (0-based, in list order) and its offset in that window. */
export interface WindowPosition {
  readonly window: number;
  readonly offset: number;
}

/** The outcome of {@link decodePositionCursor}. */
export type DecodedPosition = { ok: true; position: WindowPosition } | { ok: false; problem: CursorProblem };

/** Cursors of one stitched list: the filter is hashed once, not once per edge. */
export function positionCursorEncoder(filterKey: unknown): (position: WindowPosition) => string {
  const hash = filterHash(filterKey);
  return ({ window, offset }) => {
    if (![window, offset].every((n) => Number.isSafeInteger(n) && n >= 0)) {
      throw new RangeError('cursor window and offset must be non-negative integers');
    }
    return Buffer.from(`v2:${window}:${offset}:${hash}`, 'utf8').toString('base64url');
  };
}

const DECODED_POSITION = /^v2:(0|[1-9][0-9]{0,3}):(0|[1-9][0-9]{0,15}):([0-9a-f]{8})$/;

/** The position held by `cursor` in a list of `windowCount` windows, or why it cannot be used with `filterKey`. */
export function decodePositionCursor(
  cursor: string,
  filterKey: unknown,
  windowCount: number,
): DecodedPosition {
  const match = DECODED_POSITION.exec(cursorText(cursor) ?? '');
  const window = Number(match?.[1]);
  const offset = offsetOf(match?.[2]);
  if (!match || offset === undefined) return { ok: false, problem: 'malformed' };
  if (match[3] !== filterHash(filterKey)) return { ok: false, problem: 'otherFilter' };
  // The window count follows from the filter's range, so a window beyond it is forged.
  if (window >= windowCount) return { ok: false, problem: 'malformed' };
  return { ok: true, position: { window, offset } };
}
