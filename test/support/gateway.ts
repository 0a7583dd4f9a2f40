import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { GraphQLFormattedError } from 'graphql';
import { beforeEach, onTestFinished } from 'vitest';
import { type GatewayOptions, type RunningGateway, startGateway } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import type { Fault } from '../../src/sandbox/faults.ts';
import type { LoggedRequest } from '../../src/sandbox/requestLog.ts';
import type { RunningSandbox } from '../../src/sandbox/server.ts';
import { aroundTests } from './aroundTests.ts';
import { checkedRequestIds } from './requestIds.ts';

export interface GraphQLResult<TData> {
  readonly status: number;
  readonly data?: TData | null;
  readonly errors?: GraphQLFormattedError[];
}

export interface TestGateway {
  readonly url: string;
  readonly sandbox: RunningSandbox;
  /** Runs one operation over HTTP, as a frontend would. */
  run<TData, TVariables>(
    document: DocumentTypeDecoration<TData, TVariables> | string,
    variables?: TVariables,
  ): Promise<GraphQLResult<TData>>;
  /** The provider requests the sandbox received since the last `clearUpstream()`. */
  upstreamCalls(): Promise<LoggedRequest[]>;
  clearUpstream(): Promise<void>;
  /** The provider requests since the last look, as `describeCalls` writes them; the next look starts afresh. */
  takeUpstreamCalls(): Promise<string[]>;
  advanceClock(ms: number): Promise<void>;
  armFault(fault: Omit<Fault, 'remaining'> & { remaining?: number }): Promise<void>;
  clearFaults(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the real gateway (src/app.ts, as `npm start` does) with its embedded sandbox on free ports and the control
 * API on. Every test file gets its own pair, so files can run in parallel. Pass `logLines` (and LOG_LEVEL) to read
 * the gateway's log, `options` for what the environment cannot carry (a span exporter).
 */
export async function startTestGateway(
  env: Record<string, string> = {},
  logLines?: string[],
  options?: GatewayOptions,
): Promise<TestGateway> {
  const config = loadConfig({
    PORT: '0',
    SANDBOX_PORT: '0',
    SANDBOX_CONTROL: 'true',
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Off unless a test turns it on: whole-answer assertions elsewhere do not expect extensions.rateLimit.
    RATE_LIMIT_POINTS: '0',
    // Off unless a test turns it on: a pass asking the provider on its own would add calls to exact call lists.
    PAYOUT_SETTLE_EVERY_MS: '0',
    ...env,
  });
  // With `logLines`, everything the gateway logs is collected there instead of printed.
  const destination = logLines ? { write: (line: string) => void logLines.push(line) } : undefined;
  const gateway: RunningGateway = await startGateway(
    config,
    createLogger(config.logLevel, destination),
    options,
  );
  const sandbox = gateway.sandbox;
  if (!sandbox) throw new Error('test gateway expected the embedded sandbox');
  const control = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${sandbox.url}/_sandbox/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 300)
      throw new Error(`sandbox control ${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? undefined : ((await res.json()) as unknown);
  };
  return {
    url: gateway.url,
    sandbox,
    async run(document, variables) {
      const res = await fetch(gateway.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query: document.toString(), variables }),
      });
      const body = (await res.json()) as { data?: never; errors?: GraphQLFormattedError[] };
      return { status: res.status, ...checkedRequestIds(body, res.headers.get('x-request-id')) };
    },
    async upstreamCalls() {
      const body = (await control('GET', 'requests')) as { requests: LoggedRequest[] };
      return body.requests;
    },
    async clearUpstream() {
      await control('DELETE', 'requests');
    },
    async takeUpstreamCalls() {
      const body = (await control('GET', 'requests')) as { requests: LoggedRequest[] };
      await control('DELETE', 'requests');
      return describeCalls(body.requests);
    },
    async advanceClock(ms) {
      await control('POST', 'clock', { advanceMs: ms });
    },
    async armFault(fault) {
      await control('POST', 'faults', fault);
    },
    async clearFaults() {
      await control('DELETE', 'faults');
    },
    close: () => gateway.close(),
  };
}

/** What `setUpTestGateway` starts the gateway with. */
interface TestGatewaySettings {
  /** Settings over the test defaults; a function when they are known only once an earlier `beforeAll` has run. */
  readonly env?: Record<string, string> | (() => Record<string, string>);
  /** Collects the gateway's log lines (with a LOG_LEVEL in `env`). */
  readonly logLines?: string[];
  /** What the environment cannot carry (a span exporter). */
  readonly options?: GatewayOptions;
}

/**
 * The gateway of a test file (or of the `describe` it is called in): started before its tests, closed after them,
 * cleared between them. The handle is usable at module level; it forwards to the running gateway, so only tests and
 * hooks may call it.
 */
export function setUpTestGateway(settings: TestGatewaySettings = {}): TestGateway {
  const gw = aroundTests(
    'setUpTestGateway',
    () => {
      const env = typeof settings.env === 'function' ? settings.env() : settings.env;
      return startTestGateway(env, settings.logLines, settings.options);
    },
    async (running) => {
      await running.clearFaults();
      await running.close();
    },
  );
  // Each test sees only its own upstream calls and the faults it armed.
  beforeEach(async () => {
    await gw().clearFaults();
    await gw().clearUpstream();
  });
  return {
    get url() {
      return gw().url;
    },
    get sandbox() {
      return gw().sandbox;
    },
    run: (document, variables) => gw().run(document, variables),
    upstreamCalls: () => gw().upstreamCalls(),
    clearUpstream: () => gw().clearUpstream(),
    takeUpstreamCalls: () => gw().takeUpstreamCalls(),
    advanceClock: (ms) => gw().advanceClock(ms),
    armFault: (fault) => gw().armFault(fault),
    clearFaults: () => gw().clearFaults(),
    close: () => gw().close(),
  };
}

/** A gateway for the running test alone (its settings are the test's subject), closed when the test ends. */
export async function startTestGatewayForTest(
  env?: Record<string, string>,
  logLines?: string[],
  options?: GatewayOptions,
): Promise<TestGateway> {
  const gw = await startTestGateway(env, logLines, options);
  onTestFinished(() => gw.close());
  return gw;
}

/** `METHOD path?query` of each upstream call, for exact call-count assertions. */
export function describeCalls(calls: readonly LoggedRequest[]): string[] {
  return calls.map((c) => {
    const query = new URLSearchParams(c.query).toString();
    return `${c.method} ${c.path}${query ? `?${query}` : ''}`;
  });
}
