import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positionCursorEncoder } from '../../../src/pagination/cursor.ts';
import type { ConnectionArgs, ProviderPage, StitchedConnection } from '../../../src/pagination/index.ts';
import { connectStitched, readStitched, requestPositions } from '../../../src/pagination/stitch.ts';

const filter = { account: 'A1', from: '2026-01-01', to: '2026-04-01' };
const nodes = (c: StitchedConnection<string>) => c.edges.map((e) => e.node);

/** Provider windows of the given lengths (items `w<window>-<offset>`), recording every call as [window, page, size]. */
function fakeWindows(lengths: number[], providerMaxPageSize: number) {
  const lists = lengths.map((length, w) => Array.from({ length }, (_, i) => `w${w}-${i}`));
  const calls: Array<[window: number, pageNumber: number, pageSize: number]> = [];
  const fetchPage = async (
    window: number,
    pageNumber: number,
    pageSize: number,
  ): Promise<ProviderPage<string>> => {
    const list = lists[window];
    if (!list) throw new Error(`no window ${window}`);
    if (pageNumber < 1 || pageSize < 1 || pageSize > providerMaxPageSize) throw new Error('bad page');
    calls.push([window, pageNumber, pageSize]);
    const from = (pageNumber - 1) * pageSize;
    return { items: list.slice(from, from + pageSize), total: list.length };
  };
  return { all: lists.flat(), calls, fetchPage, windowCount: lengths.length };
}

type Fake = ReturnType<typeof fakeWindows>;

/** The page the arguments ask for: read, then made into the connection of the items as read. */
async function page(
  fake: Fake,
  args: ConnectionArgs,
  providerMaxPageSize = 500,
  limits = { maxPageSize: 100, defaultPageSize: 20 },
): Promise<StitchedConnection<string>> {
  const paging = requestPositions(args, filter, limits, fake.windowCount);
  if (!paging.ok) throw new Error(`refused: ${JSON.stringify(paging.errors)}`);
  const read = await readStitched({
    paging: paging.value,
    windowCount: fake.windowCount,
    providerMaxPageSize,
    fetchPage: fake.fetchPage,
  });
  return connectStitched(read, filter, (item) => item);
}

