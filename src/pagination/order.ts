import type { Edge, PageInfo } from './connection.ts';
import type { ListOrder, PagingArgs } from './window.ts';

/**
 * Terminology: a list's *order* is the order its edges are answered in. The provider lists oldest first; newest
 * first is the same list read from its end, so it is built on backward paging rather than on a second reading of
 * the provider: `first`/`after` of the newest-first list are `last`/`before` of the oldest-first one, and back.
 * Cursors still name positions in the provider's list, but they are bound to the order (see {@link orderedKey}),
 * so a cursor of one order is refused in the other instead of paging from the wrong end.
 */

/**
 * The identity cursors are bound to: the list's own key for the provider's order, so that every cursor issued before
 * orders existed stays valid, and the key wrapped with the order for newest first.
 */
export function orderedKey(key: unknown, order: ListOrder): unknown {
  return order === 'NEWEST_FIRST' ? { order, list: key } : key;
}

/** Paging arguments of the newest-first list as the provider's list reads them (and back: it is its own inverse). */
export function reversePaging<P>(paging: PagingArgs<P>): PagingArgs<P> {
  return { after: paging.before, before: paging.after, count: paging.count, fromEnd: !paging.fromEnd };
}

/** A page of the provider's list as the newest-first list shows it: edges reversed, its two directions swapped. */
export function reversePage<T>(
  edges: Edge<T>[],
  pageInfo: PageInfo,
): { edges: Edge<T>[]; pageInfo: PageInfo } {
  const reversed = [...edges].reverse();
  return {
    edges: reversed,
    pageInfo: {
      hasNextPage: pageInfo.hasPreviousPage,
      hasPreviousPage: pageInfo.hasNextPage,
      startCursor: reversed[0]?.cursor ?? null,
      endCursor: reversed[reversed.length - 1]?.cursor ?? null,
    },
  };
}
