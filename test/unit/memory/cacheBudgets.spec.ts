import { describe, expect, it } from 'vitest';
import { cacheBudgetsFor } from '../../../src/memory/cacheBudgets.ts';

const MiB = 2 ** 20;

describe('cacheBudgetsFor', () => {
  it('gives a heap sized for a 256 MiB container (152 MiB) a tenth for documents and a twentieth for compiled plans', () => {
    expect(cacheBudgetsFor(152 * MiB)).toEqual({ documents: 15938355, compiled: 7969177 });
  });

  it("keeps the documents at 16 MiB and compiled plans at 8 MiB on a large heap (V8's default on a big host)", () => {
    expect(cacheBudgetsFor(4144 * MiB)).toEqual({ documents: 16 * MiB, compiled: 8 * MiB });
  });
});
