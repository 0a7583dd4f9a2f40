import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '../../scripts/freePort.ts';

/**
 * A `redis-server` of a test's own, on a free loopback port, without persistence (as `.ci/run` starts one): a
 * kill and restart loses every key, like a Redis without AOF that crashed. Never the machine's shared Redis.
 */
export interface TestRedis {
  readonly url: string;
  readonly port: number;
  /** SIGKILL by PID: no shutdown, no save. */
  kill(): Promise<void>;
  /** Starts it again, empty, on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** A `redis-server` with `args` (no persistence: `--save ''`, `--appendonly no`), once it accepts connections. */
export async function launchRedisServer(args: readonly string[]): Promise<ChildProcess> {
  const child = spawn('redis-server', [...args, '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  child.stdout?.resume();
  return child;
}

const launch = (port: number) => launchRedisServer(['--port', String(port), '--bind', '127.0.0.1']);

/** SIGKILL, resolved once the process is gone. */
export async function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

/** Starts a private redis-server; stop it in `afterAll`. */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => killed(child),
    async restart() {
      await killed(child);
      child = await launch(port);
    },
    stop: () => killed(child),
  };
}
