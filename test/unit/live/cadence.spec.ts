import { describe, expect, it } from 'vitest';
import { intervalAt } from '../../../src/live/cadence.ts';

const cadence = { intervalsMs: [1_000, 5_000, 30_000], agesMs: [60_000, 600_000] };

describe('intervalAt', () => {
  it.each([
    [0, 1_000],
    [59_999, 1_000],
    [60_000, 5_000],
    [599_999, 5_000],
    [600_000, 30_000],
    [86_400_000, 30_000],
    [-5_000, 1_000],
  ])('polls a payout %i ms old every %i ms', (age, interval) => {
    expect(intervalAt(cadence, age)).toBe(interval);
  });

  it('keeps one interval when no ages are given', () => {
    expect(intervalAt({ intervalsMs: [250], agesMs: [] }, 1e9)).toBe(250);
  });
});
