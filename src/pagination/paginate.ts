import { buildConnection, type Connection, type FetchedPage } from './connection.ts';
import { type PageRequest, planPages } from './plan.ts';
import { resolveWindow, type Window, type WindowRequest } from './window.ts';

/** What the provider answers for one page: its items and the length of the whole list. */
export interface ProviderPage<T> {
  items: readonly T[];
  /** The provider's `totalNumberOfRecords`. */
  total: number;
}

/**
 * Fetches one provider page (1-based). Resolvers pass a loader-backed function keyed by
 * (query, pageSize, pageNumber), so a connection's `totalCount` and `edges` and repeated selections share calls.
 * A page past the end of the list must resolve to empty `items` with the `total`, not reject.
 */
export type FetchPage<T> = (pageNumber: number, pageSize: number) => Promise<ProviderPage<T>>;

/** Everything {@link paginate} needs to answer one connection field. */
export interface PaginateOptions<T> {
  /**
   * The part of the list asked for, from the checked paging arguments (`requestWindow`, which the
   * resolver runs once with its other input rules, so that all of them are reported together).
   */
  window: WindowRequest;
  /** The query identity without paging (e.g. the filter input); cursors are bound to it. */
  filterKey: unknown;
  /** Largest page the provider accepts (499 for payment items, 500 for statements). */
  providerMaxPageSize: number;
  fetchPage: FetchPage<T>;
}

/**
 * Answers a Relay connection over a page-numbered provider list.
 *
 * Upstream calls: a window with known bounds (`first`, or `last` with `before`) is fetched by the pages of
 * {@link planPages}: one call, two when no page size holds the window. `last` without `before` needs the
 * list's length first: page 1 at the provider's maximum size is fetched, which already holds the whole tail
 * of any list up to that size (one call); for a longer list one more call fetches the tail (page 2 of the same
 * size when the tail starts inside page 1, else the single planned page). An empty window (`first: 0`, or
 * cursors with nothing between them) costs one call of page size 1, for `totalCount`.
 *
 * @throws RangeError when the window is longer than a provider page: our page limits must stay below the
 *   provider's.
 */
export async function paginate<T>(options: PaginateOptions<T>): Promise<Connection<T>> {
  const slice = await fetchSlice(options.window, options.providerMaxPageSize, options.fetchPage);
  return buildConnection(slice.window, slice.total, slice.pages, options.filterKey);
}

/** The pages {@link fetchSlice} fetched, the request placed in the list, and the list's length. */
export interface FetchedSlice<T> {
  window: Window;
  total: number;
  pages: FetchedPage<T>[];
}

/**
 * Fetches the provider pages that hold one part of a page-numbered list, with the calls described at
 * {@link paginate}, and places the request in the list once its length is known.
 *
 * @throws RangeError when the window is longer than a provider page.
 */
export async function fetchSlice<T>(
  request: WindowRequest,
  providerMaxPageSize: number,
  fetchPage: FetchPage<T>,
): Promise<FetchedSlice<T>> {
  const length = request.kind === 'tail' ? request.count : request.end - request.start;
  if (length > providerMaxPageSize) {
    throw new RangeError('a page must not be longer than the provider page size');
  }

  const fetch = async (page: PageRequest): Promise<FetchedPage<T> & { total: number }> => {
    const answer = await fetchPage(page.pageNumber, page.pageSize);
    return { ...page, items: answer.items, total: answer.total };
  };
  const fetchAll = (plan: PageRequest[]) => Promise.all(plan.map(fetch));

  if (request.kind === 'tail') {
    const probe = await fetch({ pageNumber: 1, pageSize: providerMaxPageSize });
    const window = resolveWindow(request, probe.total);
    let pages: FetchedPage<T>[] = [probe];
    if (window.end > providerMaxPageSize && window.start < window.end) {
      pages =
        window.start < providerMaxPageSize
          ? [probe, await fetch({ pageNumber: 2, pageSize: providerMaxPageSize })]
          : await fetchAll(planPages(window.start, window.end, providerMaxPageSize));
    }
    return { window, total: probe.total, pages };
  }

  const wanted: Window = { start: request.start, end: request.end };
  const pages =
    wanted.end > wanted.start
      ? await fetchAll(planPages(wanted.start, wanted.end, providerMaxPageSize))
      : [await fetch({ pageNumber: 1, pageSize: 1 })];
  const total = pages[0]?.total ?? 0;
  return { window: resolveWindow(request, total), total, pages };
}
