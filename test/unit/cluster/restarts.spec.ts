import { describe, expect, it } from 'vitest';
import { deathsAfter, restartDelayMs } from '../../../src/cluster/restarts.ts';

describe('the restart back-off of dead workers', () => {
  it('waits 0.5 s after a first death and doubles with each death in a row, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 100].map(restartDelayMs)).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('counts a death in a row unless the worker had served for 30 s', () => {
    expect(deathsAfter(0, 10)).toBe(1);
    expect(deathsAfter(3, 29_999)).toBe(4);
    expect(deathsAfter(3, 30_000)).toBe(1);
  });
});
