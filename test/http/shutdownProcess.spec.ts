import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { rawBodyOf } from '../support/requestIds.ts';
import { graphqlPost, openSocket, parseResponses, readUntilClosed } from './rawHttp.ts';

/** The gateway as `npm start` runs it, in a process of its own, with every stdout line handed to `onLine`. */
function startProcess(onLine: (line: string) => void): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      SANDBOX_PORT: '0',
      SANDBOX_CONTROL: 'true',
      NODE_ENV: 'test',
      RATE_LIMIT_POINTS: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (child.stdout) createInterface({ input: child.stdout }).on('line', onLine);
  return child;
}

/** Resolves with the first capture of `pattern` in a line the process prints (from now on). */
function waitForLine(lines: Array<(line: string) => void>, pattern: RegExp): Promise<string> {
  return new Promise((resolve) => {
    lines.push((line) => {
      const match = pattern.exec(line);
      if (match) resolve(match[1] ?? match[0]);
    });
  });
}

let child: ChildProcess | undefined;
afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

describe('the gateway process on SIGTERM', () => {
  it('finishes the operation in flight, answers a request on the open connection with 503, and exits 0', async () => {
    const listeners: Array<(line: string) => void> = [];
    child = startProcess((line) => {
      for (const listener of listeners) listener(line);
    });
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    const gatewayUrl = waitForLine(listeners, /^GraphQL API:\s+(\S+)/);
    const controlUrl = waitForLine(listeners, /control API at (\S+)/);
    const url = await gatewayUrl;
    const control = await controlUrl;
    const armed = await fetch(`${control}faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ area: 'balances', latencyMs: 500, remaining: 1 }),
    });
    expect(armed.status).toBeLessThan(300);

    const socket = await openSocket(url);
    const received = readUntilClosed(socket);
    socket.write(graphqlPost(url, '{ account(accountNumber: "QS7M0UKCLFL8MODV") { currency } }'));
    // The slow request has reached the sandbox (which logs it on arrival) and waits there.
    const upstreamCalls = async () =>
      ((await (await fetch(`${control}requests`)).json()) as { requests: unknown[] }).requests.length;
    while ((await upstreamCalls()) < 1) await sleep(10);
    const shuttingDown = waitForLine(listeners, /"msg":"(shutting down)"/);
    child.kill('SIGTERM');
    await shuttingDown;
    socket.write(graphqlPost(url, '{ __typename }'));

    const [first, second, ...more] = parseResponses(await received);
    expect(first?.statusLine).toBe('HTTP/1.1 200 OK');
    expect(JSON.parse(first?.body ?? '')).toEqual({ data: { account: { currency: 'GBP' } } });
    expect(second?.statusLine).toBe('HTTP/1.1 503 Service Unavailable');
    expect(second?.headers.connection).toBe('close');
    expect(rawBodyOf(second)).toEqual({
      errors: [expect.objectContaining({ extensions: { code: 'SHUTTING_DOWN' } })],
    });
    expect(more).toEqual([]);
    expect(await exited).toBe(0);
  });
});
