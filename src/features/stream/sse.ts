import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLSchema, specifiedRules } from 'graphql';
import { createHandler, type Response } from 'graphql-sse';
import { errorCodes } from '../../errors/codes.ts';
import type { Feature, StreamedOperations } from '../../http/feature.ts';
import { requestIdExtension } from '../../http/requestIds.ts';
import type { Logger } from '../../logger.ts';
import type { ApolloSettings } from '../../server/apollo.ts';
import type { GatewayContext } from '../../server/context.ts';
import { formatError } from '../../server/formatError.ts';
import { operationLimitRules } from '../../server/limits.ts';
import { asksForMultipartSubscription, multipartSubscriptions } from './multipart.ts';
import type { StreamSettings } from './settings.ts';
import { inStreamWhenAsked, sendSseResponse } from './sseAnswer.ts';
import { streamRequest } from './streamRequest.ts';
import { StreamSlots } from './streamSlots.ts';
import {
  admit,
  formatted,
  forRequest,
  httpOf,
  type Json,
  refusal,
  refuse,
  type StreamRouteOptions,
  streamPath,
  subscriptionOf,
} from './subscriptionAdmission.ts';

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
  settings: StreamSettings,
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
  // One set of caps for both transports: a stream is a stream, whichever way it is carried.
  const slots = new StreamSlots(settings);
  let multipart: StreamedOperations | undefined;
  return {
    plugins: [captureSchema, subscriptionsElsewhere()],
    routes(_routes, host) {
      const options: StreamRouteOptions = {
        schema: () => schema,
        formatError: formatError(logger),
        validationRules: operationLimitRules(graphql.limits),
        maxTokens: graphql.documents.maxTokens,
        slots,
        documents: host.documents,
        readBody: (req) => host.readBody(req),
        admitSubscription: host.admitSubscription,
      };
      host.operationRoute(streamPath, createStreamRoute<GatewayContext>(options, host.context));
      multipart = multipartSubscriptions(options, host.context, settings.heartbeatMs);
    },
    streamedOperations: {
      accepts: (req) => asksForMultipartSubscription(req.headers.accept),
      // The routes are installed before the server listens, so `multipart` is there for every request.
      answer: async (req, res, body) => (multipart ? multipart.answer(req, res, body) : false),
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
          const message = `Subscriptions are served over Server-Sent Events at ${streamPath}, and at /graphql over multipart HTTP (Accept: multipart/mixed;subscriptionSpec="1.0", as Apollo Client's HttpLink sends).`;
          throw new GraphQLError(message, {
            extensions: { code: errorCodes.BAD_REQUEST, http: { status: 400 } },
          });
        },
      };
    },
  };
}
