import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  getOperationAST,
  parse,
  validate,
} from 'graphql';
import { createHandler } from 'graphql-sse/lib/use/http';

/** Where subscriptions are served, as GraphQL over Server-Sent Events (graphql-sse's protocol). */
const streamPath = '/graphql/stream';

export interface StreamRouteOptions {
  /** The schema Apollo serves (known once it has started). */
  readonly schema: () => GraphQLSchema | undefined;
  /** The same error formatting as /graphql (codes, masking, no internals). */
  readonly formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
}

type Json = Record<PropertyKey, unknown>;
type ContextFactory<TContext> = (req: IncomingMessage) => Promise<TContext>;

function refuse(res: ServerResponse, status: number, errors: readonly GraphQLFormattedError[], headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify({ errors }));
}

/** The status and headers a GraphQLError asks for (`extensions.http`), as the caller authentication sets them. */
function httpOf(error: GraphQLError): { status: number; headers: Record<string, string> } {
  const http = error.extensions.http as { status?: number; headers?: Map<string, string> } | undefined;
  return { status: http?.status ?? 400, headers: Object.fromEntries(http?.headers ?? []) };
}

/**
 * GET or POST /graphql/stream: subscriptions over Server-Sent Events ("distinct connections" mode: one stream per
 * request, which passes through ordinary HTTP/1 proxies). Queries and mutations are refused here: they go to
 * /graphql, where the rate limit, cost limits and operation log apply.
 */
export function createStreamRoute<TContext extends object>(
  options: StreamRouteOptions,
): (req: IncomingMessage, res: ServerResponse, context: ContextFactory<TContext>) => Promise<void> {
  const contexts = new WeakMap<IncomingMessage, TContext>();
  const format = (error: GraphQLError) => {
    const formatted = options.formatError(error.toJSON(), error);
    const { nodes, source, positions } = error;
    const { path, extensions } = formatted;
    return new GraphQLError(formatted.message, { nodes, source, positions, path, extensions });
  };
  const handler = createHandler<Json>({
    authenticate: () => null,
    context: (req) => ({ ...contexts.get(req.raw) }),
    onSubscribe: (req, params) => {
      const schema = options.schema();
      if (!schema) return [JSON.stringify({ errors: [{ message: 'Not ready' }] }), refusal(503)];
      let document: DocumentNode;
      try {
        document = parse(params.query);
      } catch (err) {
        return invalid([err instanceof GraphQLError ? err.message : 'The query is not valid GraphQL.']);
      }
      const problems = validate(schema, document);
      if (problems.length > 0) return invalid(problems.map((p) => p.message));
      if (getOperationAST(document, params.operationName)?.operation !== 'subscription') {
        return invalid([
          `Only subscriptions are served at ${streamPath}; send queries and mutations to /graphql.`,
        ]);
      }
      return {
        schema,
        document,
        operationName: params.operationName,
        variableValues: params.variables,
        contextValue: { ...contexts.get(req.raw) },
      };
    },
    onNext: (_ctx, _req, result) =>
      result.errors ? { ...result, errors: result.errors.map(format) } : result,
  });
  return async (req, res, context) => {
    try {
      // The same context factory as /graphql, caller authentication included (a 401 GraphQLError when refused).
      contexts.set(req, await context(req));
    } catch (err) {
      if (!(err instanceof GraphQLError)) throw err;
      const { status, headers } = httpOf(err);
      return refuse(
        res,
        status,
        [{ message: err.message, extensions: { code: err.extensions.code } }],
        headers,
      );
    }
    await handler(req, res);
  };
}

function refusal(status: number) {
  return { status, statusText: status === 400 ? 'Bad Request' : 'Service Unavailable', headers: json };
}

const json = { 'content-type': 'application/json; charset=utf-8' };

function invalid(messages: readonly string[]) {
  const errors = messages.map((message) => ({ message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
  return [JSON.stringify({ errors }), refusal(400)] as const;
}
