import { printBanner } from './banner.ts';
import { WorkerPool } from './cluster/workerPool.ts';
import type { Config } from './config.ts';
import { providerOrSandbox } from './embeddedSandbox.ts';
import type { Logger } from './logger.ts';

/**
 * The primary process of WORKERS > 1: it serves nothing itself. It starts the embedded sandbox (no
 * UPSTREAM_BASE_URL) once, so that every worker talks to the same simulated provider (one world, one clock, one
 * request log), forks the workers with its URL and credentials, prints the banner once they all listen, and on
 * SIGTERM or SIGINT passes the signal on, waits for every worker to drain and exits 0 (1 if one did not).
 */
export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  const { sandbox, ...provider } = await providerOrSandbox(config.sandbox, config.upstream);
  const env: Record<string, string> = sandbox
    ? {
        UPSTREAM_BASE_URL: provider.baseUrl,
        UPSTREAM_USERNAME: provider.username,
        UPSTREAM_PASSWORD: provider.password,
      }
    : {};
  const pool = new WorkerPool(config.scale.workers, env, logger);
  // Past this a worker's own shutdown has given up (it exits 1 after the grace period plus 5 s).
  const forceAfterMs = config.shutdownGraceMs + 10_000;
  let ready: Awaited<ReturnType<WorkerPool['start']>>;
  try {
    ready = await pool.start();
  } catch (err) {
    // The worker said why on stderr (a busy port, Redis unreachable); its siblings would fail the same way.
    console.error(`Gateway workers could not start: ${(err as Error).message}`);
    await pool.stop('SIGTERM', forceAfterMs);
    await sandbox?.close();
    process.exit(1);
  }
  const first = ready[0];
  if (first)
    printBanner(config, { url: first.url, sandbox, metricsUrl: first.metricsUrl, workerPids: pool.pids() });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: pool.pids() }, 'shutting down workers');
    void (async () => {
      const clean = await pool.stop(signal, forceAfterMs);
      await sandbox?.close();
      logger.info({ clean }, 'shut down');
      process.exit(clean ? 0 : 1);
    })();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
