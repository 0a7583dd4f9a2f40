import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A redis-server of the test's own (never the machine's shared one), without persistence, on a free port. */
export interface OwnRedis {
  readonly url: string;
  readonly port: number;
  /** Kills the server (SIGKILL, by its PID), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function spawnRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  while (!(await accepts(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    await sleep(20);
  }
  return child;
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child = await spawnRedis(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.pid !== undefined) process.kill(child.pid, 'SIGKILL');
      await exited;
    },
    async restart() {
      child = await spawnRedis(port);
    },
  };
}
