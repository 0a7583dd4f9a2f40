import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { answerClientError } from '../../http/clientError.ts';
import { sendJson } from '../../http/replies.ts';
import type { Logger } from '../../logger.ts';

/** Renders the metrics exposition (see `GatewayMetrics`). */
export interface MetricsSource {
  render(): Promise<{ readonly contentType: string; readonly body: string }>;
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
export async function serveMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  metrics: MetricsSource,
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
export function createMetricsServer(
  metrics: MetricsSource,
  token: string | undefined,
  logger: Logger,
): Server {
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
