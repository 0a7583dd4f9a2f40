import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultOldSpaceMiB, oldSpaceMiBFor, readCgroupLimit } from '../../../src/memory/heapSize.ts';
import { memoryLine } from '../../../src/memory/memoryLine.ts';

const MiB = 2 ** 20;

/** readCgroupLimit over one file holding `text`. */
function limitIn(text: string): number | undefined {
  const file = join(mkdtempSync(join(tmpdir(), 'cgroup-')), 'memory.max');
  writeFileSync(file, text);
  return readCgroupLimit([file]);
}

describe('readCgroupLimit', () => {
  it('reads cgroup v2 bytes and treats `max` as no limit', () => {
    expect(limitIn('268435456\n')).toBe(268435456);
    expect(limitIn('max\n')).toBeUndefined();
  });
  it("treats cgroup v1's page-rounded 2^63 as no limit", () => {
    expect(limitIn('9223372036854771712\n')).toBeUndefined();
  });
  it('ignores empty, zero and non-numeric text', () => {
    expect(limitIn('')).toBeUndefined();
    expect(limitIn('0')).toBeUndefined();
    expect(limitIn('-1')).toBeUndefined();
    expect(limitIn('256M')).toBeUndefined();
  });
  it('takes the first file holding a limit, skipping missing files and `max`', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cgroup-'));
    writeFileSync(join(dir, 'memory.max'), 'max\n');
    writeFileSync(join(dir, 'memory.limit_in_bytes'), '402653184\n');
    const files = [join(dir, 'missing'), join(dir, 'memory.max'), join(dir, 'memory.limit_in_bytes')];
    expect(readCgroupLimit(files)).toBe(402653184);
  });
});

describe('oldSpaceMiBFor', () => {
  it('gives half the limit to the old generation, never under 64 MiB', () => {
    expect(oldSpaceMiBFor(256 * MiB)).toBe(128);
    expect(oldSpaceMiBFor(384 * MiB)).toBe(192);
    expect(oldSpaceMiBFor(100 * MiB)).toBe(64);
  });
});

describe('memoryLine', () => {
  it('says the heap limit outside a container', () => {
    expect(memoryLine(4144 * MiB, undefined)).toBe('V8 heap limit 4144 MiB, no container limit');
  });
  it('says nothing more when the heap fits the container', () => {
    expect(memoryLine(152 * MiB, 256 * MiB)).toBe('V8 heap limit 152 MiB, container limit 256 MiB');
  });
  it('names the flag when the heap could outgrow the container', () => {
    expect(memoryLine(2096 * MiB, 256 * MiB)).toBe(
      'V8 heap limit 2096 MiB, over half the container limit 256 MiB: start with NODE_OPTIONS=--max-old-space-size=128',
    );
  });
});

describe('defaultOldSpaceMiB', () => {
  it("is the old space package.json's start script runs with (the package's launcher interpolates it)", () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    expect(pkg.scripts.start.split(' ').filter((flag) => flag.startsWith('--max-old-space-size'))).toEqual([
      `--max-old-space-size=${defaultOldSpaceMiB}`,
    ]);
  });
});
