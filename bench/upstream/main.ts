import { startSandbox } from '../../src/sandbox/server.ts';
import { fixturesOf } from './fixtures.ts';
import type { UpstreamMessage, UpstreamMode } from './protocol.ts';
import { record } from './record.ts';
import { startStaticUpstream } from './staticServer.ts';

/**
 * The benchmark's upstream, in a process of its own so that its CPU is never counted as the gateway's:
 * BENCH_UPSTREAM=static (default) answers recorded sandbox bodies from a bare server, after BENCH_UPSTREAM_DELAY_MS
 * (0); BENCH_UPSTREAM=sandbox is the real simulator. Talks to the benchmark over IPC (bench/upstream/protocol.ts).
 */
const mode: UpstreamMode = process.env.BENCH_UPSTREAM === 'sandbox' ? 'sandbox' : 'static';
const delayMs = Number(process.env.BENCH_UPSTREAM_DELAY_MS ?? '0');

const sandbox = await startSandbox({ port: 0 });
const fixtures = fixturesOf(sandbox);
let upstream: { url: string; total(): number; misses(): number; close(): Promise<void> };
if (mode === 'static') {
  const recording = await record(sandbox, fixtures);
  await sandbox.close();
  upstream = await startStaticUpstream(recording, delayMs);
} else {
  const log = sandbox.state.requestLog;
  upstream = { url: sandbox.url, total: () => log.total, misses: () => 0, close: () => sandbox.close() };
}

const send = (message: UpstreamMessage) => process.send?.(message);
process.on('message', (message: unknown) => {
  if (typeof message === 'object' && message !== null && 'type' in message && message.type === 'count') {
    send({ type: 'count', total: upstream.total(), misses: upstream.misses() });
  }
});
// The benchmark closes the IPC channel when it is done (or dies): then this process has nothing left to do.
process.on('disconnect', () => void upstream.close().then(() => process.exit(0)));
send({ type: 'ready', url: upstream.url, fixtures });
