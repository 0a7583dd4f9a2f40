import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './freePort.ts';

/**
 * A PostgreSQL server of a test's (or a benchmark run's) own, from the machine's `initdb` and `postgres` (Debian's
 * postgresql package), in a temporary folder on a free loopback port. Killed by PID (SIGKILL: no shutdown
 * checkpoint, as in a crash) and restarted on the same data, it keeps every committed row: what the durable store
 * relies on. Never the machine's shared server. Shared by test/support and bench/, so it lives beside the other
 * tooling rather than in either.
 */
export interface PrivatePostgres {
  /** The server's maintenance database, for creating test databases. */
  readonly url: string;
  readonly port: number;
  /** The postmaster's pid (its backends are its children), for reading its CPU time. */
  pid(): number | undefined;
  /** SIGKILL by PID. */
  kill(): Promise<void>;
  /** Starts it again on the same data folder and port. */
  restart(): Promise<void>;
  /** Stops it and deletes its folder. */
  stop(): Promise<void>;
  /**
   * Freezes the whole server without killing it (SIGSTOP to the postmaster and every process it forked: backends,
   * WAL writer, checkpointer): every query, on a new connection or an open one, hangs until `resume`.
   */
  pause(): void;
  resume(): void;
}

// initdb and postgres refuse to run as root: as root, both run as the postgres user of Debian's package.
function account(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  return { uid, gid };
}

function binary(name: string): string {
  // On Debian the server binaries live outside PATH; `.ci/run` links them, a developer's PATH may not.
  try {
    return execFileSync('sh', ['-c', `command -v ${name} || ls /usr/lib/postgresql/*/bin/${name}`])
      .toString()
      .trim()
      .split('\n')[0] as string;
  } catch {
    throw new Error(`${name} not found: install Debian's postgresql package (.ci/run does)`);
  }
}

/** Options of {@link startPrivatePostgres}. */
export interface PrivatePostgresOptions {
  /**
   * Flush the WAL to disk at each commit, as production does. Off by default: tests need committed rows to survive
   * a killed server (the OS keeps them), not a lost machine, and flushing costs them time. The benchmark turns it on,
   * since the flush is part of what a durable record costs.
   */
  readonly fsync?: boolean;
  /** Runs the server and every process it forks on this CPU core only (through `taskset`). */
  readonly core?: number | undefined;
  /**
   * Connections over TCP must give a password (scram-sha-256), this one for the `postgres` superuser (its `url`
   * carries it), as on a production server; by default every connection is trusted.
   */
  readonly superuserPassword?: string;
}

async function launch(
  dir: string,
  port: number,
  user: ReturnType<typeof account>,
  options: PrivatePostgresOptions,
): Promise<ChildProcess> {
  const args = [
    ...['-D', dir, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1'],
    ...['-c', `fsync=${options.fsync ? 'on' : 'off'}`],
  ];
  // taskset execs postgres, so the pid is the postmaster's; its backends inherit the core.
  const pinned = options.core === undefined ? undefined : ['-c', String(options.core), binary('postgres')];
  const child = spawn(pinned ? 'taskset' : binary('postgres'), pinned ? [...pinned, ...args] : args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(user ?? {}),
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`postgres exited (${code}): ${output}`)));
  });
  child.stderr?.resume();
  return child;
}

async function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

/**
 * Sends `signal` to the postmaster and to every process it forked (listed with Linux's `ps`). The postmaster is
 * stopped first, so that it forks none after the list is read, and resumed last.
 */
function signalServer(child: ChildProcess, signal: 'SIGSTOP' | 'SIGCONT'): void {
  const postmaster = child.pid;
  if (postmaster === undefined) return;
  if (signal === 'SIGSTOP') process.kill(postmaster, signal);
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)])
    .toString()
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);
  for (const pid of children) process.kill(pid, signal);
  if (signal === 'SIGCONT') process.kill(postmaster, signal);
}

/** Starts a private PostgreSQL; stop it in `afterAll` (or when the benchmark ends). */
export async function startPrivatePostgres(options: PrivatePostgresOptions = {}): Promise<PrivatePostgres> {
  const user = account();
  const dir = mkdtempSync(join(tmpdir(), 'gateway-pg-'));
  chmodSync(dir, 0o700);
  if (user) chownSync(dir, user.uid, user.gid);
  const password = options.superuserPassword;
  let auth = ['-A', 'trust'];
  if (password !== undefined) {
    const pwfile = join(dir, 'superuser-password');
    writeFileSync(pwfile, password);
    if (user) chownSync(pwfile, user.uid, user.gid);
    auth = ['--auth-local=trust', '--auth-host=scram-sha-256', `--pwfile=${pwfile}`];
  }
  const data = join(dir, 'data');
  execFileSync(binary('initdb'), ['-D', data, '-U', 'postgres', ...auth, '--no-sync', '-E', 'UTF8'], {
    stdio: 'ignore',
    ...(user ?? {}),
  });
  const port = await freePort();
  let child = await launch(data, port, user, options);
  const credentials = password === undefined ? 'postgres' : `postgres:${encodeURIComponent(password)}`;
  return {
    url: `postgres://${credentials}@127.0.0.1:${port}/postgres`,
    port,
    pid: () => child.pid,
    kill: () => killed(child),
    async restart() {
      await killed(child);
      // A killed postmaster leaves its children to notice and exit; the new one waits for the shared memory.
      child = await launch(data, port, user, options);
    },
    async stop() {
      await killed(child);
      rmSync(dir, { recursive: true, force: true });
    },
    pause: () => signalServer(child, 'SIGSTOP'),
    resume: () => signalServer(child, 'SIGCONT'),
  };
}

/** A new, empty database on `serverUrl`, so that every test file (or gateway set) starts from nothing. */
export async function createEmptyDatabase(serverUrl: string): Promise<string> {
  const name = `db_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
