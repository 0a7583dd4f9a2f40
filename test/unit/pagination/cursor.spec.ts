import { describe, expect, it } from 'vitest';
import { cursorEncoder, decodeCursor, filterHash } from '../../../src/pagination/cursor.ts';

describe('cursors', () => {
  const filter = { entity: 'ABC123', startDate: '2024-01-01', endDate: '2024-01-20' };

  it('round-trips an offset for the same filter', () => {
    expect(decodeCursor(cursorEncoder(filter)(0), filter)).toEqual({ ok: true, offset: 0 });
    expect(decodeCursor(cursorEncoder(filter)(123456), filter)).toEqual({ ok: true, offset: 123456 });
  });

  it('is opaque base64url holding the version, offset and 8 hex digits of the filter hash', () => {
    const cursor = cursorEncoder(filter)(42);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(cursor, 'base64url').toString('utf8')).toBe(`v1:42:${filterHash(filter)}`);
    expect(filterHash(filter)).toMatch(/^[0-9a-f]{8}$/);
  });

  it('hashes filters independently of key order', () => {
    const reordered = { endDate: '2024-01-20', startDate: '2024-01-01', entity: 'ABC123' };
    expect(filterHash(reordered)).toBe(filterHash(filter));
    expect(decodeCursor(cursorEncoder(filter)(7), reordered)).toEqual({ ok: true, offset: 7 });
  });

  it('refuses a cursor taken from a list with another filter', () => {
    const cursor = cursorEncoder(filter)(7);
    expect(decodeCursor(cursor, { ...filter, entity: 'ABC124' })).toEqual({
      ok: false,
      problem: 'otherFilter',
    });
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'abc$%'],
    ['another text', Buffer.from('hello').toString('base64url')],
    ['negative offset', Buffer.from('v1:-1:0000abcd').toString('base64url')],
    ['leading zero', Buffer.from('v1:01:0000abcd').toString('base64url')],
    ['unknown version', Buffer.from('v2:1:0000abcd').toString('base64url')],
    ['padded base64', `${Buffer.from('v1:1:0000abcd').toString('base64')}==`],
  ])('refuses a malformed cursor (%s)', (_name, cursor) => {
    expect(decodeCursor(cursor, filter)).toEqual({ ok: false, problem: 'malformed' });
  });

  it('refuses to encode a negative or fractional offset', () => {
    expect(() => cursorEncoder(filter)(-1)).toThrow(RangeError);
    expect(() => cursorEncoder(filter)(1.5)).toThrow(RangeError);
  });
});

describe('forged offsets', () => {
  const filter = { entity: 'PAYC7X' };
  it('refuses an offset beyond any real list, so paging arithmetic never nears 2^53', () => {
    expect(decodeCursor(cursorEncoder(filter)(1_000_000_000_000), filter)).toEqual({
      ok: true,
      offset: 1_000_000_000_000,
    });
    expect(decodeCursor(cursorEncoder(filter)(1_000_000_000_001), filter)).toEqual({
      ok: false,
      problem: 'malformed',
    });
    expect(decodeCursor(cursorEncoder(filter)(Number.MAX_SAFE_INTEGER - 1), filter)).toEqual({
      ok: false,
      problem: 'malformed',
    });
  });
});
