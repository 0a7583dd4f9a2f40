import { startGateway } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { PortUnavailableError } from './portSettings.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const logger = createLogger(config.logLevel);
const gateway = await startGateway(config, logger).catch((err: unknown) => {
  // A busy port is a setting to change, said in one line; anything else is a bug and keeps its stack.
  if (!(err instanceof PortUnavailableError)) throw err;
  console.error(err.message);
  process.exit(1);
});

console.log(`GraphQL API:  ${gateway.url}${config.graphiql ? '  (open it in a browser for GraphiQL)' : ''}`);
if (config.openAccess) {
  console.log('Access:       OPEN (no API_KEYS or JWT): every caller may act for every merchant entity');
}
if (gateway.sandbox) {
  console.log(`Upstream:     embedded provider sandbox at ${gateway.sandbox.url}`);
  console.log(
    `              dev credentials ${gateway.sandbox.config.username} / ${gateway.sandbox.config.password}`,
  );
  if (gateway.sandbox.config.controlEnabled)
    console.log(`              control API at ${gateway.sandbox.url}/_sandbox/`);
} else {
  console.log(`Upstream:     ${config.upstream.baseUrl}`);
}
if (gateway.metricsUrl) console.log(`Metrics:      ${gateway.metricsUrl}`);
if (config.checkoutExample) {
  console.log(`Checkout:     ${new URL('/examples/checkout/', gateway.url).href}  (3-D Secure example page)`);
}

/**
 * The one shutdown path (Apollo's own signal handling is off, see apollo.ts): drain, stop Apollo, close the rest,
 * exit 0. A second signal does not start a second shutdown; if the first hangs past the grace period plus a margin,
 * the process exits 1 rather than outlive its orchestrator's patience.
 */
let shuttingDown = false;
const shutdown = (signal: string) => {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
  setTimeout(() => {
    logger.error('shutdown did not finish in time');
    process.exit(1);
  }, config.shutdownGraceMs + 5_000).unref();
  gateway.close().then(
    () => {
      logger.info('shut down');
      process.exit(0);
    },
    (err: unknown) => {
      logger.error(
        { err: err instanceof Error ? { name: err.name, message: err.message } : {} },
        'shutdown failed',
      );
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
