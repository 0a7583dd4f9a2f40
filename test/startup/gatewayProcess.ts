import { spawn } from 'node:child_process';

/**
 * `node --import tsx <main>` (src/main.ts unless `main` names another copy) with `env` over a test's defaults:
 * its exit code and what it printed on stderr, once it exits. For start-ups that must fail.
 */
export function runGateway(
  env: Record<string, string>,
  main = 'src/main.ts',
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, PORT: '0', SANDBOX_PORT: '0', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stderr })));
}
