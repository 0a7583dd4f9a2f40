import { describe, expect, it } from 'vitest';
import { buildConnection } from '../../../src/pagination/connection.ts';
import { cursorEncoder } from '../../../src/pagination/cursor.ts';

const filter = { q: 1 };

describe('buildConnection', () => {
  it('cuts the window out of the fetched pages with absolute-offset cursors', () => {
    const pages = [
      { pageNumber: 2, pageSize: 3, items: ['d', 'e', 'f'] },
      { pageNumber: 3, pageSize: 3, items: ['g', 'h', 'i'] },
    ];
    expect(buildConnection({ start: 4, end: 7 }, 10, pages, filter)).toEqual({
      edges: [
        { cursor: cursorEncoder(filter)(4), node: 'e' },
        { cursor: cursorEncoder(filter)(5), node: 'f' },
        { cursor: cursorEncoder(filter)(6), node: 'g' },
      ],
      pageInfo: {
        hasNextPage: true,
        hasPreviousPage: true,
        startCursor: cursorEncoder(filter)(4),
        endCursor: cursorEncoder(filter)(6),
      },
      totalCount: 10,
    });
  });

  it('answers an empty window with null cursors', () => {
    expect(
      buildConnection({ start: 0, end: 0 }, 0, [{ pageNumber: 1, pageSize: 1, items: [] }], filter),
    ).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      totalCount: 0,
    });
  });

  it('stops at the first offset a short page did not return, leaving no gap', () => {
    const pages = [
      { pageNumber: 1, pageSize: 3, items: ['a', 'b'] },
      { pageNumber: 2, pageSize: 3, items: ['d'] },
    ];
    const connection = buildConnection({ start: 0, end: 4 }, 6, pages, filter);
    expect(connection.edges.map((e) => e.node)).toEqual(['a', 'b']);
    expect(connection.pageInfo.hasNextPage).toBe(true);
  });
});
