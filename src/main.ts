import cluster from 'node:cluster';
import { type RunningGateway, startGateway } from './app.ts';
import { printBanner } from './banner.ts';
import { isClusterWorker, reportReady } from './cluster/worker.ts';
import { runCommand } from './commands/index.ts';
import { type Config, ConfigError, loadConfig, unknownSettingsOf } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import { runPrimary } from './primary.ts';
import { StartupError } from './settings/startupError.ts';
import { unknownSettingLine } from './settings/unknownNames.ts';

// `--version`, `--check`, `migrate` (src/commands/): do that and exit. No argument: serve.
const commandExit = await runCommand(process.argv.slice(2), process.env);
if (commandExit !== undefined) process.exit(commandExit);

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
const base = createLogger(config.logLevel);
// A typo of a setting runs with the default: said at start, once per name (`--check` refuses it).
for (const unknown of unknownSettingsOf(process.env)) {
  base.warn({ setting: unknown.name, nearest: unknown.nearest }, unknownSettingLine(unknown));
}
// WORKERS > 1: this process only runs the workers (src/cluster/); each of them runs one gateway below.
if (cluster.isPrimary && config.scale.workers > 1) await runPrimary(config, base).catch(inOneLine);
else await serve(config, isClusterWorker ? base.child({ pid: process.pid }) : base);

/** A busy port, a database role without rights, a missing file: a setting to change, said in one line; anything else is a bug and keeps its stack. */
function inOneLine(err: unknown): never {
  if (!(err instanceof StartupError)) throw err;
  console.error(err.message);
  process.exit(1);
}

/** One gateway process: start, say where it serves (the primary says it for its workers), shut down on signals. */
async function serve(config: Config, logger: Logger): Promise<void> {
  const gateway: RunningGateway = await startGateway(config, logger).catch(inOneLine);
  if (isClusterWorker) reportReady(gateway.url, gateway.metricsUrl);
  else printBanner(config, gateway);

  /**
   * The one shutdown path (Apollo's own signal handling is off, see apollo.ts): drain, stop Apollo, close the
   * rest, exit 0. A second signal does not start a second shutdown; if the first hangs past the grace period plus
   * a margin, the process exits 1 rather than outlive its orchestrator's patience.
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
}
