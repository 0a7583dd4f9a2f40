import { describe, expect, it } from 'vitest';
import { orderedKey, reversePage, reversePaging } from '../../../src/pagination/order.ts';

describe('list order', () => {
  it("binds cursors of the provider's order to the list's own key and newest first to another", () => {
    const key = { accountNumber: 'A1', from: '2026-01-01' };
    expect(orderedKey(key, 'OLDEST_FIRST')).toBe(key);
    expect(orderedKey(key, 'NEWEST_FIRST')).toEqual({ order: 'NEWEST_FIRST', list: key });
  });

  it('reads first/after of newest first as last/before of the provider list, and back', () => {
    const paging = { after: 7, before: undefined, count: 20, fromEnd: false };
    expect(reversePaging(paging)).toEqual({ after: undefined, before: 7, count: 20, fromEnd: true });
    expect(reversePaging(reversePaging(paging))).toEqual(paging);
  });

  it('reverses a page and swaps its directions, the cursors following the edges', () => {
    const edges = ['a', 'b', 'c'].map((node) => ({ cursor: `c-${node}`, node }));
    const pageInfo = { hasNextPage: true, hasPreviousPage: false, startCursor: 'c-a', endCursor: 'c-c' };
    expect(reversePage(edges, pageInfo)).toEqual({
      edges: [...edges].reverse(),
      pageInfo: { hasNextPage: false, hasPreviousPage: true, startCursor: 'c-c', endCursor: 'c-a' },
    });
    expect(reversePage([], { ...pageInfo, startCursor: null, endCursor: null }).pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: true,
      startCursor: null,
      endCursor: null,
    });
  });
});
