import { readFileSync } from 'node:fs';

/**
 * Readings of another process from /proc (Linux): CPU time and resident memory of a server under test, taken from
 * outside so that measuring costs the server nothing. Elsewhere every reading is NaN and the report shows `-`.
 */

/** Kernel clock ticks per second of utime/stime (USER_HZ: 100 on every Linux build Node supports). */
const ticksPerSecond = 100;

/** User plus system CPU time the process has used so far, in ms (10 ms resolution). */
export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may itself hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, so 12 and 13 after the name (state is 3).
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1_000) / ticksPerSecond;
  } catch {
    return Number.NaN;
  }
}

/** The pids of `pid`'s children (empty when the kernel does not list them or the process is gone). */
function childrenOf(pid: number): number[] {
  try {
    const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return text === '' ? [] : text.split(' ').map(Number);
  } catch {
    return [];
  }
}

/**
 * CPU time of a process and every descendant alive now, in ms: a PostgreSQL server's work is done by its backends
 * and background writers, children of the postmaster. A child that exited takes its time with it (the pool's
 * connections live across rounds, so its backends do not).
 */
export function cpuMsOfTree(pid: number): number {
  // A descendant that exits between the listing and the reading counts as nothing rather than spoiling the sum.
  const descendants = childrenOf(pid).map(cpuMsOfTree);
  return descendants.reduce((sum, ms) => sum + (Number.isNaN(ms) ? 0 : ms), cpuMsOf(pid));
}

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    return match?.[1] ? Number(match[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Resident memory now, in MB. */
export function rssMbOf(pid: number): number {
  return statusKb(pid, 'VmRSS') / 1_024;
}

/** The highest resident memory since the process started, in MB. */
export function peakRssMbOf(pid: number): number {
  return statusKb(pid, 'VmHWM') / 1_024;
}
