import { type ChildProcess, execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/freePort.ts';
import { killed, launchRedisServer } from './redisServer.ts';

const run = promisify(execFile);

/**
 * A Redis Cluster of a test's own: three masters (no replicas) on free loopback ports, each `redis-server
 * --cluster-enabled yes` in a temporary folder (the cluster writes its nodes.conf there), joined with `redis-cli
 * --cluster create`. Never the machine's shared Redis.
 */
export interface TestRedisCluster {
  /** One node, as an operator gives the gateway (REDIS_URL with REDIS_CLUSTER=true). */
  readonly url: string;
  readonly ports: readonly number[];
  /** Every node SIGKILLed by PID: the whole cluster down. */
  kill(): Promise<void>;
  /** SIGKILL by PID, then the folder is removed. */
  stop(): Promise<void>;
}

function launch(dir: string, port: number, busPort: number): Promise<ChildProcess> {
  return launchRedisServer([
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    // The bus port would be port + 10000 by default, which nothing here checked to be free.
    '--cluster-port',
    String(busPort),
    '--cluster-enabled',
    'yes',
    '--cluster-config-file',
    `nodes-${port}.conf`,
    '--dir',
    dir,
  ]);
}

/** Waits until every node says the cluster is up (all slots covered and every node agreeing on it). */
async function settled(ports: readonly number[]): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const infos = await Promise.all(
      ports.map((port) => run('redis-cli', ['-h', '127.0.0.1', '-p', String(port), 'cluster', 'info'])),
    );
    if (infos.every(({ stdout }) => stdout.includes('cluster_state:ok'))) return;
    await sleep(100);
  }
  throw new Error('the test Redis Cluster did not settle');
}

/** Starts a private three-master Redis Cluster; stop it in `afterAll`. */
export async function startTestRedisCluster(): Promise<TestRedisCluster> {
  const dir = await mkdtemp(join(tmpdir(), 'gateway-redis-cluster-'));
  const children: ChildProcess[] = [];
  const kill = async () => {
    await Promise.all(children.map(killed));
  };
  const stop = async () => {
    await kill();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const ports: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const port = await freePort();
      children.push(await launch(dir, port, await freePort()));
      ports.push(port);
    }
    await run('redis-cli', [
      '--cluster',
      'create',
      ...ports.map((port) => `127.0.0.1:${port}`),
      '--cluster-replicas',
      '0',
      '--cluster-yes',
    ]);
    await settled(ports);
    return { url: `redis://127.0.0.1:${ports[0]}`, ports, kill, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
