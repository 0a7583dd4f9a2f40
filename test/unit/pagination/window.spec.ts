import { describe, expect, it } from 'vitest';
import { cursorEncoder } from '../../../src/pagination/cursor.ts';
import { type Checked, requestWindow, resolveWindow } from '../../../src/pagination/window.ts';

const filter = { entity: 'ABC123' };
const limits = { maxPageSize: 100, defaultPageSize: 20 };
const at = cursorEncoder(filter);

/** The window asked for; a refusal is returned as is, so that the comparison shows it. */
function windowOf<T>(checked: Checked<T>): unknown {
  return checked.ok ? checked.value : checked;
}

describe('requestWindow', () => {
  it('takes the default page from the start when no argument is given', () => {
    expect(windowOf(requestWindow({}, filter, limits))).toEqual({ kind: 'range', start: 0, end: 20 });
  });

  it('takes `first` items after the `after` cursor', () => {
    expect(windowOf(requestWindow({ first: 10, after: at(4) }, filter, limits))).toEqual({
      kind: 'range',
      start: 5,
      end: 15,
    });
  });

  it('takes `last` items before the `before` cursor without needing the total', () => {
    expect(windowOf(requestWindow({ last: 10, before: at(30) }, filter, limits))).toEqual({
      kind: 'range',
      start: 20,
      end: 30,
    });
  });

  it('stops `last` at the `after` cursor', () => {
    expect(windowOf(requestWindow({ last: 10, after: at(24), before: at(30) }, filter, limits))).toEqual({
      kind: 'range',
      start: 25,
      end: 30,
    });
  });

  it('pages backwards by default when only `before` is given', () => {
    expect(windowOf(requestWindow({ before: at(50) }, filter, limits))).toEqual({
      kind: 'range',
      start: 30,
      end: 50,
    });
  });

  it('asks for the tail of the list for `last` without `before`', () => {
    expect(windowOf(requestWindow({ last: 5 }, filter, limits))).toEqual({
      kind: 'tail',
      start: 0,
      count: 5,
    });
  });

  it('gives an empty window when `before` is not after `after`', () => {
    expect(windowOf(requestWindow({ first: 5, after: at(9), before: at(3) }, filter, limits))).toEqual({
      kind: 'range',
      start: 10,
      end: 10,
    });
  });

  it('refuses `first` together with `last`', () => {
    expect(requestWindow({ first: 1, last: 1 }, filter, limits)).toEqual({
      ok: false,
      errors: [{ path: 'last', rule: 'NOT_ALLOWED', message: 'must not be given together with first' }],
    });
  });

  it('names every bad argument at once', () => {
    const otherList = cursorEncoder({ entity: 'XYZ789' })(3);
    expect(
      requestWindow({ first: -1, last: 101, after: 'nope!', before: otherList }, filter, limits),
    ).toEqual({
      ok: false,
      errors: [
        { path: 'first', rule: 'OUT_OF_RANGE', message: 'must not be negative' },
        { path: 'last', rule: 'OUT_OF_RANGE', message: 'must be at most 100' },
        { path: 'last', rule: 'NOT_ALLOWED', message: 'must not be given together with first' },
        { path: 'after', rule: 'INVALID_CURSOR', message: 'is not a valid cursor' },
        { path: 'before', rule: 'INVALID_CURSOR', message: 'is a cursor of another list' },
      ],
    });
  });
});

describe('resolveWindow', () => {
  it('clamps a range to the list length', () => {
    expect(resolveWindow({ kind: 'range', start: 90, end: 110 }, 100)).toEqual({ start: 90, end: 100 });
    expect(resolveWindow({ kind: 'range', start: 120, end: 140 }, 100)).toEqual({ start: 100, end: 100 });
  });

  it('places a tail at the end of the list but not before its start', () => {
    expect(resolveWindow({ kind: 'tail', start: 0, count: 5 }, 100)).toEqual({ start: 95, end: 100 });
    expect(resolveWindow({ kind: 'tail', start: 98, count: 5 }, 100)).toEqual({ start: 98, end: 100 });
    expect(resolveWindow({ kind: 'tail', start: 0, count: 5 }, 3)).toEqual({ start: 0, end: 3 });
  });
});
