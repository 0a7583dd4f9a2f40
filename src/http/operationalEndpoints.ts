import type { Logger } from '../logger.ts';
import type { HealthReading } from '../stores/index.ts';
import { drainHttpServer } from './drain.ts';
import { listenAt } from './listen.ts';
import { createMetricsServer, type MetricsSource } from './metricsRoute.ts';
import { type CircuitStateName, circuitProbe, databaseProbe, redisProbe } from './probes.ts';
import type { ReadinessProbe } from './readiness.ts';

/** Where /metrics goes (src/metrics' MetricsSettings); absent: METRICS=false. */
interface MetricsEndpointSettings {
  readonly port: number | undefined;
  readonly token: string | undefined;
  readonly tokenRequired: boolean;
}

/** What the endpoints watch: the provider's circuits, the stores' connections; and where metrics come from. */
interface Watched {
  readonly logger: Logger;
  readonly metrics: MetricsSource | undefined;
  readonly upstream: { circuitStates(): Readonly<Record<string, CircuitStateName>> };
  readonly stores: {
    readonly health: {
      readonly redis: { check(): Promise<HealthReading> } | undefined;
      readonly postgres: { check(): Promise<HealthReading> } | undefined;
    };
  };
}

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
 * Readiness: the provider's circuits always, PostgreSQL when configured (the money records: down is not ready),
 * Redis when configured (a PING on the process's one connection; down is only `degraded`, see `redisProbe`). Metrics: on METRICS_PORT alone when set;
 * otherwise on the callers' port, where production requires METRICS_TOKEN (they show traffic, errors and the
 * provider's state) or serves none.
 */
export async function setUpOperationalEndpoints(
  settings: MetricsEndpointSettings | undefined,
  host: string,
  watched: Watched,
): Promise<OperationalEndpoints> {
  const { logger, metrics, upstream } = watched;
  const { redis, postgres } = watched.stores.health;
  const readiness = [
    circuitProbe(() => upstream.circuitStates()),
    ...(redis ? [redisProbe(redis)] : []),
    ...(postgres ? [databaseProbe(postgres)] : []),
  ];
  const metricsServer =
    metrics && settings?.port !== undefined
      ? createMetricsServer(metrics, settings.token, logger)
      : undefined;
  const onMain = metrics && !metricsServer && (settings?.token !== undefined || !settings?.tokenRequired);
  if (metrics && !metricsServer && !onMain) {
    logger.warn('metrics not served: in production set METRICS_TOKEN or METRICS_PORT');
  }
  return {
    mainServer: onMain
      ? { readiness, metrics, ...(settings?.token ? { metricsToken: settings.token } : {}) }
      : { readiness },
    async listen() {
      if (!metricsServer) return undefined;
      return `${await listenAt(metricsServer, 'METRICS_PORT', settings?.port ?? 0, host)}/metrics`;
    },
    async close() {
      if (metricsServer?.listening) await drainHttpServer(metricsServer, 0);
    },
  };
}
