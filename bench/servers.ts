import { type ChildProcess, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baselineEnvVars } from './baselines/env.ts';
import { cores, repoRoot, startNode, stopChild, waitForLine } from './children.ts';
import type { Fixtures } from './upstream/fixtures.ts';

/** A server under test, running in its own process on the server core. */
export interface ServerUnderTest {
  readonly pid: number;
  readonly url: string;
  stop(): Promise<void>;
}

/** How `npm start` runs the gateway: node's flags, variables set on the command line, the entry file. */
export interface StartCommand {
  readonly nodeFlags: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  readonly entry: string;
}

/**
 * Reads package.json's `start` script (`[VAR=value ...] node [flags] <entry>`), so the benchmark always measures
 * the flags the gateway ships with, whatever they become.
 */
export function shippedStartCommand(): StartCommand {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const start = pkg.scripts?.start;
  if (!start) throw new Error('package.json has no start script');
  const tokens = start.trim().split(/\s+/);
  const env: Record<string, string> = {};
  let i = 0;
  for (; i < tokens.length && /^[A-Z_][A-Z0-9_]*=/.test(tokens[i] ?? ''); i++) {
    const [name = '', ...value] = (tokens[i] ?? '').split('=');
    env[name] = value.join('=');
  }
  if (tokens[i] !== 'node') throw new Error(`the start script does not run node: ${start}`);
  const nodeFlags: string[] = [];
  for (i++; i < tokens.length && tokens[i]?.startsWith('-'); i++) nodeFlags.push(tokens[i] ?? '');
  const entry = tokens[i];
  if (!entry) throw new Error(`the start script names no entry file: ${start}`);
  return { nodeFlags, env, entry };
}

/** `npm run build` (what `prestart` does): the gateway is measured compiled, from dist/. */
export function buildGateway(): void {
  execFileSync('npm', ['run', '--silent', 'build'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Only what a process needs to run: no REDIS_URL, API keys or other settings leak in from the caller's shell. */
const baseEnv = (): NodeJS.ProcessEnv => ({ PATH: process.env.PATH, HOME: process.env.HOME });

async function running(child: ChildProcess, pattern: RegExp, what: string): Promise<ServerUnderTest> {
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${what} did not start`);
  const url = await waitForLine(child, pattern, what);
  return { pid, url, stop: () => stopChild(child) };
}

/** The caller the benchmark acts as: an API key entitled to the fixtures' entity. */
export const benchApiKey = 'bench-caller-secret-0123456789abcdef';

/** The fingerprint key of every gateway the benchmark starts (required with DATABASE_URL). */
const benchFingerprintKey = 'bench-fingerprint-key-0123456789abcdef';
/** Signs payout ids: production requires it, and every replica of one run shares it. */
const benchGlobalIdKey = 'bench-global-id-key-0123456789abcdef';

/**
 * How one of our gateways runs. `shipped`: production, its money records in PostgreSQL (production requires it).
 * `memory` and `postgres`: the pair that prices the durable store, identical but for DATABASE_URL; production
 * refuses records in memory, so both run as `test` with production's defaults written out (no GraphiQL, checkout
 * page or introspection).
 */
export type OurGatewayMode =
  | { readonly kind: 'shipped'; readonly databaseUrl: string }
  | { readonly kind: 'memory' }
  | { readonly kind: 'postgres'; readonly databaseUrl: string };

function modeEnv(mode: OurGatewayMode): Record<string, string> {
  const asProduction = { GRAPHIQL: 'false', CHECKOUT_EXAMPLE: 'false', INTROSPECTION: 'false' };
  switch (mode.kind) {
    case 'shipped':
      return { NODE_ENV: 'production', DATABASE_URL: mode.databaseUrl };
    case 'memory':
      return { NODE_ENV: 'test', ...asProduction };
    case 'postgres':
      return { NODE_ENV: 'test', ...asProduction, DATABASE_URL: mode.databaseUrl };
  }
}

/**
 * BENCH_CPU_PROF=<folder>: our gateways run with V8's sampling profiler and write a `.cpuprofile` there when they
 * stop (open it in Chrome DevTools or speedscope). Only the benchmark's command line changes: the gateway ships
 * without a profiler hook.
 */
function cpuProfileFlags(): string[] {
  const folder = process.env.BENCH_CPU_PROF;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${folder}`] : [];
}

/**
 * BENCH_OURS_ENV (`NAME=value NAME=value`): settings added to our gateway's environment, to price a feature by
 * turning it off (`METRICS=false`, `RATE_LIMIT_POINTS=0`) in the same bench; never set for a reported run.
 */
function oursEnvOverrides(): Record<string, string> {
  const given = process.env.BENCH_OURS_ENV?.trim();
  if (!given) return {};
  return Object.fromEntries(
    given.split(/\s+/).map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new Error(`BENCH_OURS_ENV: "${pair}" is not NAME=value`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/**
 * Our gateway as it ships: `node <start flags> dist/main.js`, an API key caller, a rate-limit budget no run exhausts
 * (so its bookkeeping is measured but never refuses), silent logs, one process; production unless `mode` says
 * otherwise. The same fingerprint key in every mode, so the memory store fingerprints as the durable one does.
 */
export function startOurGateway(
  command: StartCommand,
  upstreamUrl: string,
  f: Fixtures,
  mode: OurGatewayMode,
): Promise<ServerUnderTest> {
  const env = {
    ...baseEnv(),
    ...command.env,
    ...modeEnv(mode),
    IDEMPOTENCY_FINGERPRINT_KEY: benchFingerprintKey,
    GLOBAL_ID_KEY: benchGlobalIdKey,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    WORKERS: '1',
    UPSTREAM_BASE_URL: upstreamUrl,
    UPSTREAM_USERNAME: f.username,
    UPSTREAM_PASSWORD: f.password,
    API_KEYS: `bench:${benchApiKey}:${f.entity}`,
    RATE_LIMIT_POINTS: '10000000',
    ...oursEnvOverrides(),
  };
  const child = startNode([...command.nodeFlags, ...cpuProfileFlags(), command.entry], env, cores?.server);
  return running(child, /GraphQL API:\s+(\S+)/, `our gateway (${mode.kind})`);
}

/**
 * A baseline from bench/baselines, with the gateway's node flags (the naive gateway keeps its idempotency record in
 * `databaseUrl` when given). Run through tsx's loader: it compiles each file
 * once at start-up, so after warm-up the baseline runs the same JIT-compiled JavaScript as a build would.
 */
export function startBaseline(
  file: 'rawProxy.ts' | 'naiveGateway.ts' | 'mercuriusGateway.ts',
  command: StartCommand,
  upstreamUrl: string,
  f: Fixtures,
  databaseUrl?: string,
): Promise<ServerUnderTest> {
  const vars = baselineEnvVars({ upstreamUrl, fixtures: f, databaseUrl });
  const env = { ...baseEnv(), NODE_ENV: 'production', ...vars };
  const child = startNode(
    [...command.nodeFlags, '--import', 'tsx', join('bench/baselines', file)],
    env,
    cores?.server,
  );
  return running(child, /listening (\S+)/, file);
}
