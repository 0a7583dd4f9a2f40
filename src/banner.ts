import { getHeapStatistics } from 'node:v8';
import type { Config } from './config.ts';
import { readCgroupLimit } from './memory/heapSize.ts';
import { memoryLine } from './memory/memoryLine.ts';
import { version } from './version.ts';

/** What the banner says about the embedded sandbox (kept structural: only the composition root knows the sandbox). */
interface SandboxFacts {
  readonly url: string;
  readonly config: { readonly username: string; readonly password: string; readonly controlEnabled: boolean };
}

/** Where the gateway serves and what it talks to, as a process that serves prints it once at start. */
export interface BannerFacts {
  readonly url: string;
  readonly sandbox: SandboxFacts | undefined;
  readonly metricsUrl: string | undefined;
  /** With WORKERS > 1: the worker processes' ids, all serving `url`. */
  readonly workerPids?: readonly number[];
}

/**
 * The start-up lines on stdout (the log is JSON on stdout too; these are for the person who ran `npm start`).
 * Printed by the single process, or by the primary once every worker listens, never by each worker.
 */
export function printBanner(config: Config, facts: BannerFacts): void {
  // One write: a reader waiting for the first line gets the others with it (a pipe may split separate writes).
  const lines: string[] = [];
  const say = (line: string) => lines.push(line);
  say(`GraphQL API:  ${facts.url}${config.graphiql ? '  (open it in a browser for GraphiQL)' : ''}`);
  say(`Version:      ${version}`);
  if (facts.workerPids) {
    say(`Workers:      ${facts.workerPids.length} processes (pids ${facts.workerPids.join(', ')})`);
  }
  if (config.openAccess) {
    say('Access:       OPEN (no API_KEYS or JWT): every caller may act for every merchant entity');
  }
  if (facts.sandbox) {
    say(`Upstream:     embedded provider sandbox at ${facts.sandbox.url}`);
    say(`              dev credentials ${facts.sandbox.config.username} / ${facts.sandbox.config.password}`);
    if (facts.sandbox.config.controlEnabled)
      say(`              control API at ${facts.sandbox.url}/_sandbox/`);
  } else {
    say(`Upstream:     ${config.upstream.baseUrl}`);
  }
  say(`Memory:       ${memoryLine(getHeapStatistics().heap_size_limit, readCgroupLimit())}`);
  if (facts.metricsUrl) say(`Metrics:      ${facts.metricsUrl}`);
  if (config.checkoutExample) {
    say(`Checkout:     ${new URL('/examples/checkout/', facts.url).href}  (3-D Secure example page)`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}
