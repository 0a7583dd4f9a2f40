import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { answerClientError } from '../../http/clientError.ts';
import { drainHttpServer } from '../../http/drain.ts';
import type { Feature } from '../../http/feature.ts';
import { listenAt } from '../../http/listen.ts';
import { sendJson } from '../../http/replies.ts';
import type { Logger } from '../../logger.ts';
import type { GatewayContext } from '../../server/context.ts';
import { sentErrorCodes } from '../../server/sentErrorCodes.ts';
import type { SliceOf } from '../../settings/setting.ts';
import { GatewayMetrics } from './gatewayMetrics.ts';
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

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when `authorization` is `Bearer <token>`; compared as digests, so neither content nor length leaks. */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const offered = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(offered), digest(token));
}

/**
 * GET /metrics. With `token`, only a scraper sending `Authorization: Bearer <token>` gets the metrics (401
 * otherwise): they tell an attacker the traffic, error rates and provider state.
 */
async function serveMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  metrics: GatewayMetrics,
  token: string | undefined,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return sendJson(res, 405, { error: 'method not allowed' }, { allow: 'GET, HEAD' });
  }
  if (token !== undefined && !bearerMatches(req.headers.authorization, token)) {
    return sendJson(res, 401, { error: 'unauthorized' }, { 'www-authenticate': 'Bearer realm="metrics"' });
  }
  const { contentType, body } = await metrics.render();
  res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A server of its own for GET /metrics (METRICS_PORT), so that the port callers reach never exposes them and a
 * network policy can open this one to the scraper alone. Everything else there is 404.
 */
function createMetricsServer(metrics: GatewayMetrics, token: string | undefined, logger: Logger): Server {
  const server = createServer((req, res) => {
    res.setHeader('x-content-type-options', 'nosniff');
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== '/metrics') return sendJson(res, 404, { error: 'not found' });
    serveMetrics(req, res, metrics, token).catch((err: unknown) => {
      logger.error({ err: err instanceof Error ? { name: err.name } : {} }, 'metrics route');
      if (!res.headersSent) sendJson(res, 500, { error: 'internal server error' });
      else res.end();
    });
  });
  server.on('clientError', answerClientError);
  return server;
}
