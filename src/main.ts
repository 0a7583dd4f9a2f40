import { startGateway } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';

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
const gateway = await startGateway(config, logger);

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

const shutdown = (signal: string) => {
  logger.info({ signal }, 'shutting down');
  gateway.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
