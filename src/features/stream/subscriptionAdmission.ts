import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  getOperationAST,
  type OperationDefinitionNode,
  parse,
  type ValidationRule,
  validate,
} from 'graphql';
import type { RequestParams } from 'graphql-sse';
import { type ErrorCode, errorCodes } from '../../errors/codes.ts';
import { tooManyStreams } from '../../errors/factories.ts';
import type { DocumentSource } from '../../http/documentIds.ts';
import type { ResolvedOperation, RouteHost } from '../../http/feature.ts';
import { requestIdFor, withRequestId } from '../../http/requestIds.ts';
import type { GatewayContext } from '../../server/context.ts';
import type { StreamSlots } from './streamSlots.ts';

/**
 * What a subscription goes through before its first event, whichever transport carries it (Server-Sent Events at
 * /graphql/stream, multipart HTTP at /graphql): the document parsed and validated with /graphql's limits, only a
 * subscription taken, a slot under the caps on open streams, the other features' admission (its cost charged), and
 * each refusal formatted as /graphql formats its errors, as a `[body, init]` answer both transports write.
 */

/** Where subscriptions are served, as GraphQL over Server-Sent Events (graphql-sse's protocol). */
export const streamPath = '/graphql/stream';

export interface StreamRouteOptions {
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

export type Json = Record<PropertyKey, unknown>;
export type Format = StreamRouteOptions['formatError'];
export type Refusal = readonly [
  string,
  { status: number; statusText: string; headers: Record<string, string> },
];

const json = { 'content-type': 'application/json; charset=utf-8' };

export function refuse(status: number, errors: readonly GraphQLFormattedError[], headers = {}): Refusal {
  return [
    JSON.stringify({ errors }),
    { status, statusText: STATUS_CODES[status] ?? '', headers: { ...json, ...headers } },
  ];
}

/** The status and headers a GraphQLError asks for (`extensions.http`), as the caller authentication sets them. */
export function httpOf(error: GraphQLError): { status: number; headers: Record<string, string> } {
  const http = error.extensions.http as { status?: number; headers?: Map<string, string> } | undefined;
  return { status: http?.status ?? 400, headers: Object.fromEntries(http?.headers ?? []) };
}

/** A refusal answered as JSON, formatted as /graphql formats its errors; `extensions.http` sets the status. */
export function refusal(formatError: Format, errors: readonly GraphQLError[]): Refusal {
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
export function forRequest(options: StreamRouteOptions, req: IncomingMessage): StreamRouteOptions {
  const format = options.formatError;
  return { ...options, formatError: (f, error) => withRequestId(format(f, error), requestIdFor(req)) };
}

/** An execution error formatted as /graphql formats it, kept a GraphQLError for graphql-sse. */
export function formatted(formatError: Format, error: GraphQLError): GraphQLError {
  const { path, extensions, message } = formatError(error.toJSON(), error);
  const { nodes, source, positions } = error;
  return new GraphQLError(message, { nodes, source, positions, path, extensions });
}

/**
 * The subscription's document, parsed (unless the caller parsed it already) and validated with /graphql's limits;
 * a refusal otherwise.
 */
export function subscriptionOf(
  options: StreamRouteOptions,
  rules: readonly ValidationRule[],
  schema: GraphQLSchema,
  params: RequestParams,
  parsed?: DocumentNode,
): Refusal | { document: DocumentNode; operation: OperationDefinitionNode } {
  let document: DocumentNode;
  try {
    document = parsed ?? parse(params.query, { maxTokens: options.maxTokens });
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
export async function admit(
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
