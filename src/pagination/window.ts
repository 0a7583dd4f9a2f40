import { badUserInput, type FieldError } from '../errors/index.ts';
import { decodeCursor } from './cursor.ts';

/** Relay's connection arguments as GraphQL hands them over (absent arguments may be `null` or `undefined`). */
export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
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

/**
 * Applies Relay's pagination algorithm to the arguments: `after`/`before` narrow the list, then `first` keeps
 * the head of what remains and `last` its tail. Without `first` and `last`, `defaultPageSize` applies as
 * `last` when only `before` is given (the client is paging backwards) and as `first` otherwise.
 *
 * @throws GraphQLError `BAD_USER_INPUT` naming every bad argument: `first` with `last`, a negative count,
 *   a count above `maxPageSize`, a malformed cursor or one from another filter.
 */
export function requestWindow(args: ConnectionArgs, filterKey: unknown, limits: PageLimits): WindowRequest {
  const errors: FieldError[] = [];
  const first = checkCount('first', args.first, limits, errors);
  const last = checkCount('last', args.last, limits, errors);
  if (args.first !== null && args.first !== undefined && args.last !== null && args.last !== undefined) {
    errors.push({ path: 'last', rule: 'NOT_ALLOWED', message: 'must not be given together with first' });
  }
  const after = checkCursor('after', args.after, filterKey, errors);
  const before = checkCursor('before', args.before, filterKey, errors);
  if (errors.length > 0) throw badUserInput(errors);

  const start = after === undefined ? 0 : after + 1;
  const end = before === undefined ? undefined : Math.max(start, before);
  let take = first;
  let takeLast = last;
  if (take === undefined && takeLast === undefined) {
    if (before !== undefined && after === undefined) takeLast = limits.defaultPageSize;
    else take = limits.defaultPageSize;
  }
  if (take !== undefined) {
    const headEnd = start + take;
    return { kind: 'range', start, end: end === undefined ? headEnd : Math.min(end, headEnd) };
  }
  const count = takeLast ?? 0;
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

function checkCursor(
  name: string,
  value: string | null | undefined,
  filterKey: unknown,
  errors: FieldError[],
): number | undefined {
  if (value === null || value === undefined) return undefined;
  const decoded = decodeCursor(value, filterKey);
  if (decoded.ok) return decoded.offset;
  errors.push({
    path: name,
    rule: 'INVALID_CURSOR',
    message: decoded.problem === 'otherFilter' ? 'is a cursor of another list' : 'is not a valid cursor',
  });
  return undefined;
}
