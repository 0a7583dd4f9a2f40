import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const bin = fileURLToPath(new URL('../../node_modules/.bin/hive-gateway', import.meta.url));
const configPath = fileURLToPath(new URL('./gateway.config.mjs', import.meta.url));

export interface RunningHiveGateway {
  readonly url: string;
  close(): Promise<void>;
}

/** A free loopback port, found by listening on port 0 (Hive Gateway does not report the port it picked). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Resolves once the child's output says it listens; rejects with its output if it exits first. */
function listening(child: ChildProcess): Promise<void> {
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (/Serving|Listening/i.test(output)) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`hive-gateway exited with ${code}:\n${output}`)));
  });
}

/**
 * Starts Hive Gateway from npm as its own process, as a company would run it: `hive-gateway supergraph <file>`
 * with test/federation/gateway.config.mjs.
 */
export async function startHiveGateway(supergraphPath: string): Promise<RunningHiveGateway> {
  const port = await freePort();
  const child = spawn(
    bin,
    [
      'supergraph',
      supergraphPath,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--config-path',
      configPath,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'test' } },
  );
  try {
    await listening(child);
  } catch (err) {
    child.kill();
    throw err;
  }
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
