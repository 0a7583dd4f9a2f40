import { oldSpaceMiBFor } from './heapSize.ts';

const MiB = 2 ** 20;

/**
 * The banner's memory line: V8's heap limit, and in a container whose limit the heap could outgrow, the flag that
 * fits it. V8 fixes its heap limit when the process starts (`v8.setFlagsFromString` afterwards does not move
 * `heap_size_limit`), so the gateway can only say it; the start command or NODE_OPTIONS must set it.
 */
export function memoryLine(heapLimitBytes: number, containerLimitBytes: number | undefined): string {
  const heap = `V8 heap limit ${Math.round(heapLimitBytes / MiB)} MiB`;
  if (containerLimitBytes === undefined) return `${heap}, no container limit`;
  const container = `container limit ${Math.round(containerLimitBytes / MiB)} MiB`;
  const advised = oldSpaceMiBFor(containerLimitBytes);
  // The heap limit counts the young generation too (2 × 8 MiB semi-spaces with the shipped start command).
  if (heapLimitBytes <= (advised + 32) * MiB) return `${heap}, ${container}`;
  return `${heap}, over half the ${container}: start with NODE_OPTIONS=--max-old-space-size=${advised}`;
}
