import { type Edge, itemsIn, type PageInfo } from './connection.ts';
import { decodePositionCursor, positionCursorEncoder, type WindowPosition } from './cursor.ts';
import { type FetchPage, fetchSlice } from './paginate.ts';
import {
  type Checked,
  type ConnectionArgs,
  type PageLimits,
  type PagingArgs,
  readPagingArgs,
  type WindowRequest,
} from './window.ts';

/** A Relay connection over a stitched list; its length is read only when asked for. */
export interface StitchedConnection<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
  /** Length of the whole list: the sum of every window's total, each read from one page of it, once. */
  totalCount: () => Promise<number>;
}

/** Everything {@link stitch} needs to answer one connection field over consecutive provider windows. */
export interface StitchOptions<T> {
  /** The checked paging arguments, cursors decoded to positions ({@link requestPositions}). */
  paging: PagingArgs<WindowPosition>;
  /** How many windows the list is made of, in list order; at least 1. */
  windowCount: number;
  /** The query identity without paging; cursors are bound to it. */
  filterKey: unknown;
  /** Largest page the provider accepts. */
  providerMaxPageSize: number;
  /** One provider page (1-based) of one window; past the end it resolves to no items and the window's total. */
  fetchPage: (window: number, pageNumber: number, pageSize: number) => Promise<ProviderPageOf<T>>;
}

type ProviderPageOf<T> = Awaited<ReturnType<FetchPage<T>>>;

/**
 * Checks the paging arguments of a list of `windowCount` windows, cursors decoded to positions; refused as
 * `readPagingArgs` refuses them.
 */
export function requestPositions(
  args: ConnectionArgs,
  filterKey: unknown,
  limits: PageLimits,
  windowCount: number,
): Checked<PagingArgs<WindowPosition>> {
  return readPagingArgs(args, limits, (cursor) => {
    const decoded = decodePositionCursor(cursor, filterKey, windowCount);
    return decoded.ok ? { ok: true, value: decoded.position } : decoded;
  });
}

interface Placed<T> {
  position: WindowPosition;
  node: T;
}

/**
 * Answers a Relay connection over a list made of consecutive provider windows, fetching only what the page
 * needs: the windows it spans, from its first cursor's window onward (or backward from its last), each with the
 * calls of `fetchSlice` (one page, two at most). To tell whether items lie beyond a page that ends at a window's
 * end, the next windows are read one at a time (page 1 of size 1) until one has items. `totalCount` reads every
 * window whose total the page did not already show, with that same one-item page, when it is selected.
 *
 * `hasNextPage` is "items exist after the page" and `hasPreviousPage` "items exist before it", in both
 * directions, as for a single list; a cursor's own item counts, so paging from a cursor says true that way.
 */
