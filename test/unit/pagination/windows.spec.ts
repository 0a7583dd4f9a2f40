import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayWindows, instantWindows } from '../../../src/pagination/index.ts';

const dayMs = 86_400_000;
const date = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
const dayOf = (value: string) => Date.parse(`${value}T00:00:00Z`) / dayMs;

describe('instantWindows', () => {
  it('keeps a range of up to 31 days whole', () => {
    const from = new Date('2026-01-01T00:00:00Z');
    const to = new Date('2026-02-01T00:00:00Z');
    expect(instantWindows(from, to, 31)).toEqual([{ from, to }]);
  });

  it('cuts 90 days into 31, 31 and 28 days, each starting where the last ended', () => {
    const windows = instantWindows(new Date('2026-01-01T06:00:00Z'), new Date('2026-04-01T06:00:00Z'), 31);
    expect(windows.map((w) => [w.from.toISOString(), w.to.toISOString()])).toEqual([
      ['2026-01-01T06:00:00.000Z', '2026-02-01T06:00:00.000Z'],
      ['2026-02-01T06:00:00.000Z', '2026-03-04T06:00:00.000Z'],
      ['2026-03-04T06:00:00.000Z', '2026-04-01T06:00:00.000Z'],
    ]);
  });

  it('answers one empty window for an empty range', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(instantWindows(at, at, 31)).toEqual([{ from: at, to: at }]);
  });

  it('covers every range exactly with the fewest windows of at most the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 366 * dayMs }),
        fc.integer({ min: 1, max: 40 }),
        (length, max) => {
          const from = new Date(Date.UTC(2025, 0, 1));
          const windows = instantWindows(from, new Date(from.getTime() + length), max);
          expect(windows.length).toBe(Math.max(1, Math.ceil(length / (max * dayMs))));
          expect(windows[0]?.from).toEqual(from);
          expect(windows[windows.length - 1]?.to.getTime()).toBe(from.getTime() + length);
          windows.forEach((w, i) => {
            expect(w.to.getTime() - w.from.getTime()).toBeLessThanOrEqual(max * dayMs);
            if (i > 0) expect(w.from).toEqual(windows[i - 1]?.to);
          });
        },
      ),
    );
  });
});

describe('dayWindows', () => {
  it('keeps 31 days (30 between the dates) whole', () => {
    expect(dayWindows('2026-01-01', '2026-01-31', 30)).toEqual([
      { startDate: '2026-01-01', endDate: '2026-01-31' },
    ]);
  });

  it('cuts 91 days into 31, 31 and 29, the next window starting the day after', () => {
    expect(dayWindows('2026-01-01', '2026-04-01', 30)).toEqual([
      { startDate: '2026-01-01', endDate: '2026-01-31' },
      { startDate: '2026-02-01', endDate: '2026-03-03' },
      { startDate: '2026-03-04', endDate: '2026-04-01' },
    ]);
  });

  it('never leaves a lone last day, which the search refuses: 32 days are 30 and 2', () => {
    expect(dayWindows('2026-01-01', '2026-02-01', 30)).toEqual([
      { startDate: '2026-01-01', endDate: '2026-01-30' },
      { startDate: '2026-01-31', endDate: '2026-02-01' },
    ]);
  });

  it('covers every day once, in order, with windows the search accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 366 }), fc.integer({ min: 2, max: 40 }), (span, max) => {
        const first = dayOf('2025-01-01');
        const windows = dayWindows(date(first), date(first + span), max);
        expect(windows[0]?.startDate).toBe(date(first));
        expect(windows[windows.length - 1]?.endDate).toBe(date(first + span));
        windows.forEach((w, i) => {
          const length = dayOf(w.endDate) - dayOf(w.startDate);
          expect(length).toBeGreaterThanOrEqual(1);
          expect(length).toBeLessThanOrEqual(max);
          if (i > 0) expect(dayOf(w.startDate)).toBe(dayOf(windows[i - 1]?.endDate ?? '') + 1);
        });
        expect(windows.length).toBe(Math.ceil((span + 1) / (max + 1)));
      }),
    );
  });

  it('refuses equal or reversed dates', () => {
    expect(() => dayWindows('2026-01-02', '2026-01-02', 30)).toThrow(RangeError);
    expect(() => dayWindows('2026-01-03', '2026-01-02', 30)).toThrow(RangeError);
  });
});