describe('stitch', () => {
  it('answers a first page inside the first window from that window alone', async () => {
    const fake = fakeWindows([600, 650, 580], 500);
    const result = await page(fake, { first: 20 });
    expect(nodes(result)).toEqual(fake.all.slice(0, 20));
    expect(result.pageInfo.hasNextPage).toBe(true);
    expect(result.pageInfo.hasPreviousPage).toBe(false);
    expect(fake.calls).toEqual([[0, 1, 20]]);
  });

  it('reads totalCount from one page of each window not yet read, once', async () => {
    const fake = fakeWindows([600, 650, 580], 500);
    const result = await page(fake, { first: 20 });
    expect(await result.totalCount()).toBe(1830);
    expect(await result.totalCount()).toBe(1830);
    expect(fake.calls).toEqual([
      [0, 1, 20],
      [1, 1, 1],
      [2, 1, 1],
    ]);
  });

  it('continues a page across a window boundary', async () => {
    const fake = fakeWindows([30, 40], 500);
    const first = await page(fake, { first: 25 });
    fake.calls.length = 0;
    const second = await page(fake, { first: 10, after: first.pageInfo.endCursor });
    expect(nodes(second)).toEqual([...fake.all.slice(25, 35)]);
    expect(second.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    // Window 0's length is unknown until it answers: its page is planned for all ten, and holds the last five.
    expect(fake.calls).toEqual([
      [0, 3, 12],
      [1, 1, 5],
    ]);
  });

  it('names each edge by its window and offset, the same cursor every time it is read, in both directions', async () => {
    const fake = fakeWindows([30, 40], 500);
    const cursorAt = positionCursorEncoder(filter);
    const expected = [
      ...[27, 28, 29].map((offset) => cursorAt({ window: 0, offset })),
      ...[0, 1].map((offset) => cursorAt({ window: 1, offset })),
    ];
    const forward = await page(fake, { first: 5, after: cursorAt({ window: 0, offset: 26 }) });
    expect(forward.edges.map((e) => e.cursor)).toEqual(expected);
    expect(forward.edges.map((e) => e.cursor)).toEqual(expected);
    expect(forward.pageInfo).toMatchObject({ startCursor: expected[0], endCursor: expected[4] });
    const backward = await page(fake, { last: 5, before: cursorAt({ window: 1, offset: 2 }) });
    expect(backward.edges.map((e) => e.cursor)).toEqual(expected);
    expect(nodes(backward)).toEqual(['w0-27', 'w0-28', 'w0-29', 'w1-0', 'w1-1']);
  });

  it('skips empty windows, and looks past a full page that ends a window only to say hasNextPage', async () => {
    const fake = fakeWindows([5, 0, 0, 3], 500);
    const result = await page(fake, { first: 5 });
    expect(nodes(result)).toEqual(fake.all.slice(0, 5));
    expect(result.pageInfo.hasNextPage).toBe(true);
    expect(fake.calls).toEqual([
      [0, 1, 5],
      [1, 1, 1],
      [2, 1, 1],
      [3, 1, 1],
    ]);
    const rest = await page(fake, { first: 5, after: result.pageInfo.endCursor });
    expect(nodes(rest)).toEqual(['w3-0', 'w3-1', 'w3-2']);
    expect(rest.pageInfo.hasNextPage).toBe(false);
  });

  it('answers `last` from the last window, and asks earlier windows only when the page reaches them', async () => {
    const fake = fakeWindows([10, 10, 4], 500);
    const result = await page(fake, { last: 6 });
    expect(nodes(result)).toEqual(['w1-8', 'w1-9', 'w2-0', 'w2-1', 'w2-2', 'w2-3']);
    expect(result.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(fake.calls).toEqual([
      [2, 1, 500],
      [1, 1, 500],
    ]);
  });

  it('answers an empty list with no edges, no cursors and a zero total', async () => {
    const fake = fakeWindows([0, 0], 500);
    const result = await page(fake, { first: 10 });
    expect(result.edges).toEqual([]);
    expect(result.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: null,
      endCursor: null,
    });
    expect(await result.totalCount()).toBe(0);
  });

  it('refuses a cursor of another list and one naming a window the range does not have', () => {
    const fake = fakeWindows([3, 3, 3], 500);
    const limits = { maxPageSize: 100, defaultPageSize: 20 };
    return page(fake, { first: 9 }).then((result) => {
      const lastCursor = result.pageInfo.endCursor ?? '';
      expect(requestPositions({ after: lastCursor }, { other: true }, limits, 3)).toEqual({
        ok: false,
        errors: [{ path: 'after', rule: 'INVALID_CURSOR', message: 'is a cursor of another list' }],
      });
      expect(requestPositions({ before: lastCursor }, filter, limits, 2)).toEqual({
        ok: false,
        errors: [{ path: 'before', rule: 'INVALID_CURSOR', message: 'is not a valid cursor' }],
      });
    });
  });

  /** Walks the stitched list forward, then backward, page by page, and checks both against the whole list. */
  async function walk(lengths: number[], providerMax: number, sizes: number[]) {
    const fake = fakeWindows(lengths, providerMax);
    const limits = { maxPageSize: Math.min(100, providerMax), defaultPageSize: 5 };
    const forward: string[] = [];
    let cursor: string | null = null;
    for (let step = 0; ; step += 1) {
      const first = sizes[step % sizes.length] ?? 1;
      const result: StitchedConnection<string> = await page(
        fake,
        { first, after: cursor },
        providerMax,
        limits,
      );
      forward.push(...nodes(result));
      expect(result.pageInfo.hasPreviousPage).toBe(cursor !== null);
      if (!result.pageInfo.hasNextPage) break;
      expect(result.edges).toHaveLength(first);
      cursor = result.pageInfo.endCursor;
    }
    expect(forward).toEqual(fake.all);

    const backward: string[] = [];
    cursor = null;
    for (let step = 0; ; step += 1) {
      const last = sizes[step % sizes.length] ?? 1;
      const result: StitchedConnection<string> = await page(
        fake,
        { last, before: cursor },
        providerMax,
        limits,
      );
      backward.unshift(...nodes(result));
      expect(result.pageInfo.hasNextPage).toBe(cursor !== null);
      if (!result.pageInfo.hasPreviousPage) break;
      expect(result.edges).toHaveLength(last);
      cursor = result.pageInfo.startCursor;
    }
    expect(backward).toEqual(fake.all);
    const again = await page(fake, { first: 0 }, providerMax, limits);
    expect(await again.totalCount()).toBe(fake.all.length);
  }

  it("pages forward and backward over exactly the windows' lists one after the other (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 700 })),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        fc.constantFrom(499, 500, 10, 23),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 8 }),
        (lengths, providerMax, sizes) =>
          walk(
            lengths,
            providerMax,
            sizes.map((s) => Math.min(s, providerMax)),
          ),
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});
