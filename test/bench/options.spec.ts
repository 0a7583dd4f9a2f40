import { describe, expect, it } from 'vitest';
import { readOptions } from '../../bench/options.ts';

/** BENCH_ONLY picks the four-way scenarios and the stores comparison apart, so either runs alone quickly. */
describe('BENCH_ONLY', () => {
  it('runs every scenario and the stores comparison when unset, over both default passes', () => {
    const o = readOptions({});
    expect({ only: o.only, passes: o.passes.map((p) => p.delayMs) }).toEqual({
      only: { scenarios: undefined, stores: true },
      passes: [0, 50],
    });
  });

  it('runs only the stores comparison with `stores`, in the first pass alone', () => {
    const o = readOptions({ BENCH_ONLY: 'stores' });
    expect({ only: o.only, passes: o.passes.map((p) => p.delayMs) }).toEqual({
      only: { scenarios: [], stores: true },
      passes: [0],
    });
  });

  it('runs the named scenarios, with the stores comparison only when named too', () => {
    expect(readOptions({ BENCH_ONLY: 's1,S5' }).only).toEqual({ scenarios: ['S1', 'S5'], stores: false });
    expect(readOptions({ BENCH_ONLY: 'S6, Stores' }).only).toEqual({ scenarios: ['S6'], stores: true });
  });

  it('refuses anything else, naming the setting', () => {
    expect(() => readOptions({ BENCH_ONLY: 'S1,payouts' })).toThrow(/BENCH_ONLY/);
  });
});
