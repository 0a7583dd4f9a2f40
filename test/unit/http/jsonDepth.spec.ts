import { describe, expect, it } from 'vitest';
import { jsonNestingDepth } from '../../../src/http/jsonDepth.ts';

describe('JSON nesting depth', () => {
  it('counts objects and arrays, not brackets inside strings or escaped quotes', () => {
    expect(jsonNestingDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonNestingDepth('{"a":"[[[{{{\\"[["}')).toBe(1);
    expect(jsonNestingDepth('"plain"')).toBe(0);
    expect(jsonNestingDepth(`${'['.repeat(500)}${']'.repeat(500)}`)).toBe(500);
  });
});
