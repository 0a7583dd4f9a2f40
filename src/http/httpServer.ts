import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { BaseContext } from '@apollo/server';
import { errorCodes } from '../errors/codes.ts';
import type { Logger } from '../logger.ts';
import { type CheckoutExampleSettings, installCheckoutExample } from './checkoutExample.ts';
import { answerClientError } from './clientError.ts';
import { applyCors, type CorsSettings } from './cors.ts';
import { closeAfterResponse, queuedWhileDraining, refuseWhileDraining } from './drain.ts';
import { wantsGraphiQL } from './getRequest.ts';
import { type GraphiqlSettings, installGraphiql } from './graphiql.ts';
import { graphqlOperations, type OperationOptions } from './graphqlRoute.ts';
import { installMetricsRoute, type MetricsSource } from './metricsRoute.ts';
import { markUncacheable } from './noStore.ts';
import { installHealth, type ReadinessProbe } from './readiness.ts';
import { RefusedOrigins } from './refusedOrigins.ts';
import { graphqlError, notFound } from './replies.ts';
import { answerWithRequestId } from './requestIds.ts';
import { type RouteHandler, RouteTable } from './routes.ts';
import { installSchemaRoute } from './schemaRoute.ts';

export interface HttpServerOptions<TContext extends BaseContext> extends OperationOptions<TContext> {
  /** GraphiQL at GET /graphql for browsers (src/http/graphiql.ts); absent: no IDE, no assets. */
  readonly graphiql?: GraphiqlSettings;
  /** The checkout example page at /examples/checkout/ (src/http/checkoutExample.ts); absent: no such route. */
  readonly checkoutExample?: CheckoutExampleSettings;
  readonly logger: Logger;
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
  /** Prints the public schema, served at GET /schema.graphql (src/http/schemaRoute.ts); absent: no such route. */
  readonly printedSchema?: () => string;
  /** Cross-origin callers allowed at /graphql; absent: no CORS headers at all. */
  readonly cors?: CorsSettings;
  /**
   * Sent as `x-served-by` on every answer: which worker process answered (WORKERS > 1, outside production, where
   * a process id tells an attacker nothing useful and an operator or test which worker served).
   */
  readonly servedBy?: string;
}

const graphqlPath = '/graphql';

/**
 * The steps /graphql and /graphql/stream share before their handler: no caching, then CORS when configured (a
 * preflight is answered here). Without CORS settings no CORS step runs at all.
 */
function browserFacing(cors: CorsSettings | undefined, refused: RefusedOrigins | undefined) {
  return (handler: RouteHandler): RouteHandler => {
    if (!cors) {
      return (req, res, url) => {
        markUncacheable(res);
        return handler(req, res, url);
      };
    }
    return (req, res, url) => {
      markUncacheable(res);
      if (applyCors(req, res, cors, refused) === 'answered') return;
      return handler(req, res, url);
    };
  };
}

/** The route of /graphql: operations over GET and POST, and GraphiQL's page for a browser when installed. */
function graphqlRoute<TContext extends BaseContext>(
  options: HttpServerOptions<TContext>,
  graphiql: ((res: ServerResponse) => void) | undefined,
): RouteHandler {
  const operations = graphqlOperations(options);
  const get: RouteHandler = graphiql
    ? (req, res, url) =>
        wantsGraphiQL(req, url.searchParams) ? graphiql(res) : operations.get(req, res, url)
    : operations.get;
  return (req, res, url) => {
    if (req.method === 'GET') return get(req, res, url);
    if (req.method === 'POST') return operations.post(req, res);
    const message = 'Send GraphQL operations with POST (queries also with GET)';
    return graphqlError(res, 405, errorCodes.METHOD_NOT_ALLOWED, message, { allow: 'GET, POST' });
  };
}

/** The route table, as a list of installs: each optional part (GraphiQL, checkout example, metrics, stream) when on. */
function routesOf<TContext extends BaseContext>(options: HttpServerOptions<TContext>): RouteTable {
  const routes = new RouteTable();
  const { metrics, stream, context } = options;
  installHealth(routes, options.readiness ?? []);
  if (metrics) installMetricsRoute(routes, metrics, options.metricsToken);
  if (options.printedSchema) installSchemaRoute(routes, options.printedSchema);
  const graphiql = options.graphiql && installGraphiql(routes, options.graphiql, graphqlPath);
  if (options.checkoutExample) installCheckoutExample(routes, options.checkoutExample);
  const guarded = browserFacing(options.cors, options.cors && new RefusedOrigins(options.logger));
  // A page on an allowed origin follows a payout live as it queries: the same CORS rules as /graphql.
  if (stream)
    routes.route(
      '/graphql/stream',
      guarded((req, res) => stream(req, res, context)),
    );
  routes.route(graphqlPath, guarded(graphqlRoute(options, graphiql)));
  return routes;
}

/**
 * The HTTP layer: POST /graphql runs operations; GET /graphql runs queries (GraphQL-over-HTTP; mutations and
 * operations using card data stay POST-only, see server/getRequests.ts) and serves GraphiQL to a browser
 * asking for HTML; both may name a trusted document by id (trustedDocuments.ts); CORS by allowlist (cors.ts).
 * GET /metrics serves Prometheus metrics when enabled; GET /healthz says the process is alive, GET /readyz whether
 * it can take traffic. Once the server stops listening (shutdown), what still arrives gets 503 (see drain.ts).
 */
export function createHttpServer<TContext extends BaseContext>(options: HttpServerOptions<TContext>): Server {
  const { logger, servedBy } = options;
  const routes = routesOf(options);
  // The URL of a bare path the table serves exactly (`POST /graphql`, the probes), parsed once and shared: no handler
  // changes the URL it is handed. Anything else (a query, a path URL parsing would rewrite) is parsed per request;
  // only the table's own paths are kept, so a caller cannot grow this.
  const bareUrls = new Map<string, URL>();
  const urlOf = (path: string): URL => {
    const known = bareUrls.get(path);
    if (known !== undefined) return known;
    const url = new URL(path, 'http://localhost');
    if (url.pathname === path && url.search === '' && routes.servesExactly(path)) bareUrls.set(path, url);
    return url;
  };
  const dispatch = async (req: IncomingMessage, res: ServerResponse) => {
    const url = urlOf(req.url ?? '/');
    const handler = routes.find(url.pathname);
    return handler ? handler(req, res, url) : notFound(res);
  };
  const server = createServer((req, res) => {
    // Every answer: no MIME sniffing, no referrer to other sites.
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'no-referrer');
    if (servedBy) res.setHeader('x-served-by', servedBy);
    answerWithRequestId(req, res);
    if (!server.listening) {
      queuedWhileDraining(server, req);
      return refuseWhileDraining(res);
    }
    closeAfterResponse(server, req, res);
    dispatch(req, res).catch((err: unknown) => {
      logger.error(
        { err: err instanceof Error ? { name: err.name, message: err.message } : {} },
        'http layer',
      );
      if (!res.headersSent) graphqlError(res, 500, errorCodes.INTERNAL_SERVER_ERROR, 'Internal server error');
      else res.end();
    });
  });
  server.on('clientError', answerClientError);
  return server;
}
