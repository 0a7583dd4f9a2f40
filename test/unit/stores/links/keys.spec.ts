import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { linkKey } from '../../../../src/stores/links/index.ts';

describe('linkKey', () => {
  it('is the sha256 of the relation and the parts as a JSON array, so no caller text appears in it', () => {
    const expected = createHash('sha256').update('["3ds:verify","MYENT1","order-1","ch1"]').digest('hex');
    expect(linkKey('3ds:verify', 'MYENT1', 'order-1', 'ch1')).toBe(expected);
  });

  it('tells apart parts that would concatenate to the same text', () => {
    expect(linkKey('3ds:verify', 'AB', 'C')).not.toBe(linkKey('3ds:verify', 'A', 'BC'));
  });
});
