import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { DocumentNode, GraphQLError, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import type { DocumentSource } from './documentIds.ts';
import type { BodyRefusal } from './readBody.ts';
import type { ReadinessProbe } from './readiness.ts';
import type { RouteHandler, RouteTable } from './routes.ts';

/**
 * Terminology: a *feature* is an optional capability of the gateway (GraphiQL, metrics, rate limits, trusted
 * documents, tracing, the subscription stream, CORS…), one folder under src/features/ whose entry takes its settings
 * slice and returns one {@link Feature}, or undefined when it is off. The hosts (the HTTP server, the GraphQL start,
 * the shutdown) iterate over the list and never name a feature; src/app.ts is the list. Every member is optional:
 * a feature brings only what it has, and one that is off brings nothing, so nothing of it is on the request path.
 * (Fastify's `register`, Envelop's plugin arrays, Apollo Server's own plugins.)
 */
export interface Feature<TContext extends BaseContext = BaseContext> {
  /** Apollo Server plugins, after the server's own, in the list's order. */
  readonly plugins?: readonly ApolloServerPlugin<TContext>[];
  /**
   * Installs its routes in the callers' route table, in the list's order, after the probes and /graphql: a path it
   * does not install stays unknown (404).
   */
  readonly routes?: (routes: RouteTable, host: RouteHost<TContext>) => void;
  /** A step before every operation route (/graphql, /graphql/stream), after `no-store` (CORS answers a preflight). */
  readonly beforeOperation?: (req: IncomingMessage, res: ServerResponse) => 'answered' | 'continue';
  /** The HTML page GET /graphql serves to a browser asking for one (GraphiQL); absent: answered as an operation. */
  readonly graphqlPage?: (res: ServerResponse) => void;
  /** The documents a request may name by id (trusted documents); absent: document ids are unknown. */
  readonly documents?: DocumentSource;
  /** Charges a document before Apollo parses it (rate limits charge a large one by its size). */
  readonly admitDocument?: DocumentAdmission<TContext>;
  /**
   * Answers a POST /graphql whose Accept asks for a streamed answer in a transport the feature speaks (multipart
   * HTTP subscriptions), once the body is read within its limits and a document id resolved, before Apollo.
   */
  readonly streamedOperations?: StreamedOperations;
  /** Admits an operation run outside Apollo's pipeline (a subscription stream), as its plugins would. */
  readonly admitSubscription?: (
    caller: string,
    operation: ResolvedOperation,
  ) => Promise<GraphQLError | undefined>;
  /** Runs each GraphQL request inside it (tracing's operation span). */
  readonly aroundOperation?: <T>(headers: IncomingHttpHeaders, run: () => Promise<T>) => Promise<T>;
  /** Checks of GET /readyz. */
  readonly readiness?: readonly ReadinessProbe[];
  /** Closes what it holds, once the HTTP server has drained and Apollo has stopped, in the list's order. */
  readonly close?: () => Promise<void>;
}

/** Operations a feature answers at /graphql itself, streamed (see `Feature.streamedOperations`). */
export interface StreamedOperations {
  /** Whether the request's headers ask for such an answer: looked at on every POST, so it reads headers only. */
  accepts(req: IncomingMessage): boolean;
  /** Answers the request (true), or leaves it to Apollo (false: not an operation this transport carries). */
  answer(
    req: IncomingMessage,
    res: ServerResponse,
    body: Readonly<Record<string, unknown>>,
  ): Promise<boolean>;
}

/** What the HTTP server hands a feature's routes: the requests' context and what the other features decide. */
export interface RouteHost<TContext extends BaseContext> {
  /** Builds a request's context, caller authentication included (a GraphQLError when refused). */
  readonly context: (req: IncomingMessage) => Promise<TContext>;
  /** Installs an operation route: `no-store` and every feature's `beforeOperation` first, as at /graphql. */
  operationRoute(path: string, handler: RouteHandler): void;
  /** The documents a request may name by id, as /graphql resolves them. */
  readonly documents: DocumentSource | undefined;
  /** Reads an operation request's body as /graphql does: size limit, idle timeout, or the refusal to answer. */
  readBody(req: IncomingMessage): Promise<string | BodyRefusal>;
  /** Every feature's `admitSubscription`, in order: the first refusal, or undefined. */
  admitSubscription(caller: string, operation: ResolvedOperation): Promise<GraphQLError | undefined>;
}

/** An operation parsed and validated outside Apollo's pipeline. */
export interface ResolvedOperation {
  readonly schema: GraphQLSchema;
  readonly document: DocumentNode;
  readonly operation: OperationDefinitionNode;
  readonly variables: Readonly<Record<string, unknown>> | undefined;
}

/** A refusal answered before Apollo is asked: HTTP status, headers and the GraphQL response body. */
export interface DocumentRefusal {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: {
    readonly errors: readonly { readonly message: string; readonly extensions: object }[];
    readonly extensions?: object;
  };
}

/** Charges a document's text before it is parsed. */
export interface DocumentAdmission<TContext> {
  /** Whether `source` costs anything here; when not, the caller is not even looked up early. */
  costs(source: string): boolean;
  /** Charges `source` to the context's caller; a refusal to answer instead of parsing it, if refused. */
  admit(context: TContext, source: string): Promise<DocumentRefusal | undefined>;
}

/** The features' one member `key`: undefined when none brings it (the host then skips the step entirely). */
export function oneOf<TContext extends BaseContext, K extends keyof Feature<TContext>>(
  features: readonly Feature<TContext>[],
  key: K,
): Feature<TContext>[K] | undefined {
  const bringing = features.filter((feature) => feature[key] !== undefined);
  if (bringing.length > 1) throw new Error(`two features bring ${key}; one is allowed`);
  return bringing[0]?.[key];
}
