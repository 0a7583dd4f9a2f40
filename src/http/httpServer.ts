import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ApolloServer, BaseContext } from '@apollo/server';
import { errorCodes } from '../errors/codes.ts';
import type { Logger } from '../logger.ts';
import { answerClientError } from './clientError.ts';
import { closeAfterResponse, queuedWhileDraining, refuseWhileDraining } from './drain.ts';
import { type Feature, oneOf, type RouteHost } from './feature.ts';
import { wantsHtmlPage } from './getRequest.ts';
import { getOperation, type OperationOptions, postOperation } from './graphqlRoute.ts';
import { markUncacheable } from './noStore.ts';
import { operationBody } from './readBody.ts';
import { installHealth } from './readiness.ts';
import { graphqlError, notFound } from './replies.ts';
import { answerWithRequestId } from './requestIds.ts';
import { type RouteHandler, RouteTable } from './routes.ts';

export interface HttpServerOptions<TContext extends BaseContext> {
  readonly apollo: ApolloServer<TContext>;
  /** Builds the per-request context (STYLE rule 3). */
  readonly context: (req: IncomingMessage) => Promise<TContext>;
  readonly logger: Logger;
  /** The installed features (src/http/feature.ts), in the composition root's order; each brings what it has. */
  readonly features: readonly Feature<TContext>[];
  /** Longest pause within a request body before it is answered 400 (HTTP_BODY_IDLE_TIMEOUT_MS). */
  readonly bodyIdleMs?: number;
  /**
   * Sent as `x-served-by` on every answer: which worker process answered (WORKERS > 1, outside production, where
   * a process id tells an attacker nothing useful and an operator or test which worker served).
   */
  readonly servedBy?: string;
}

const graphqlPath = '/graphql';

/**
 * The steps every operation route (/graphql, and a feature's such as /graphql/stream) takes before its handler: no
 * caching, then each feature's `beforeOperation` (CORS answers a preflight there).
 */
function operationSteps(steps: readonly NonNullable<Feature['beforeOperation']>[]) {
  return (handler: RouteHandler): RouteHandler =>
    (req, res, url) => {
      markUncacheable(res);
      for (const step of steps) if (step(req, res) === 'answered') return;
      return handler(req, res, url);
    };
}

/** The route of /graphql: operations over GET and POST, and a feature's page for a browser (GraphiQL) when one has it. */
function graphqlRoute<TContext extends BaseContext>(
  options: HttpServerOptions<TContext>,
  features: readonly Feature<TContext>[],
): RouteHandler {
  const operations: OperationOptions<TContext> = {
    apollo: options.apollo,
    context: options.context,
    bodyIdleMs: options.bodyIdleMs,
    documents: oneOf(features, 'documents'),
    admitDocument: oneOf(features, 'admitDocument'),
    aroundOperation: oneOf(features, 'aroundOperation'),
    streamed: oneOf(features, 'streamedOperations'),
  };
  const page = oneOf(features, 'graphqlPage');
  return (req, res, url) => {
    if (req.method === 'GET') {
      if (page && wantsHtmlPage(req, url.searchParams)) return page(res);
      return getOperation(operations, req, res, url);
    }
    if (req.method === 'POST') return postOperation(operations, req, res);
    const message = 'Send GraphQL operations with POST (queries also with GET)';
    return graphqlError(res, 405, errorCodes.METHOD_NOT_ALLOWED, message, { allow: 'GET, POST' });
  };
}

/** The route table: the probes and /graphql, then each feature's routes in the list's order. */
function routesOf<TContext extends BaseContext>(options: HttpServerOptions<TContext>): RouteTable {
  const { features } = options;
  const routes = new RouteTable();
  installHealth(
    routes,
    features.flatMap((f) => f.readiness ?? []),
  );
  const guarded = operationSteps(features.flatMap((f) => (f.beforeOperation ? [f.beforeOperation] : [])));
  routes.route(graphqlPath, guarded(graphqlRoute(options, features)));
  const admissions = features.flatMap((f) => (f.admitSubscription ? [f.admitSubscription] : []));
  const host: RouteHost<TContext> = {
    context: options.context,
    operationRoute: (path, handler) => routes.route(path, guarded(handler)),
    documents: oneOf(features, 'documents'),
    readBody: (req) => operationBody(req, options.bodyIdleMs),
    async admitSubscription(caller, operation) {
      for (const admit of admissions) {
        const refused = await admit(caller, operation);
        if (refused) return refused;
      }
      return undefined;
    },
  };
  for (const feature of features) feature.routes?.(routes, host);
  return routes;
}

/**
 * The HTTP layer: POST /graphql runs operations; GET /graphql runs queries (GraphQL-over-HTTP; mutations and
 * operations using card data stay POST-only, see server/getRequests.ts); both may name a document by id
 * (documentIds.ts). GET /healthz says the process is alive, GET /readyz whether it can take traffic (the features'
 * checks). Everything else is the features' (src/http/feature.ts): their routes, pages and steps. Once the server stops listening (shutdown), what still arrives gets 503 (see drain.ts).
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
