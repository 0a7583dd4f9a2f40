import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  getOperationAST,
  type OperationDefinitionNode,
  parse,
  specifiedRules,
  type ValidationRule,
  validate,
} from 'graphql';
import { createHandler, type RequestParams, type Response } from 'graphql-sse';
import { type ErrorCode, errorCodes } from '../../errors/codes.ts';
import { tooManyStreams } from '../../errors/factories.ts';
import type { DocumentSource } from '../../http/documentIds.ts';
import type { Feature, ResolvedOperation, RouteHost } from '../../http/feature.ts';
import { requestIdExtension, requestIdFor, withRequestId } from '../../http/requestIds.ts';
import type { Logger } from '../../logger.ts';
import type { ApolloSettings } from '../../server/apollo.ts';
import type { GatewayContext } from '../../server/context.ts';
import { formatError } from '../../server/formatError.ts';
import { operationLimitRules } from '../../server/limits.ts';
import { inStreamWhenAsked, sendSseResponse } from './sseAnswer.ts';
import { streamRequest } from './streamRequest.ts';
import { type StreamCaps, StreamSlots } from './streamSlots.ts';

/** Where subscriptions are served, as GraphQL over Server-Sent Events (graphql-sse's protocol). */
const streamPath = '/graphql/stream';

interface StreamRouteOptions {
  /** The schema Apollo serves (known once it has started). */
  readonly schema: () => GraphQLSchema | undefined;
  /** The same error formatting as /graphql (codes, masking, no internals). */
  readonly formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** The limits /graphql validates with (depth, aliases, cost: src/server/limits.ts), beside graphql-js's rules. */
  readonly validationRules: readonly ValidationRule[];
  /** Most tokens a document may have (MAX_QUERY_TOKENS), as for /graphql. */
  readonly maxTokens: number;
  /** The caps on open streams, per caller and in total. */
  readonly slots: StreamSlots;
  /** The other features' admission of a subscription when it starts (rate limits charge its cost). */
  readonly admitSubscription: (
    caller: string,
    operation: ResolvedOperation,
  ) => Promise<GraphQLError | undefined>;
  /** The documents a request may name by id, resolved and enforced as at /graphql; absent: ids are unknown. */
  readonly documents: DocumentSource | undefined;
  /** Reads a request's body as /graphql does (size limit, idle timeout), or says how to refuse it. */
  readonly readBody: RouteHost<GatewayContext>['readBody'];
}

type Json = Record<PropertyKey, unknown>;
type Format = StreamRouteOptions['formatError'];
type Refusal = readonly [string, { status: number; statusText: string; headers: Record<string, string> }];

const json = { 'content-type': 'application/json; charset=utf-8' };

function refuse(status: number, errors: readonly GraphQLFormattedError[], headers = {}): Refusal {
  return [
    JSON.stringify({ errors }),
    { status, statusText: STATUS_CODES[status] ?? '', headers: { ...json, ...headers } },
  ];
}

/** The status and headers a GraphQLError asks for (`extensions.http`), as the caller authentication sets them. */
function httpOf(error: GraphQLError): { status: number; headers: Record<string, string> } {
  const http = error.extensions.http as { status?: number; headers?: Map<string, string> } | undefined;
  return { status: http?.status ?? 400, headers: Object.fromEntries(http?.headers ?? []) };
}

/** A refusal answered as JSON, formatted as /graphql formats its errors; `extensions.http` sets the status. */
function refusal(formatError: Format, errors: readonly GraphQLError[]): Refusal {
  const { status, headers } = httpOf(errors[0] ?? new GraphQLError(''));
  const body = errors.map((error) => {
    const { http: _http, ...extensions } = error.extensions;
    return formatError({ message: error.message, extensions }, error);
  });
  return refuse(status, body, headers);
}

function invalid(formatError: Format, code: ErrorCode, messages: readonly string[]): Refusal {
  return refusal(
    formatError,
    messages.map((message) => new GraphQLError(message, { extensions: { code } })),
  );
}

