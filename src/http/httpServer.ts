import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type ApolloServer, type BaseContext, HeaderMap } from '@apollo/server';
import type { Logger } from '../logger.ts';
import { answerClientError } from './clientError.ts';
import { closeAfterResponse, refuseWhileDraining } from './drain.ts';
import { graphiqlAsset, graphiqlContentSecurityPolicy, graphiqlPage } from './graphiql.ts';
import { jsonNestingDepth, maxJsonNesting } from './jsonDepth.ts';
import { type MetricsSource, serveMetrics } from './metricsRoute.ts';
import { checkReadiness, type ReadinessProbe } from './readiness.ts';

export interface HttpServerOptions<TContext extends BaseContext> {
  readonly apollo: ApolloServer<TContext>;
  /** Builds the per-request context (STYLE rule 3). */
  readonly context: (req: IncomingMessage) => Promise<TContext>;
  readonly graphiql: boolean;
  readonly logger: Logger;
  /** Largest GraphQL request body accepted. */
  readonly maxBodyBytes?: number;
  /** Serves Prometheus metrics at GET /metrics; absent: no such route. */
  readonly metrics?: MetricsSource;
  /** With `metrics`: the bearer token a scraper must send (401 otherwise); absent: open. */
  readonly metricsToken?: string;
  /** The checks of GET /readyz (200 when none is down, 503 otherwise); absent: always ready. */
  readonly readiness?: readonly ReadinessProbe[];
  /** Subscriptions over Server-Sent Events at /graphql/stream (src/http/sse.ts); absent: no such route. */
  readonly stream?: (
    req: IncomingMessage,
    res: ServerResponse,
    context: HttpServerOptions<TContext>['context'],
  ) => Promise<void>;
}

const graphqlPath = '/graphql';

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

function graphqlError(res: ServerResponse, status: number, code: string, message: string, headers = {}) {
  sendJson(res, status, { errors: [{ message, extensions: { code } }] }, headers);
}

function wantsHtml(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}

async function serveReadiness(res: ServerResponse, probes: readonly ReadinessProbe[]) {
  const report = await checkReadiness(probes);
  sendJson(res, report.status === 'ready' ? 200 : 503, report, { 'cache-control': 'no-store' });
}

/**
 * The HTTP layer: POST /graphql runs operations; GET /graphql serves GraphiQL to browsers; GET /metrics serves
 * Prometheus metrics when enabled; GET /healthz says the process is alive, GET /readyz whether it can take traffic.
 * Operations over GET are refused: a GET puts variables in URLs, which end up in proxy and access logs, and our
 * inputs carry card data. Once the server stops listening (shutdown), what still arrives gets 503 (see drain.ts).
 */
export function createHttpServer<TContext extends BaseContext>(options: HttpServerOptions<TContext>): Server {
  const { apollo, logger, maxBodyBytes = 1024 * 1024 } = options;

  async function handleGraphQL(req: IncomingMessage, res: ServerResponse) {
    let text: string;
    try {
      text = await readBody(req, maxBodyBytes);
    } catch (err) {
      // Closing the connection: the unread rest of the body would otherwise be taken for the next request.
      if (err instanceof BodyTooLarge) {
        return graphqlError(res, 413, 'BAD_REQUEST', 'Request body too large', { connection: 'close' });
      }
      throw err;
    }
    if (jsonNestingDepth(text) > maxJsonNesting) {
      return graphqlError(res, 400, 'BAD_REQUEST', 'Request body is nested too deeply');
    }
    let body: unknown;
    try {
      body = text.length > 0 ? JSON.parse(text) : undefined;
    } catch {
      return graphqlError(res, 400, 'BAD_REQUEST', 'Request body is not valid JSON');
    }
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method ?? 'POST', headers, search: url.search, body },
      context: () => options.context(req),
    });
    const outHeaders: Record<string, string> = {};
    for (const [name, value] of response.headers) outHeaders[name] = value;
    res.writeHead(response.status ?? 200, outHeaders);
    if (response.body.kind === 'complete') {
      res.end(response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/healthz') return sendJson(res, 200, { status: 'ok' });
    if (path === '/readyz') return serveReadiness(res, options.readiness ?? []);
    if (path === '/metrics' && options.metrics) {
      return serveMetrics(req, res, options.metrics, options.metricsToken);
    }
    if (path.startsWith('/graphiql/') && options.graphiql && req.method === 'GET') {
      const asset = await graphiqlAsset(path.slice('/graphiql/'.length));
      if (!asset) return sendJson(res, 404, { error: 'not found' });
      res.writeHead(200, { 'content-type': asset.type, 'cache-control': 'public, max-age=86400' });
      return void res.end(asset.body);
    }
    if (path === '/' && req.method === 'GET' && options.graphiql) {
      res.writeHead(302, { location: graphqlPath });
      return void res.end();
    }
    if (path === '/graphql/stream' && options.stream) return options.stream(req, res, options.context);
    if (path !== graphqlPath) return sendJson(res, 404, { error: 'not found' });
    if (req.method === 'GET' && wantsHtml(req) && options.graphiql) {
      const nonce = randomBytes(16).toString('base64');
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': graphiqlContentSecurityPolicy(nonce),
        'cache-control': 'no-store',
      });
      return void res.end(graphiqlPage(graphqlPath, nonce));
    }
    if (req.method !== 'POST') {
      return graphqlError(res, 405, 'METHOD_NOT_ALLOWED', 'Send GraphQL operations with POST', {
        allow: 'POST',
      });
    }
    return handleGraphQL(req, res);
  }

  const server = createServer((req, res) => {
    // Every answer: no MIME sniffing, no referrer to other sites.
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'no-referrer');
    if (!server.listening) return refuseWhileDraining(res);
    closeAfterResponse(server, req, res);
    route(req, res).catch((err: unknown) => {
      logger.error(
        { err: err instanceof Error ? { name: err.name, message: err.message } : {} },
        'http layer',
      );
      if (!res.headersSent) graphqlError(res, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
      else res.end();
    });
  });
  server.on('clientError', answerClientError);
  return server;
}
