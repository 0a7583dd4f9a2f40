import type { FieldError } from '../errors/index.ts';
import { decodeCursor } from './cursor.ts';

/**
 * The order of a list sorted by time: the provider's (oldest first) or its reverse (`order.ts` builds it on
 * backward paging).
 */
export type ListOrder = 'OLDEST_FIRST' | 'NEWEST_FIRST';

/** Relay's connection arguments as GraphQL hands them over (absent arguments may be `null` or `undefined`). */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  /** The order of a list sorted by time (`order.ts`); absent means the provider's, oldest first. */
  order?: ListOrder | null;
}

/** Page-size limits of our API (not the provider's). */
export interface PageLimits {
  /** Largest `first`/`last` accepted; above it the request is `BAD_USER_INPUT`. */
  maxPageSize: number;
  /** Page size used when neither `first` nor `last` is given. */
  defaultPageSize: number;
}

/** The limits used when a resolver does not pass its own. */
export const defaultPageLimits: PageLimits = { maxPageSize: 100, defaultPageSize: 20 };

/**
 * The part of the list a request asks for, before the list's length is known.
 * - `range`: offsets [start, end); `end` may lie past the end of the list and is clamped once the total is known.
 * - `tail`: the last `count` items at or after `start` (`last` without `before`); needs the total to place it.
 */
export type WindowRequest =
  | { kind: 'range'; start: number; end: number }
  | { kind: 'tail'; start: number; count: number };

/** A window of absolute offsets [start, end) with start <= end. */
export interface Window {
  start: number;
  end: number;
}

/** Relay's paging arguments once checked, with cursors decoded to places of type `P` in the list. */
export interface PagingArgs<P> {
  readonly after: P | undefined;
  readonly before: P | undefined;
  /** The page: `count` items from the start (`fromEnd` false) or the end of what lies between the cursors. */
  readonly count: number;
  readonly fromEnd: boolean;
}

/** A checked value, or the field errors that refuse it: returned, so a caller reports them with its other rules. */
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** A cursor decoded to a place in the list, or why it was refused. */
export type CursorReading<P> = { ok: true; value: P } | { ok: false; problem: 'malformed' | 'otherFilter' };

/**
 * Checks Relay's arguments: counts, and cursors through `decode`. Without `first` and `last`, `defaultPageSize`
 * applies as `last` when only `before` is given (the client is paging backwards) and as `first` otherwise.
 *
 * Refused (as field errors, every bad argument named): `first` with `last`, a negative count, a count above
 * `maxPageSize`, a malformed cursor or one from another filter.
 */
export function readPagingArgs<P>(
  args: ConnectionArgs,
  limits: PageLimits,
  decode: (cursor: string) => CursorReading<P>,
): Checked<PagingArgs<P>> {
  const errors: FieldError[] = [];
  const first = checkCount('first', args.first, limits, errors);
  const last = checkCount('last', args.last, limits, errors);
  if (args.first !== null && args.first !== undefined && args.last !== null && args.last !== undefined) {
    errors.push({ path: 'last', rule: 'NOT_ALLOWED', message: 'must not be given together with first' });
  }
  const after = checkCursor('after', args.after, decode, errors);
  const before = checkCursor('before', args.before, decode, errors);
  if (errors.length > 0) return { ok: false, errors };
  if (first !== undefined) return { ok: true, value: { after, before, count: first, fromEnd: false } };
  if (last !== undefined) return { ok: true, value: { after, before, count: last, fromEnd: true } };
  const fromEnd = before !== undefined && after === undefined;
  return { ok: true, value: { after, before, count: limits.defaultPageSize, fromEnd } };
}

/**
 * Applies Relay's pagination algorithm to the arguments of a list with absolute-offset cursors: `after`/`before`
 * narrow the list, then `first` keeps the head of what remains and `last` its tail. Refused as {@link readPagingArgs}.
 */
export function requestWindow(
  args: ConnectionArgs,
  filterKey: unknown,
  limits: PageLimits,
): Checked<WindowRequest> {
  const checked = readPagingArgs<number>(args, limits, (cursor) => {
    const decoded = decodeCursor(cursor, filterKey);
    return decoded.ok ? { ok: true, value: decoded.offset } : decoded;
  });
  return checked.ok ? { ok: true, value: windowOf(checked.value) } : checked;
}

/** The offsets Relay's algorithm selects for checked paging arguments. */
function windowOf(paging: PagingArgs<number>): WindowRequest {
  const { after, before, count } = paging;
  const start = after === undefined ? 0 : after + 1;
  const end = before === undefined ? undefined : Math.max(start, before);
  if (!paging.fromEnd) {
    const headEnd = start + count;
    return { kind: 'range', start, end: end === undefined ? headEnd : Math.min(end, headEnd) };
  }
  if (end === undefined) return { kind: 'tail', start, count };
  return { kind: 'range', start: Math.max(start, end - count), end };
}

/** Places a request in a list of `total` items. */
export function resolveWindow(request: WindowRequest, total: number): Window {
  if (request.kind === 'tail') {
    const start = Math.min(total, Math.max(request.start, total - request.count));
    return { start, end: total };
  }
  const end = Math.min(request.end, total);
  return { start: Math.min(request.start, end), end };
}

function checkCount(
  name: string,
  value: number | null | undefined,
  limits: PageLimits,
  errors: FieldError[],
): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Number.isInteger(value))
    errors.push({ path: name, rule: 'INVALID_TYPE', message: 'must be an integer' });
  else if (value < 0) errors.push({ path: name, rule: 'OUT_OF_RANGE', message: 'must not be negative' });
  else if (value > limits.maxPageSize) {
    errors.push({ path: name, rule: 'OUT_OF_RANGE', message: `must be at most ${limits.maxPageSize}` });
  } else return value;
  return undefined;
}

function checkCursor<P>(
  name: string,
  value: string | null | undefined,
  decode: (cursor: string) => CursorReading<P>,
  errors: FieldError[],
): P | undefined {
  if (value === null || value === undefined) return undefined;
  const decoded = decode(value);
  if (decoded.ok) return decoded.value;
  errors.push({
    path: name,
    rule: 'INVALID_CURSOR',
    message: decoded.problem === 'otherFilter' ? 'is a cursor of another list' : 'is not a valid cursor',
  });
  return undefined;
}
