import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Connection } from '../../../src/pagination/connection.ts';
import { cursorEncoder } from '../../../src/pagination/cursor.ts';
import { type ConnectionArgs, defaultPageLimits } from '../../../src/pagination/index.ts';
import { paginate } from '../../../src/pagination/paginate.ts';
import { requestWindow } from '../../../src/pagination/window.ts';
import { fakeProvider } from './fakeProvider.ts';

/** The window the arguments ask for; these tests give only arguments the limits accept. */
function windowOf(...args: Parameters<typeof requestWindow>) {
  const checked = requestWindow(...args);
  if (!checked.ok) throw new Error(`refused: ${JSON.stringify(checked.errors)}`);
  return checked.value;
}

const filter = { entity: 'ABC123' };
const nodes = (c: Connection<string>) => c.edges.map((e) => e.node);

describe('paginate', () => {
  it('fetches the first default page in one call', async () => {
    const provider = fakeProvider(50, 499);
    const page = await paginate({
      window: windowOf({}, filter, defaultPageLimits),
      filterKey: filter,
      providerMaxPageSize: 499,
      ...provider,
    });
    expect(nodes(page)).toEqual(provider.items.slice(0, 20));
    expect(page.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: cursorEncoder(filter)(0),
      endCursor: cursorEncoder(filter)(19),
    });
    expect(page.totalCount).toBe(50);
    expect(provider.calls).toEqual([[1, 20]]);
  });

  it('fetches an unaligned forward window in one page of a fitting size', async () => {
    const provider = fakeProvider(1000, 499);
    const page = await paginate({
      window: windowOf({ first: 20, after: cursorEncoder(filter)(24) }, filter, defaultPageLimits),
      filterKey: filter,
      providerMaxPageSize: 499,
      ...provider,
    });
    expect(nodes(page)).toEqual(provider.items.slice(25, 45));
    expect(provider.calls).toEqual([[2, 23]]);
  });

  it('answers `last` on a list within one provider page with a single call', async () => {
    const provider = fakeProvider(300, 499);
    const page = await paginate({
      window: windowOf({ last: 3 }, filter, defaultPageLimits),
      filterKey: filter,
      providerMaxPageSize: 499,
      ...provider,
    });
    expect(nodes(page)).toEqual(['item-297', 'item-298', 'item-299']);
    expect(page.pageInfo.hasNextPage).toBe(false);
    expect(page.pageInfo.hasPreviousPage).toBe(true);
    expect(provider.calls).toEqual([[1, 499]]);
  });

  it('answers `last` on a longer list with the probe and one page holding the tail', async () => {
    const provider = fakeProvider(10_000, 499);
    const page = await paginate({
      window: windowOf({ last: 10 }, filter, defaultPageLimits),
      filterKey: filter,
      providerMaxPageSize: 499,
      ...provider,
    });
    expect(nodes(page)).toEqual(provider.items.slice(9990));
    expect(provider.calls).toEqual([
      [1, 499],
      [1000, 10],
    ]);
  });

  it('reuses the probe when the tail starts inside it', async () => {
    const provider = fakeProvider(505, 499);
    const page = await paginate({
      window: windowOf({ last: 10 }, filter, defaultPageLimits),
      filterKey: filter,
      providerMaxPageSize: 499,
      ...provider,
    });
    expect(nodes(page)).toEqual(provider.items.slice(495));
    expect(provider.calls).toEqual([
      [1, 499],
      [2, 499],
    ]);
  });

  it('fetches one item for totalCount when the window is empty', async () => {
    const provider = fakeProvider(7, 499);
    const page = await paginate({
      window: windowOf({ first: 0 }, filter, defaultPageLimits),
      filterKey: filter,
      providerMaxPageSize: 499,
      ...provider,
    });
    expect(page).toEqual({
      edges: [],
      pageInfo: { hasNextPage: true, hasPreviousPage: false, startCursor: null, endCursor: null },
      totalCount: 7,
    });
    expect(provider.calls).toEqual([[1, 1]]);
  });

  it('refuses a window longer than a provider page before any call', async () => {
    const provider = fakeProvider(700, 499);
    const window = windowOf({ first: 500 }, filter, { maxPageSize: 500, defaultPageSize: 20 });
    await expect(
      paginate({ window, filterKey: filter, providerMaxPageSize: 499, ...provider }),
    ).rejects.toThrow(new RangeError('a page must not be longer than the provider page size'));
    expect(provider.calls).toEqual([]);
  });

  /** Walks the whole list forward, then backward, and checks both against the provider's list. */
  async function walk(
    size: number,
    providerMax: number,
    maxPageSize: number,
    sizes: number[],
    tailCalls: number,
  ) {
    const provider = fakeProvider(size, providerMax);
    const limits = { maxPageSize, defaultPageSize: 5 };
    const run = async (args: ConnectionArgs, allowedCalls: number) => {
      const before = provider.calls.length;
      const page = await paginate({
        window: windowOf(args, filter, limits),
        filterKey: filter,
        providerMaxPageSize: providerMax,
        ...provider,
      });
      expect(provider.calls.length - before).toBeLessThanOrEqual(allowedCalls);
      expect(page.totalCount).toBe(size);
      return page;
    };

    const forward: string[] = [];
    let cursor: string | null = null;
    for (let step = 0; ; step += 1) {
      const first = sizes[step % sizes.length] ?? 1;
      const page: Connection<string> = await run({ first, after: cursor }, 2);
      forward.push(...nodes(page));
      expect(page.pageInfo.hasPreviousPage).toBe(cursor !== null && size > 0);
      if (!page.pageInfo.hasNextPage) break;
      expect(page.edges).toHaveLength(first);
      cursor = page.pageInfo.endCursor;
    }
    expect(forward).toEqual(provider.items);

    const backward: string[] = [];
    cursor = null;
    for (let step = 0; ; step += 1) {
      const last = sizes[step % sizes.length] ?? 1;
      const page: Connection<string> = await run({ last, before: cursor }, cursor === null ? tailCalls : 2);
      backward.unshift(...nodes(page));
      expect(page.pageInfo.hasNextPage).toBe(cursor !== null);
      if (!page.pageInfo.hasPreviousPage) break;
      expect(page.edges).toHaveLength(last);
      cursor = page.pageInfo.startCursor;
    }
    expect(backward).toEqual(provider.items);
  }

  it('walks lists forward and backward in random page sizes, exactly and in at most two calls a page', async () => {
    // Realistic shapes: our limit of 100 against the provider's 499 (payment items) or 500 (statements).
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3000 }),
        fc.constantFrom(499, 500),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 20 }),
        (size, providerMax, sizes) => walk(size, providerMax, 100, sizes, 2),
      ),
      { numRuns: 200 },
    );
  });

  it('walks lists exactly even when provider pages are barely larger than ours', async () => {
    // With pages this small a tail can straddle every page size, so `last` without `before` may take a third
    // call (the probe plus two pages); every other page stays within two.
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 10, max: 40 }),
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 20 }),
        (size, providerMax, sizes) => walk(size, providerMax, 10, sizes, 3),
      ),
      { numRuns: 300 },
    );
  });
});