/** The options with errors formatted as /graphql formats them, each quoting the id of the stream's request. */
function forRequest(options: StreamRouteOptions, req: IncomingMessage): StreamRouteOptions {
  const format = options.formatError;
  return { ...options, formatError: (f, error) => withRequestId(format(f, error), requestIdFor(req)) };
}

/** An execution error formatted as /graphql formats it, kept a GraphQLError for graphql-sse. */
function formatted(formatError: Format, error: GraphQLError): GraphQLError {
  const { path, extensions, message } = formatError(error.toJSON(), error);
  const { nodes, source, positions } = error;
  return new GraphQLError(message, { nodes, source, positions, path, extensions });
}

/** The subscription's document, parsed and validated with /graphql's limits; a refusal otherwise. */
function subscriptionOf(
  options: StreamRouteOptions,
  rules: readonly ValidationRule[],
  schema: GraphQLSchema,
  params: RequestParams,
): Refusal | { document: DocumentNode; operation: OperationDefinitionNode } {
  let document: DocumentNode;
  try {
    document = parse(params.query, { maxTokens: options.maxTokens });
  } catch (err) {
    return invalid(options.formatError, errorCodes.GRAPHQL_PARSE_FAILED, [
      err instanceof GraphQLError ? err.message : 'The query is not valid GraphQL.',
    ]);
  }
  const problems = validate(schema, document, rules);
  if (problems.length > 0) {
    return invalid(
      options.formatError,
      errorCodes.GRAPHQL_VALIDATION_FAILED,
      problems.map((p) => p.message),
    );
  }
  const operation = getOperationAST(document, params.operationName);
  if (operation?.operation !== 'subscription') {
    return invalid(options.formatError, errorCodes.GRAPHQL_VALIDATION_FAILED, [
      `Only subscriptions are served at ${streamPath}; send queries and mutations to /graphql.`,
    ]);
  }
  return { document, operation };
}

/**
 * A free slot under the caps on open streams, held until the response closes however it ends (final state,
 * client gone, refusal), and the other features' admission (the subscription's cost charged to the caller); a
 * refusal otherwise.
 */
async function admit(
  options: StreamRouteOptions,
  caller: string,
  res: ServerResponse,
  socketGone: boolean,
  operation: ResolvedOperation,
): Promise<Refusal | undefined> {
  const slot = options.slots.take(caller);
  if ('scope' in slot) return refusal(options.formatError, [tooManyStreams(slot.scope, slot.limit)]);
  res.once('close', slot.release);
  if (socketGone) slot.release();
  const refused = await options.admitSubscription(caller, operation);
  if (!refused) return undefined;
  slot.release();
  return refusal(options.formatError, [refused]);
}

/** graphql-sse's handler, admitting each subscription with the context the route stored for its request. */
function sseHandler<TContext extends { readonly caller: string }>(
  shared: StreamRouteOptions,
  contexts: WeakMap<IncomingMessage, TContext>,
) {
  const rules = [...specifiedRules, ...shared.validationRules];
  return createHandler<IncomingMessage, { res: ServerResponse }, Json>({
    authenticate: () => null,
    context: (req) => ({ ...contexts.get(req.raw) }),
    onSubscribe: async (req, params) => {
      const options = forRequest(shared, req.raw);
      const schema = options.schema();
      const context = contexts.get(req.raw);
      if (!schema || !context) {
        return refusal(options.formatError, [
          new GraphQLError('Not ready', { extensions: { http: { status: 503 } } }),
        ]);
      }
      const subscription = subscriptionOf(options, rules, schema, params);
      if (!('document' in subscription)) return subscription;
      const { document, operation } = subscription;
      const resolved = { schema, document, operation, variables: params.variables ?? undefined };
      const refused = await admit(
        options,
        context.caller,
        req.context.res,
        req.raw.socket.destroyed,
        resolved,
      );
      if (refused) return refused;
      return {
        schema,
        document,
        operationName: params.operationName,
        variableValues: params.variables,
        contextValue: { ...context },
      };
    },
    onNext: (_ctx, req, result) => {
      if (!result.errors) return result;
      const { formatError } = forRequest(shared, req.raw);
      return { ...result, errors: result.errors.map((error) => formatted(formatError, error)) };
    },
  });
}

