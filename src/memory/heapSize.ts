import { readFileSync } from 'node:fs';

/** cgroup v2 then v1: the files that hold the container's memory limit, in bytes. */
const CGROUP_LIMIT_FILES = ['/sys/fs/cgroup/memory.max', '/sys/fs/cgroup/memory/memory.limit_in_bytes'];

/** v1 writes "no limit" as a page-rounded 2^63; anything at or past 2^60 bytes is that. */
const UNLIMITED_FROM = 2 ** 60;

/** The bytes in a cgroup limit file, or undefined for `max` (v2), v1's "unlimited" or anything unreadable. */
function parseCgroupLimit(text: string): number | undefined {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return undefined;
  const bytes = Number(value);
  return bytes > 0 && bytes < UNLIMITED_FROM ? bytes : undefined;
}

/** The container's memory limit in bytes, read from the cgroup files; undefined outside a limited cgroup. */
export function readCgroupLimit(files: readonly string[] = CGROUP_LIMIT_FILES): number | undefined {
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const bytes = parseCgroupLimit(text);
    if (bytes !== undefined) return bytes;
  }
  return undefined;
}

/**
 * @internal Exported for scripts/package.ts (the launcher writes it) and the spec that checks package.json's `start`.
 * The `--max-old-space-size` (MiB) where no limit is known (no MEMORY_LIMIT_MB, no cgroup limit): package.json's
 * `start` and the package's launcher both set it (test/unit/memory checks they agree). Without it V8 sizes the
 * heap from the host's memory (4 GiB on a 24 GiB host) and lets garbage pile up before collecting: 220 to 270 MB
 * resident at 32 connections. Under a limit of this size V8 collects as on a small device, and the same load
 * peaks at about 140 MB for no measurable CPU (bench/README.md, `npm run bench:memory`; docs/operations.md).
 */
export const defaultOldSpaceMiB = 256;

/**
 * The `--max-old-space-size` (MiB) for a process given `limitBytes` in all: half of it. The rest is the young
 * generation (2 × 8 MiB semi-spaces with the shipped `--max-semi-space-size=8`), code, the answer buffers held
 * outside the heap and the native side (undici, pg, Redis sockets): bench/PROFILE.md measured 131 MB resident at
 * idle with 29 MB of heap in use, so about 100 MB is not old space. Never under 64 MiB (the heap at idle is 29 MB).
 */
export function oldSpaceMiBFor(limitBytes: number): number {
  return Math.max(64, Math.floor(limitBytes / 2 / 2 ** 20));
}
