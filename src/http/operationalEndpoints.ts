import type { AddressInfo } from 'node:net';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { drainHttpServer } from './drain.ts';
import { createMetricsServer, type MetricsSource } from './metricsRoute.ts';
import { type CircuitStateName, circuitProbe, databaseProbe, redisProbe } from './probes.ts';
import type { ReadinessProbe } from './readiness.ts';

/** What the callers' HTTP server needs from the operational set-up (spread into `createHttpServer`'s options). */
interface MainServerOptions {
  readonly readiness: readonly ReadinessProbe[];
  readonly metrics?: MetricsSource;
  readonly metricsToken?: string;
}

/** Readiness probes and the place of /metrics, decided once from the config. */
export interface OperationalEndpoints {
  readonly mainServer: MainServerOptions;
  /** Starts the metrics server when METRICS_PORT is set; its URL (`…/metrics`), or undefined. */
  listen(): Promise<string | undefined>;
  close(): Promise<void>;
}

/**
 * Readiness: the provider's circuits always, Redis when configured (a PING on the stores' one connection: it is
 * the connection every payment depends on, and no command on it blocks). Metrics: on METRICS_PORT alone when set;
 * otherwise on the callers' port, where production requires METRICS_TOKEN (they show traffic, errors and the
 * provider's state) or serves none.
 */
export async function setUpOperationalEndpoints(
  config: Config,
  logger: Logger,
  metrics: MetricsSource | undefined,
  circuitStates: () => Readonly<Record<string, CircuitStateName>>,
  redis?: { ping(): Promise<string> },
  database?: { ping(): Promise<void> },
): Promise<OperationalEndpoints> {
  const readiness = [
    circuitProbe(circuitStates),
    ...(redis ? [redisProbe(redis)] : []),
    ...(database ? [databaseProbe(database)] : []),
  ];
  const metricsServer =
    metrics && config.metricsPort !== undefined
      ? createMetricsServer(metrics, config.metricsToken, logger)
      : undefined;
  const onMain =
    metrics && !metricsServer && (config.metricsToken !== undefined || config.nodeEnv !== 'production');
  if (metrics && !metricsServer && !onMain) {
    logger.warn('metrics not served: in production set METRICS_TOKEN or METRICS_PORT');
  }
  return {
    mainServer: onMain
      ? { readiness, metrics, ...(config.metricsToken ? { metricsToken: config.metricsToken } : {}) }
      : { readiness },
    async listen() {
      if (!metricsServer) return undefined;
      await new Promise<void>((resolve, reject) => {
        metricsServer.once('error', reject);
        metricsServer.listen(config.metricsPort, config.host, resolve);
      });
      const { port } = metricsServer.address() as AddressInfo;
      const host = config.host.includes(':') ? `[${config.host}]` : config.host;
      return `http://${host}:${port}/metrics`;
    },
    async close() {
      if (metricsServer?.listening) await drainHttpServer(metricsServer, 0);
    },
  };
}
