import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';

/** A redis-server of a test's own, on a free loopback port, without persistence. */
export interface OwnRedis {
  readonly url: string;
  readonly port: number;
  /** The server process; kill it to simulate an outage. */
  readonly process: ChildProcess;
  /** Stops the server (SIGKILL by PID) and waits until it is gone. */
  stop(): Promise<void>;
}

/** A port nothing listens on right now (the kernel picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Starts `redis-server` (Debian's package `redis-server`; `.ci/run` installs it) on `port` or a free one, with no
 * snapshot and no append-only file, as a fresh or restarted-empty store. Resolves once it answers PING.
 */
export async function startRedisServer(port?: number): Promise<OwnRedis> {
  const chosen = port ?? (await freePort());
  const child = spawn(
    'redis-server',
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const spawnFailed = new Promise<never>((_, reject) =>
    child.once('error', (err) =>
      reject(new Error(`could not start redis-server (apt-get install redis-server): ${err.message}`)),
    ),
  );
  const url = `redis://127.0.0.1:${chosen}`;
  await Promise.race([waitForPing(url), spawnFailed]);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    port: chosen,
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

async function waitForPing(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await client.connect();
      await client.ping();
      client.disconnect();
      return;
    } catch {
      client.disconnect();
      await sleep(50);
    }
  }
  throw new Error(`redis-server at ${url} did not answer`);
}
