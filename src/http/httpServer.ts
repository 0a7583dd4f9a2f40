import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type ApolloServer, type BaseContext, HeaderMap } from '@apollo/server';
import type { Logger } from '../logger.ts';
import type { DocumentAdmission } from '../rateLimit/documentSize.ts';
import type { OperationTracing } from '../telemetry/index.ts';
import {
  type CheckoutExampleSettings,
  checkoutExamplePath,
  serveCheckoutExample,
} from './checkoutExample.ts';
import { answerClientError } from './clientError.ts';
import { applyCors, type CorsSettings } from './cors.ts';
import { isCrossSiteFormPost } from './csrf.ts';
import { closeAfterResponse, queuedWhileDraining, refuseWhileDraining } from './drain.ts';
import { bodyRunning, documentRequestOfSearch, searchRunning, wantsGraphiQL } from './getRequest.ts';
import { type GraphiqlSettings, graphiqlContentSecurityPolicy, graphiqlPage } from './graphiql.ts';
import { serveGraphiqlAsset } from './graphiqlAssets.ts';
import { jsonNestingDepth, maxJsonNesting } from './jsonDepth.ts';
import { type MetricsSource, serveMetrics } from './metricsRoute.ts';
import { markUncacheable } from './noStore.ts';
import { BodyIncomplete, BodyTooLarge, readBody } from './readBody.ts';
import { checkReadiness, type ReadinessProbe } from './readiness.ts';
import { RefusedOrigins } from './refusedOrigins.ts';
import { inRequestScope, requestIdExtension } from './requestScope.ts';
import { resolveDocument, type TrustedDocuments } from './trustedDocuments.ts';

export interface HttpServerOptions<TContext extends BaseContext> {
  readonly apollo: ApolloServer<TContext>;
  /** Builds the per-request context (STYLE rule 3). */
  readonly context: (req: IncomingMessage) => Promise<TContext>;
  /** GraphiQL at GET /graphql for browsers (src/http/graphiql.ts); absent: no IDE, no assets. */
  readonly graphiql?: GraphiqlSettings;
  /** The checkout example page at /examples/checkout/ (src/http/checkoutExample.ts); absent: no such route. */
  readonly checkoutExample?: CheckoutExampleSettings;
  readonly logger: Logger;
  /** Largest GraphQL request body accepted. */
  readonly maxBodyBytes?: number;
  /** Longest pause within a request body before it is answered 400 (HTTP_BODY_IDLE_TIMEOUT_MS). */
  readonly bodyIdleMs?: number;
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
  /** Cross-origin callers allowed at /graphql; absent: no CORS headers at all. */
  readonly cors?: CorsSettings;
  /** The trusted documents (persisted-documents manifest); absent: document ids are unknown, raw queries run. */
  readonly trustedDocuments?: TrustedDocuments;
  /**
   * Sent as `x-served-by` on every answer: which worker process answered (WORKERS > 1, outside production, where
   * a process id tells an attacker nothing useful and an operator or test which worker served).
   */
  readonly servedBy?: string;
  /**
   * Charges a large document's size to its caller before Apollo parses it (src/rateLimit/documentSize.ts); absent
   * (rate limits off): documents are parsed whatever their size within `maxBodyBytes`.
   */
  readonly admitDocument?: DocumentAdmission<TContext>;
  /** Runs each GraphQL operation inside its trace span (src/telemetry); absent: tracing is off. */
  readonly operationTracing?: OperationTracing;
}

const graphqlPath = '/graphql';

/** The document text of a POST body, if it has one. */
function sourceOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const query: unknown = Reflect.get(body, 'query');
  return typeof query === 'string' ? query : undefined;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

function graphqlError(res: ServerResponse, status: number, code: string, message: string, headers = {}) {
  sendJson(res, status, { errors: [{ message, extensions: { code, ...requestIdExtension() } }] }, headers);
}

async function serveReadiness(res: ServerResponse, probes: readonly ReadinessProbe[]) {
  const report = await checkReadiness(probes);
  sendJson(res, report.status === 'ready' ? 200 : 503, report, { 'cache-control': 'no-store' });
}

/**
 * The HTTP layer: POST /graphql runs operations; GET /graphql runs queries (GraphQL-over-HTTP; mutations and
 * operations using card data stay POST-only, see server/getRequests.ts) and serves GraphiQL to a browser
 * asking for HTML; both may name a trusted document by id (trustedDocuments.ts); CORS by allowlist (cors.ts).
 * GET /metrics serves Prometheus metrics when enabled; GET /healthz says the process is alive, GET /readyz whether
 * it can take traffic. Once the server stops listening (shutdown), what still arrives gets 503 (see drain.ts).
 */
