import type { ChildProcess } from 'node:child_process';
import { cores, startNode, stopChild } from './children.ts';
import type { Fixtures } from './upstream/fixtures.ts';
import type { UpstreamCount, UpstreamMessage, UpstreamMode } from './upstream/protocol.ts';

/** The upstream process (bench/upstream/main.ts), seen from the benchmark. */
export interface UpstreamProcess {
  readonly pid: number;
  readonly url: string;
  readonly fixtures: Fixtures;
  /** Requests it has received so far (and those it could not answer). */
  count(): Promise<UpstreamCount>;
  stop(): Promise<void>;
}

function nextMessage(child: ChildProcess, type: UpstreamMessage['type']): Promise<UpstreamMessage> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the upstream process exited (${code})`));
    const onMessage = (message: UpstreamMessage) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** Starts the upstream on the load generator's core and waits until it listens. */
export async function startUpstream(mode: UpstreamMode, delayMs: number): Promise<UpstreamProcess> {
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    BENCH_UPSTREAM: mode,
    BENCH_UPSTREAM_DELAY_MS: String(delayMs),
  };
  const child = startNode(['--import', 'tsx', 'bench/upstream/main.ts'], env, cores?.rest, true);
  const ready = await nextMessage(child, 'ready');
  if (ready.type !== 'ready' || child.pid === undefined)
    throw new Error('the upstream process did not start');
  return {
    pid: child.pid,
    url: ready.url,
    fixtures: ready.fixtures,
    count: async () => {
      const answer = nextMessage(child, 'count');
      child.send({ type: 'count' });
      return (await answer) as UpstreamCount;
    },
    stop: () => {
      child.disconnect();
      return stopChild(child);
    },
  };
}
