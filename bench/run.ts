import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { startGateway } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { devCredentials } from '../src/sandbox/config.ts';
import { startSandbox } from '../src/sandbox/server.ts';
import { GraphqlClient, RestClient } from './clients.ts';
import { fixturesOf } from './fixtures.ts';
import { measureScenario, type ScenarioResult, warmUp } from './measure.ts';
import { readOptions } from './options.ts';
import { formatTable, toJson } from './report.ts';
import { allScenarios } from './scenarios/index.ts';

/**
 * `npm run bench`: starts the real gateway with its embedded sandbox in this process, then measures each scenario
 * through the gateway and directly against the sandbox's REST API. Settings: BENCH_* variables (bench/options.ts).
 */
async function main(): Promise<number> {
  const options = readOptions(process.env);
  // The sandbox runs beside the gateway, as the real provider would, so that the gateway can be configured the way
  // it ships to production: callers authenticated (an API key for the world's entities) and rate limited (a budget
  // no run exhausts, so its bookkeeping is measured but never refuses).
  const sandbox = await startSandbox({ port: 0 });
  const apiKey = 'bench-caller-secret-0123456789abcdef';
  const entities = [...new Set(sandbox.state.world.accounts.map((a) => a.entity))].join('|');
  const config = loadConfig({
    PORT: '0',
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    UPSTREAM_BASE_URL: sandbox.url,
    UPSTREAM_USERNAME: devCredentials.username,
    UPSTREAM_PASSWORD: devCredentials.password,
    API_KEYS: `bench:${apiKey}:${entities}`,
    RATE_LIMIT_POINTS: '10000000',
  });
  const gateway = await startGateway(config, createLogger('silent'));
  const gql = new GraphqlClient(gateway.url, options.concurrency, `Bearer ${apiKey}`);
  const rest = new RestClient(sandbox.url, devCredentials, options.concurrency);
  const results: ScenarioResult[] = [];
  try {
    const log = sandbox.state.requestLog;
    const scenarios = allScenarios({ gql, rest, fixtures: fixturesOf(sandbox) }).filter(
      (s) => options.only === undefined || s.name.toLowerCase().includes(options.only),
    );
    if (scenarios.length === 0) throw new Error(`no scenario matches BENCH_ONLY=${options.only}`);
    for (const scenario of scenarios) {
      process.stderr.write(`validating and warming up: ${scenario.name}\n`);
      await warmUp(scenario, options);
    }
    for (const scenario of scenarios) {
      process.stderr.write(`measuring: ${scenario.name}\n`);
      // `total` counts every call ever recorded; the log itself keeps only the newest entries.
      results.push(await measureScenario(scenario, options, () => log.total));
    }
  } finally {
    await Promise.all([gql.close(), rest.close()]);
    await gateway.close();
    await sandbox.close();
  }
  process.stdout.write(`${formatTable(results, options)}\n`);
  if (options.out) {
    await mkdir(dirname(options.out), { recursive: true });
    await writeFile(options.out, `${JSON.stringify(toJson(results, options), null, 2)}\n`);
    process.stderr.write(`report written to ${options.out}\n`);
  }
  const failed = results.some((r) => [r.graphql, ...r.baselines].some((v) => v.failures > 0));
  return failed ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`benchmark failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
