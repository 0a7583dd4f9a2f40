import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./hiveGatewayProcess.mjs', import.meta.url));

export interface RunningHiveGateway {
  readonly url: string;
  close(): Promise<void>;
}

/** Resolves with the URL the child's output says it serves; rejects with its output if it exits first. */
function listening(child: ChildProcess): Promise<string> {
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const url = /Listening on (\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`Hive Gateway exited with ${code}:\n${output}`)));
  });
}

/**
 * Starts Hive Gateway from npm as its own process, as a company would run it, serving `supergraphPath` on a free
 * loopback port (test/federation/hiveGatewayProcess.mjs).
 */
export async function startHiveGateway(supergraphPath: string): Promise<RunningHiveGateway> {
  const child = spawn(process.execPath, [script, supergraphPath], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'test' },
  });
  let url: string;
  try {
    url = await listening(child);
  } catch (err) {
    child.kill();
    throw err;
  }
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
