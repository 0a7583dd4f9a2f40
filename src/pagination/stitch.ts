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

/** Everything {@link readStitched} needs to read one connection field's page over consecutive provider windows. */
export interface StitchOptions<T> {
  /** The checked paging arguments, cursors decoded to positions ({@link requestPositions}). */
  paging: PagingArgs<WindowPosition>;
  /** How many windows the list is made of, in list order; at least 1. */
  windowCount: number;
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

/** Items of one window as read, in list order: the window, the offset of the first, the items. */
interface Slice<T> {
  readonly window: number;
  readonly start: number;
  readonly items: readonly T[];
}

/**
 * A stitched page as read, before any edge or cursor is made: what an early start (`startList`) waits for, and what
 * {@link connectStitched} turns into the connection.
 */
export interface StitchedRead<T> {
  readonly slices: readonly Slice<T>[];
  readonly hasNextPage: boolean;
  readonly hasPreviousPage: boolean;
  /** Length of the whole list: the sum of every window's total, each read from one page of it, once. */
  readonly totalCount: () => Promise<number>;
}

/**
 * Reads the page of a list made of consecutive provider windows, fetching only what the page needs: the windows
 * it spans, from its first cursor's window onward (or backward from its last), each with the calls of `fetchSlice`
 * (one page, two at most). To tell whether items lie beyond a page that ends at a window's end, the next windows
 * are read one at a time (page 1 of size 1) until one has items. `totalCount` reads every window whose total the
 * page did not already show, with that same one-item page, when it is selected.
 *
 * `hasNextPage` is "items exist after the page" and `hasPreviousPage` "items exist before it", in both
 * directions, as for a single list; a cursor's own item counts, so paging from a cursor says true that way.
 */
export async function readStitched<T>(options: StitchOptions<T>): Promise<StitchedRead<T>> {
  const { paging, windowCount, providerMaxPageSize, fetchPage } = options;
  const totals = new Map<number, number>();

  const slice = async (window: number, request: WindowRequest): Promise<Slice<T>> => {
    const fetched = await fetchSlice(request, providerMaxPageSize, (pageNumber, pageSize) =>
      fetchPage(window, pageNumber, pageSize),
    );
    totals.set(window, fetched.total);
    return { window, start: fetched.window.start, items: itemsIn(fetched.window, fetched.pages) };
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
  const walked = await walk(paging, windowCount, {
    slice,
    totalOf,
    anyAfter: (position) =>
      totalOf(position.window).then(
        async (total) => total > position.offset || (await anyIn(range(position.window + 1, windowCount))),
      ),
    anyBefore: (window) => anyIn(range(0, window).reverse()),
  });
  return {
    ...walked,
    totalCount: async () => {
      const all = await Promise.all(range(0, windowCount).map(totalOf));
      return all.reduce((sum, total) => sum + total, 0);
    },
  };
}

/**
 * An edge whose cursor is written when it is read: most selections of a page ask for its nodes, not for a cursor
 * per edge (a cursor is a hash's hex in base64url, ~0.3 µs). The same cursor every time it is read.
 */
class PositionEdge<T> implements Edge<T> {
  constructor(
    readonly node: T,
    private readonly window: number,
    private readonly offset: number,
    private readonly cursorAt: (position: WindowPosition) => string,
  ) {}

  get cursor(): string {
    return this.cursorAt({ window: this.window, offset: this.offset });
  }
}

/**
 * The connection of a page {@link readStitched} read, each item as `node` makes it (once per item); cursors bound to
 * `filterKey`, the query identity without paging.
 */
export function connectStitched<T, N>(
  read: StitchedRead<T>,
  filterKey: unknown,
  node: (item: T) => N,
): StitchedConnection<N> {
  const cursorAt = positionCursorEncoder(filterKey);
  const edges: Edge<N>[] = [];
  for (const { window, start, items } of read.slices) {
    items.forEach((item, i) => {
      edges.push(new PositionEdge(node(item), window, start + i, cursorAt));
    });
  }
  return {
    edges,
    pageInfo: {
      hasNextPage: read.hasNextPage,
      hasPreviousPage: read.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: read.totalCount,
  };
}

interface Reader<T> {
  slice: (window: number, request: WindowRequest) => Promise<Slice<T>>;
  totalOf: (window: number) => Promise<number>;
  /** Whether an item sits at `position` or after it. */
  anyAfter: (position: WindowPosition) => Promise<boolean>;
  /** Whether any window before `window` has items. */
  anyBefore: (window: number) => Promise<boolean>;
}

interface Walked<T> {
  slices: Slice<T>[];
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
  const slices: Slice<T>[] = [];
  let placed = 0;
  let window = after ? after.window : 0;
  let offset = after ? after.offset + 1 : 0;
  while (window < windowCount && placed < count) {
    if (before && window > before.window) break;
    const limit = before?.window === window ? before.offset : Number.POSITIVE_INFINITY;
    const end = Math.min(offset + count - placed, limit);
    if (end > offset) {
      const slice = await read.slice(window, { kind: 'range', start: offset, end });
      slices.push(slice);
      placed += slice.items.length;
      if (placed === count) {
        offset = slice.start + slice.items.length;
        break;
      }
    }
    if (before?.window === window) break;
    window += 1;
    offset = 0;
  }
  // A full page may end at a window's end: whether more follows is in the windows after it.
  const full = placed === count && window < windowCount;
  const hasNextPage = before !== undefined || (full && (await read.anyAfter({ window, offset })));
  return { slices, hasNextPage, hasPreviousPage: after !== undefined };
}

/** `count` items from just before `before` (or the end), not reaching `after`. */
async function backward<T>(
  paging: PagingArgs<WindowPosition>,
  windowCount: number,
  read: Reader<T>,
): Promise<Walked<T>> {
  const { after, before, count } = paging;
  const slices: Slice<T>[] = [];
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
    slices.unshift({ window, start, items });
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
  return { slices, hasNextPage: before !== undefined, hasPreviousPage };
}
