import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planPages } from '../../../src/pagination/plan.ts';

describe('planPages', () => {
  it('uses page 1 of the window length for a window at the start', () => {
    expect(planPages(0, 20, 499)).toEqual([{ pageNumber: 1, pageSize: 20 }]);
  });

  it('uses the page that the window already aligns to', () => {
    expect(planPages(40, 60, 499)).toEqual([{ pageNumber: 3, pageSize: 20 }]);
  });

  it('picks the smallest page size that holds an unaligned window in one page', () => {
    // [25, 45): size 20 crosses 40, 21 crosses 42, 22 crosses 44, 23 (pages [23, 46)) holds it.
    expect(planPages(25, 45, 499)).toEqual([{ pageNumber: 2, pageSize: 23 }]);
  });

  it('falls back to two consecutive pages of the window length when no single page fits', () => {
    expect(planPages(3, 7, 5)).toEqual([
      { pageNumber: 1, pageSize: 4 },
      { pageNumber: 2, pageSize: 4 },
    ]);
  });

  it('refuses an empty window and one longer than the provider page', () => {
    expect(() => planPages(5, 5, 499)).toThrow(RangeError);
    expect(() => planPages(0, 500, 499)).toThrow(RangeError);
    expect(() => planPages(-1, 3, 499)).toThrow(RangeError);
  });

  it('covers every window with at most two pages within the provider maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.nat(),
        (max, start, lengthSeed) => {
          const end = start + 1 + (lengthSeed % max);
          const pages = planPages(start, end, max);
          expect(pages.length).toBeGreaterThanOrEqual(1);
          expect(pages.length).toBeLessThanOrEqual(2);
          const ranges = pages.map(({ pageNumber, pageSize }) => {
            expect(pageNumber).toBeGreaterThanOrEqual(1);
            expect(pageSize).toBeGreaterThanOrEqual(1);
            expect(pageSize).toBeLessThanOrEqual(max);
            return [(pageNumber - 1) * pageSize, pageNumber * pageSize] as const;
          });
          // Consecutive pages leave no hole, and together they reach from start to end.
          for (let i = 1; i < ranges.length; i += 1) expect(ranges[i]?.[0]).toBe(ranges[i - 1]?.[1]);
          expect(ranges[0]?.[0]).toBeLessThanOrEqual(start);
          expect(ranges[ranges.length - 1]?.[1]).toBeGreaterThanOrEqual(end);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('needs one page for every window of our API against the provider page, at realistic offsets', () => {
    // Checked exhaustively offline for start < 5,000,000; sampled here so that a regression shows.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_999_999 }),
        fc.integer({ min: 1, max: 100 }),
        (start, length) => {
          expect(planPages(start, start + length, 499)).toHaveLength(1);
        },
      ),
      { numRuns: 5000 },
    );
  });
});
