import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/**
 * docs/operations.md's production recipe as an operator reads it: the commands of its one line, in order
 * (`./gateway --check && ./gateway migrate && ./gateway`), and the environment of `.env.production.example`.
 */

/** The arguments of each `./gateway …` of the recipe's line in "Run it in production", in order. */
export function recipeCommands(): string[][] {
  const docs = readFileSync('docs/operations.md', 'utf8');
  const section = docs.slice(docs.indexOf('## Run it in production'));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  const line = block.split('\n').find((text) => text.startsWith('./gateway')) ?? '';
  return line.split(' && ').map((command) => {
    const [program, ...args] = command.trim().split(/\s+/);
    if (program !== './gateway') throw new Error(`not a gateway command in the recipe: ${command}`);
    return args;
  });
}

/** `.env.production.example`'s settings, as `set -a && . ./.env.production` exports them. */
export function exampleSettings(): Record<string, string> {
  return parseEnv(readFileSync('.env.production.example', 'utf8')) as Record<string, string>;
}

export interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  /** What `serving` answered (or the message it failed with), for a command that serves. */
  readonly answered?: unknown;
}

/**
 * One `./gateway <args>` of the recipe: the start script's `exec node … dist/main.js "$@"`, here on the sources
 * (`node --import tsx src/main.ts`; the package test runs the script itself). `env` and PATH only, as the env file
 * gives them. A command that exits runs to its end; with `serving`, the gateway is asked once it printed its banner
 * (its GraphQL URL given), then stopped with SIGTERM, as an orchestrator stops it.
 */
export function runRecipeCommand(
  args: readonly string[],
  env: Record<string, string>,
  serving?: (graphqlUrl: string) => Promise<unknown>,
): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let asked: Promise<unknown> | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    const url = /GraphQL API:\s+(\S+)/.exec(stdout)?.[1];
    if (serving && url && !asked) {
      asked = serving(url)
        .catch((err: unknown) => (err instanceof Error ? err.message : String(err)))
        .finally(() => child.kill('SIGTERM'));
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  // A command that serves instead of exiting is stopped, so the test fails on what it printed.
  const stop = setTimeout(() => child.kill('SIGKILL'), 90_000);
  return new Promise((resolve) =>
    child.once('close', async (code) => {
      clearTimeout(stop);
      const answered = asked ? { answered: await asked } : {};
      resolve({ code, stdout, stderr, ...answered });
    }),
  );
}
