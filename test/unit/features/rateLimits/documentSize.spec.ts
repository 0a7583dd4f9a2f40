import { describe, expect, it } from 'vitest';
import { documentSizeCost } from '../../../../src/features/rateLimits/documentSize.ts';

describe('documentSizeCost', () => {
  it.each([
    [0, 0],
    [9_999, 0],
    [10_000, 1],
    [10_001, 2],
    [900_000, 90],
  ])('charges a document of %i characters %i points before parsing', (length, points) => {
    expect(documentSizeCost('x'.repeat(length))).toBe(points);
  });
});
