import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

/** The repository root: every child runs from there, as `npm start` would. */
export const repoRoot = resolve(import.meta.dirname, '..');

function tasksetWorks(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Cores: the server under test alone on core 1, the load generator and the upstream on core 0, so the server's
 * rate is one core's worth and the client never steals its CPU. Undefined (no pinning) without taskset or with
 * fewer than two cores; the report says which.
 */
export const cores: { readonly server: number; readonly rest: number } | undefined =
  availableParallelism() >= 2 && tasksetWorks() ? { server: 1, rest: 0 } : undefined;

/** Pins this process (every thread) to `core`. */
export function pinSelf(core: number): void {
  execFileSync('taskset', ['-a', '-p', '-c', String(core), String(process.pid)], { stdio: 'ignore' });
}

/**
 * Starts `node <args>` on `core` (through taskset, which execs node, so the pid is node's). stdout is piped to be
 * read for a ready line; `ipc` adds a message channel.
 */
export function startNode(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  core: number | undefined,
  ipc = false,
): ChildProcess {
  const command = core === undefined ? process.execPath : 'taskset';
  const argv = core === undefined ? [...args] : ['-c', String(core), process.execPath, ...args];
  return spawn(command, argv, {
    cwd: repoRoot,
    env,
    stdio: ipc ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
  });
}

/** The first capture of the first stdout line matching `pattern`; rejects when the process exits first. */
export function waitForLine(
  child: ChildProcess,
  pattern: RegExp,
  what: string,
  timeoutMs = 120_000,
): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    let buffered = '';
    const timer = setTimeout(
      () => fail(new Error(`${what} did not start within ${timeoutMs / 1_000} s`)),
      timeoutMs,
    );
    const onExit = (code: number | null) => fail(new Error(`${what} exited (${code}) before it was ready`));
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const match = pattern.exec(buffered);
      if (match?.[1]) {
        cleanup();
        resolvePromise(match[1]);
      }
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout?.off('data', onData);
      // Keep draining stdout so a chatty child never blocks on a full pipe.
      child.stdout?.resume();
    };
    const fail = (err: Error) => {
      cleanup();
      reject(err);
    };
    child.once('exit', onExit);
    child.stdout?.on('data', onData);
  });
}

/** Stops a child with SIGTERM (SIGKILL after 5 s) and waits for it to exit. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolvePromise();
    });
    child.kill('SIGTERM');
  });
}