export async function stitch<T>(options: StitchOptions<T>): Promise<StitchedConnection<T>> {
  const { paging, windowCount, providerMaxPageSize, fetchPage } = options;
  const totals = new Map<number, number>();

  const slice = async (window: number, request: WindowRequest): Promise<{ start: number; items: T[] }> => {
    const fetched = await fetchSlice(request, providerMaxPageSize, (pageNumber, pageSize) =>
      fetchPage(window, pageNumber, pageSize),
    );
    totals.set(window, fetched.total);
    return { start: fetched.window.start, items: itemsIn(fetched.window, fetched.pages) };
  };
  // A window's total comes with any of its pages; without one yet, its first page of one item tells it.
  const totalOf = async (window: number): Promise<number> => {
    if (!totals.has(window)) await slice(window, { kind: 'range', start: 0, end: 1 });
    return totals.get(window) ?? 0;
  };
  const anyIn = async (windows: number[]): Promise<boolean> => {
    for (const window of windows) if ((await totalOf(window)) > 0) return true;
    return false;
  };
  const range = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

  const walk = paging.fromEnd ? backward : forward;
  const { placed, hasNextPage, hasPreviousPage } = await walk(paging, windowCount, {
    slice,
    totalOf,
    anyAfter: (position) =>
      totalOf(position.window).then(
        async (total) => total > position.offset || (await anyIn(range(position.window + 1, windowCount))),
      ),
    anyBefore: (window) => anyIn(range(0, window).reverse()),
  });

  const cursorAt = positionCursorEncoder(options.filterKey);
  const edges = placed.map(({ position, node }) => ({ cursor: cursorAt(position), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: async () => {
      const all = await Promise.all(range(0, windowCount).map(totalOf));
      return all.reduce((sum, total) => sum + total, 0);
    },
  };
}

interface Reader<T> {
  slice: (window: number, request: WindowRequest) => Promise<{ start: number; items: T[] }>;
  totalOf: (window: number) => Promise<number>;
  /** Whether an item sits at `position` or after it. */
  anyAfter: (position: WindowPosition) => Promise<boolean>;
  /** Whether any window before `window` has items. */
  anyBefore: (window: number) => Promise<boolean>;
}

interface Walked<T> {
  placed: Placed<T>[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** `count` items from just after `after` (or the start), not reaching `before`. */
async function forward<T>(
  paging: PagingArgs<WindowPosition>,
  windowCount: number,
  read: Reader<T>,
): Promise<Walked<T>> {
  const { after, before, count } = paging;
  const placed: Placed<T>[] = [];
  let window = after ? after.window : 0;
  let offset = after ? after.offset + 1 : 0;
  while (window < windowCount && placed.length < count) {
    if (before && window > before.window) break;
    const limit = before?.window === window ? before.offset : Number.POSITIVE_INFINITY;
    const end = Math.min(offset + count - placed.length, limit);
    if (end > offset) {
      const { start, items } = await read.slice(window, { kind: 'range', start: offset, end });
      items.forEach((node, i) => {
        placed.push({ position: { window, offset: start + i }, node });
      });
      if (placed.length === count) {
        offset = start + items.length;
        break;
      }
    }
    if (before?.window === window) break;
    window += 1;
    offset = 0;
  }
  // A full page may end at a window's end: whether more follows is in the windows after it.
  const full = placed.length === count && window < windowCount;
  const hasNextPage = before !== undefined || (full && (await read.anyAfter({ window, offset })));
  return { placed, hasNextPage, hasPreviousPage: after !== undefined };
}

/** `count` items from just before `before` (or the end), not reaching `after`. */
async function backward<T>(
  paging: PagingArgs<WindowPosition>,
  windowCount: number,
  read: Reader<T>,
): Promise<Walked<T>> {
  const { after, before, count } = paging;
  const chunks: Placed<T>[][] = [];
  let taken = 0;
  let window = before ? before.window : windowCount - 1;
  let end: number | undefined = before?.offset;
  // Where the page's first item sits; undefined until the page is full.
  let first: WindowPosition | undefined;
  while (window >= 0 && taken < count) {
    if (after && window < after.window) break;
    const low = after?.window === window ? after.offset + 1 : 0;
    const want = count - taken;
    const request: WindowRequest =
      end === undefined
        ? { kind: 'tail', start: low, count: want }
        : { kind: 'range', start: Math.max(low, end - want), end: Math.max(low, end) };
    const emptyRange = request.kind === 'range' && request.end <= request.start;
    const { start, items } = emptyRange ? { start: low, items: [] } : await read.slice(window, request);
    chunks.unshift(items.map((node, i) => ({ position: { window, offset: start + i }, node })));
    taken += items.length;
    if (taken === count) {
      first = { window, offset: start };
      break;
    }
    if (after?.window === window) break;
    window -= 1;
    end = undefined;
  }
  if (taken === count && first === undefined) {
    // `last: 0`: the page is empty and sits at `before`, or at the list's end.
    first = before ?? { window: windowCount - 1, offset: await read.totalOf(windowCount - 1) };
  }
  const hasPreviousPage =
    after !== undefined ||
    (first !== undefined && (first.offset > 0 || (await read.anyBefore(first.window))));
  return { placed: chunks.flat(), hasNextPage: before !== undefined, hasPreviousPage };
}
