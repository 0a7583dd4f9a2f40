import type { ApolloServerPlugin } from '@apollo/server';
import { drainHttpServer } from '../../http/drain.ts';
import type { Feature } from '../../http/feature.ts';
import { listenAt } from '../../http/listen.ts';
import type { Logger } from '../../logger.ts';
import type { GatewayContext } from '../../server/context.ts';
import { sentErrorCodes } from '../../server/sentErrorCodes.ts';
import type { SliceOf } from '../../settings/setting.ts';
import { GatewayMetrics } from './gatewayMetrics.ts';
import { createMetricsServer, serveMetrics } from './route.ts';
import type { metricsSettings } from './settings.ts';

/** Metrics as a feature, plus what the rest of the gateway reports to and the port of their own. */
export interface MetricsFeature extends Feature<GatewayContext> {
  /** Told of provider calls, circuits, stores, idempotency, rate-limit refusals, engines and the document cache. */
  readonly observer: GatewayMetrics;
  /** Starts the metrics server when METRICS_PORT is set; its URL (`…/metrics`), or undefined. */
  listen(): Promise<string | undefined>;
}

/**
 * Prometheus metrics (METRICS, METRICS_PORT, METRICS_TOKEN): every operation counted and timed (an Apollo plugin),
 * the registry the other parts report to, and GET /metrics: on METRICS_PORT alone when set; otherwise on the
 * callers' port, where production requires METRICS_TOKEN (they show traffic, errors and the provider's state) or
 * serves none. Off (METRICS=false): undefined, so nothing is counted or labelled.
 */
export function metrics(
  settings: SliceOf<typeof metricsSettings>,
  logger: Logger,
): MetricsFeature | undefined {
  if (!settings) return undefined;
  const observer = new GatewayMetrics();
  const server =
    settings.port !== undefined ? createMetricsServer(observer, settings.token, logger) : undefined;
  const onMain = !server && (settings.token !== undefined || !settings.tokenRequired);
  if (!server && !onMain) logger.warn('metrics not served: in production set METRICS_TOKEN or METRICS_PORT');
  return {
    observer,
    plugins: [operationsCounted(observer)],
    // On the callers' port (when not on METRICS_PORT), behind METRICS_TOKEN when it is set.
    ...(onMain
      ? {
          routes: (routes) =>
            routes.route('/metrics', (req, res) => serveMetrics(req, res, observer, settings.token)),
        }
      : {}),
    async listen() {
      if (!server) return undefined;
      return `${await listenAt(server, 'METRICS_PORT', settings.port ?? 0, settings.host)}/metrics`;
    },
    async close() {
      if (server?.listening) await drainHttpServer(server, 0);
    },
  };
}

/**
 * Counts and times every GraphQL operation, including those refused before execution (parse, validation), with
 * the code of its first error as the caller got it.
 */
function operationsCounted(metrics: GatewayMetrics): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      const started = performance.now();
      return {
        async willSendResponse({ operationName, response }) {
          const [firstCode] = sentErrorCodes(response);
          metrics.operationFinished(operationName, firstCode, (performance.now() - started) / 1000);
        },
      };
    },
  };
}