/**
 * GET or POST /graphql/stream: subscriptions over Server-Sent Events ("distinct connections" mode: one stream per
 * request, which passes through ordinary HTTP/1 proxies). A stream is admitted as /graphql admits an operation:
 * the caller authenticated (401), the document within the token, depth, alias and cost limits (400, the same
 * codes and words), then a free slot under the caps on open streams (TOO_MANY_STREAMS) and the subscription's
 * cost charged to the caller's budget (429 RATE_LIMITED). Trusted documents apply as at /graphql (a document id
 * runs the manifest's text; with enforcement a raw operation is refused). Queries and mutations are refused here:
 * they go to /graphql, where the operation log applies. A client that asked for an event stream gets each refusal
 * inside one (sseAnswer.ts), so graphql-sse's client stops at once with the code.
 */
function createStreamRoute<TContext extends { readonly caller: string }>(
  options: StreamRouteOptions,
  context: (req: IncomingMessage) => Promise<TContext>,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const contexts = new WeakMap<IncomingMessage, TContext>();
  const handler = sseHandler(options, contexts);
  return async (req, res) => {
    // Documents first, as at /graphql: a raw operation where only trusted documents run is refused before the
    // caller is looked at, with the same status, code and words.
    const request = await streamRequest(req, res, options.documents, options.readBody);
    const answer = (response: Response) => sendSseResponse(res, inStreamWhenAsked(req, res, response));
    if ('kind' in request) {
      const { status, code, message } = request;
      // A body refused unread (too large, cut short) leaves the connection unable to carry another request.
      const headers = 'headers' in request ? request.headers : {};
      return answer(refuse(status, [{ message, extensions: { code, ...requestIdExtension(res) } }], headers));
    }
    try {
      // The same context factory as /graphql, caller authentication included (a 401 GraphQLError when refused).
      contexts.set(req, await context(req));
    } catch (err) {
      if (!(err instanceof GraphQLError)) throw err;
      const { status, headers } = httpOf(err);
      return answer(
        refuse(
          status,
          [{ message: err.message, extensions: { code: err.extensions.code, ...requestIdExtension(res) } }],
          headers,
        ),
      );
    }
    await answer(await handler(request));
  };
}

/** What the stream takes of the GraphQL settings: /graphql's document limits. */
type DocumentLimits = Pick<ApolloSettings, 'limits' | 'documents'>;

/**
 * Subscriptions over Server-Sent Events as a feature: the Apollo plugins that hand the route Apollo's schema and
 * send a subscription posted to /graphql here, and the route, admitted as /graphql admits an operation (the same
 * limits, documents and admissions, plus caps on open streams).
 */
export function subscriptionStream(
  caps: StreamCaps,
  graphql: DocumentLimits,
  logger: Logger,
): Feature<GatewayContext> {
  // The route executes against the very schema Apollo built.
  let schema: GraphQLSchema | undefined;
  const captureSchema: ApolloServerPlugin<GatewayContext> = {
    async serverWillStart(service) {
      schema = service.schema;
    },
  };
  return {
    plugins: [captureSchema, subscriptionsElsewhere()],
    routes(_routes, host) {
      const route = createStreamRoute<GatewayContext>(
        {
          schema: () => schema,
          formatError: formatError(logger),
          validationRules: operationLimitRules(graphql.limits),
          maxTokens: graphql.documents.maxTokens,
          slots: new StreamSlots(caps),
          documents: host.documents,
          readBody: (req) => host.readBody(req),
          admitSubscription: host.admitSubscription,
        },
        host.context,
      );
      host.operationRoute(streamPath, route);
    },
  };
}

/**
 * Refuses a subscription sent to /graphql with a 400 naming the endpoint that serves it: Apollo would otherwise run
 * it once like a query, which ends in an internal error (a subscription field resolves from an event).
 */
function subscriptionsElsewhere(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation }) {
          if (operation?.operation !== 'subscription') return;
          throw new GraphQLError(`Subscriptions are served over Server-Sent Events at ${streamPath}.`, {
            extensions: { code: errorCodes.BAD_REQUEST, http: { status: 400 } },
          });
        },
      };
    },
  };
}
