import { cursorEncoder } from './cursor.ts';
import type { Window } from './window.ts';

/** A provider page as fetched: which page it is and the items it returned. */
export interface FetchedPage<T> {
  pageNumber: number;
  pageSize: number;
  items: readonly T[];
}

/** One Relay edge: the node and the cursor of its position. */
export interface Edge<T> {
  cursor: string;
  node: T;
}

/** Relay's `PageInfo`. */
export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

/** A Relay connection with the list's total length. */
export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
  totalCount: number;
}

/**
 * Cuts the window out of the fetched pages and wraps it as a connection.
 *
 * `hasNextPage` is "items exist after the window" and `hasPreviousPage` "items exist before it", for both
 * directions: Relay lets a server answer both when it knows, and with absolute offsets and the total we
 * always know. When a page came back shorter than its place in the list promises (the list shrank between
 * calls), the edges stop at the first missing offset so that a page never has a gap.
 */
export function buildConnection<T>(
  window: Window,
  total: number,
  pages: readonly FetchedPage<T>[],
  filterKey: unknown,
): Connection<T> {
  const cursorAt = cursorEncoder(filterKey);
  const edges: Edge<T>[] = itemsIn(window, pages).map((node, i) => ({
    cursor: cursorAt(window.start + i),
    node,
  }));
  const firstEdge = edges[0];
  const lastEdge = edges[edges.length - 1];
  return {
    edges,
    pageInfo: {
      hasNextPage: window.start + edges.length < total,
      hasPreviousPage: window.start > 0,
      startCursor: firstEdge ? firstEdge.cursor : null,
      endCursor: lastEdge ? lastEdge.cursor : null,
    },
    totalCount: total,
  };
}

/**
 * The items of the window from the fetched pages, in order from `window.start`, stopping at the first offset no
 * page returned (a page shorter than its place promises: the list shrank between calls), so there is no gap.
 */
export function itemsIn<T>(window: Window, pages: readonly FetchedPage<T>[]): T[] {
  const items: T[] = [];
  for (let offset = window.start; offset < window.end; offset += 1) {
    const found = itemAt(pages, offset);
    if (!found) break;
    items.push(found.item);
  }
  return items;
}

function itemAt<T>(pages: readonly FetchedPage<T>[], offset: number): { item: T } | undefined {
  for (const page of pages) {
    const index = offset - (page.pageNumber - 1) * page.pageSize;
    if (index >= 0 && index < page.pageSize && index < page.items.length) {
      return { item: page.items[index] as T };
    }
  }
  return undefined;
}