export function createHttpServer<TContext extends BaseContext>(options: HttpServerOptions<TContext>): Server {
  const { apollo, logger, maxBodyBytes = 1024 * 1024 } = options;
  const refusedOrigins = options.cors && new RefusedOrigins(logger);

  async function handleGraphQL(req: IncomingMessage, res: ServerResponse) {
    if (isCrossSiteFormPost(req.headers['content-type'])) {
      return graphqlError(
        res,
        400,
        'BAD_REQUEST',
        'Send GraphQL operations as JSON (Content-Type: application/json)',
      );
    }
    let text: string;
    try {
      text = await readBody(req, maxBodyBytes, options.bodyIdleMs);
    } catch (err) {
      // Closing the connection: the unread rest of the body would otherwise be taken for the next request.
      if (err instanceof BodyTooLarge) {
        return graphqlError(res, 413, 'BAD_REQUEST', 'Request body too large', { connection: 'close' });
      }
      // Closing too: after a short body the connection holds no request boundary that can be trusted.
      if (err instanceof BodyIncomplete) {
        const message =
          err.reason === 'ended'
            ? 'Request body ended before its Content-Length'
            : 'Request body incomplete: nothing more arrived in time';
        return graphqlError(res, 400, 'BAD_REQUEST', message, { connection: 'close' });
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
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      const resolution = resolveDocument(body, options.trustedDocuments);
      if (resolution.kind === 'refused') {
        return graphqlError(res, resolution.status, resolution.code, resolution.message);
      }
      if (resolution.kind === 'trusted')
        body = bodyRunning(body as Record<string, unknown>, resolution.query);
    }
    return runOperation(req, res, 'POST', '', body);
  }

  async function handleGet(req: IncomingMessage, res: ServerResponse, url: URL) {
    const resolution = resolveDocument(documentRequestOfSearch(url.searchParams), options.trustedDocuments);
    if (resolution.kind === 'refused') {
      return graphqlError(res, resolution.status, resolution.code, resolution.message);
    }
    const search =
      resolution.kind === 'trusted' ? searchRunning(url.searchParams, resolution.query) : url.search;
    return runOperation(req, res, 'GET', search, undefined);
  }

  async function runOperation(
    req: IncomingMessage,
    res: ServerResponse,
    method: 'GET' | 'POST',
    search: string,
    body: unknown,
  ) {
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    // Built here, once, when a large document must be charged before parsing; Apollo gets the same context (or
    // its failure, e.g. a wrong API key, which it answers as always).
    let early: Promise<TContext> | undefined;
    const source = sourceOf(body);
    if (options.admitDocument && source !== undefined && options.admitDocument.costs(source)) {
      early = options.context(req);
      const context = await early.catch(() => undefined);
      const refused = context && (await options.admitDocument.admit(context, source));
      if (refused) return sendJson(res, refused.status, refused.body, refused.headers);
    }
    const execute = () =>
      apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method, headers, search, body },
        context: () => early ?? options.context(req),
      });
    const tracing = options.operationTracing;
    const response = await (tracing ? tracing.inOperation(req.headers, execute) : execute());
    const outHeaders: Record<string, string> = {};
    for (const [name, value] of response.headers) outHeaders[name] = value;
    // The CORS layer's `Vary: Origin` stays beside Apollo's `Vary: Accept`.
    const vary = res.getHeader('vary');
    if (typeof vary === 'string' && outHeaders.vary) outHeaders.vary = `${outHeaders.vary}, ${vary}`;
    res.writeHead(response.status ?? 200, outHeaders);
    if (response.body.kind === 'complete') {
      res.end(response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (path === '/healthz') return sendJson(res, 200, { status: 'ok' });
    if (path === '/readyz') return serveReadiness(res, options.readiness ?? []);
    if (path === '/metrics' && options.metrics) {
      return serveMetrics(req, res, options.metrics, options.metricsToken);
    }
    if (path.startsWith('/graphiql/') && options.graphiql && req.method === 'GET') {
      if (await serveGraphiqlAsset(req, res, path.slice('/graphiql/'.length))) return;
      return sendJson(res, 404, { error: 'not found' });
    }
    if (options.checkoutExample && `${path}/` === checkoutExamplePath) {
      res.writeHead(301, { location: checkoutExamplePath });
      return void res.end();
    }
    if (options.checkoutExample && path.startsWith(checkoutExamplePath)) {
      const rest = path.slice(checkoutExamplePath.length);
      if (await serveCheckoutExample(req, res, rest, options.checkoutExample)) return;
      return sendJson(res, 404, { error: 'not found' });
    }
    if (path === '/' && req.method === 'GET' && options.graphiql) {
      res.writeHead(302, { location: graphqlPath });
      return void res.end();
    }
    if (path === '/graphql/stream' && options.stream) {
      markUncacheable(res);
      // A page on an allowed origin follows a payout live as it queries: the same CORS rules as /graphql.
      if (options.cors && applyCors(req, res, options.cors, refusedOrigins) === 'answered') return;
      return options.stream(req, res, options.context);
    }
    if (path !== graphqlPath) return sendJson(res, 404, { error: 'not found' });
    markUncacheable(res);
    if (options.cors && applyCors(req, res, options.cors, refusedOrigins) === 'answered') return;
    if (req.method === 'GET' && options.graphiql && wantsGraphiQL(req, url.searchParams)) {
      const nonce = randomBytes(16).toString('base64');
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': graphiqlContentSecurityPolicy(nonce),
        'cache-control': 'no-store',
      });
      return void res.end(graphiqlPage(graphqlPath, nonce, options.graphiql));
    }
    if (req.method === 'GET') return handleGet(req, res, url);
    if (req.method !== 'POST') {
      return graphqlError(
        res,
        405,
        'METHOD_NOT_ALLOWED',
        'Send GraphQL operations with POST (queries also with GET)',
        {
          allow: 'GET, POST',
        },
      );
    }
    return handleGraphQL(req, res);
  }

  const server = createServer((req, res) => {
    // Every answer: no MIME sniffing, no referrer to other sites.
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'no-referrer');
    if (options.servedBy) res.setHeader('x-served-by', options.servedBy);
    inRequestScope(req, res, () => {
      if (!server.listening) {
        queuedWhileDraining(server, req);
        return refuseWhileDraining(res);
      }
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
  });
  server.on('clientError', answerClientError);
  return server;
}
