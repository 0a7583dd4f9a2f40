import { describe, expect, it } from 'vitest';
import { RequestLog } from '../../src/sandbox/requestLog.ts';

/** The request log is a ring: a long-running sandbox keeps only the newest entries. */

function recordMany(log: RequestLog, count: number): void {
  for (let i = 0; i < count; i++) {
    log.record({
      area: 'payouts',
      method: 'GET',
      path: `/p/${i}`,
      query: {},
      headers: {},
      body: undefined,
      status: 200,
    });
  }
}

describe('request log capacity', () => {
  it('keeps exactly the newest `capacity` entries, oldest first, once more were recorded', () => {
    const log = new RequestLog(3);
    recordMany(log, 5);
    expect(log.list().map((e) => [e.seq, e.path])).toEqual([
      [3, '/p/2'],
      [4, '/p/3'],
      [5, '/p/4'],
    ]);
    expect(log.total).toBe(5);
  });

  it('keeps the last 10,000 entries by default', () => {
    const log = new RequestLog();
    recordMany(log, 10_007);
    const seqs = log.list().map((e) => e.seq);
    expect(log.capacity).toBe(10_000);
    expect(seqs.length).toBe(10_000);
    expect(seqs[0]).toBe(8);
    expect(seqs.at(-1)).toBe(10_007);
    expect(seqs.every((seq, i) => i === 0 || seq === (seqs[i - 1] ?? 0) + 1)).toBe(true);
  });

  it('counts every request in `total`, even those cleared or dropped, so callers can count by difference', () => {
    const log = new RequestLog(2);
    recordMany(log, 4);
    log.clear();
    expect(log.list()).toEqual([]);
    recordMany(log, 1);
    expect(log.list().map((e) => e.seq)).toEqual([5]);
    expect(log.total).toBe(5);
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new RequestLog(0)).toThrow(RangeError);
  });
});
