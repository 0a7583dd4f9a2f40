import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type DocumentNode,
  type ExecutionResult,
  GraphQLError,
  getOperationAST,
  parse,
  specifiedRules,
  subscribe,
} from 'graphql';
import type { RequestParams } from 'graphql-sse';
import type { StreamedOperations } from '../../http/feature.ts';
import type { GatewayContext } from '../../server/context.ts';
import { inStreamWhenAsked, sendSseResponse } from './sseAnswer.ts';
import {
  admit,
  type Format,
  forRequest,
  httpOf,
  type Refusal,
  refusal,
  refuse,
  type StreamRouteOptions,
  subscriptionOf,
} from './subscriptionAdmission.ts';

/**
 * Terminology: *multipart HTTP subscriptions* are Apollo's protocol for a subscription over one plain HTTP
 * response (Apollo Client's `HttpLink`, Apollo Kotlin, Apollo iOS, Apollo Router, Hive Router): the client POSTs
 * the operation with `Accept: multipart/mixed;subscriptionSpec="1.0"`, the answer is
 * `multipart/mixed;boundary="graphql";subscriptionSpec="1.0"` whose JSON parts are `{"payload": <result>}` for each
 * event, `{}` as a heartbeat while nothing happens, and `{"payload": null, "errors": [...]}` when the stream fails;
 * the closing boundary ends it.
 */
const contentType = 'multipart/mixed;boundary="graphql";subscriptionSpec="1.0"';
const part = (json: string) =>
  `\r\n--graphql\r\ncontent-type: application/json; charset=utf-8\r\n\r\n${json}`;
const heartbeat = part('{}');
const closing = '\r\n--graphql--\r\n';

/** Whether an Accept header asks for a multipart subscription (`multipart/mixed` with a `subscriptionSpec`). */
export function asksForMultipartSubscription(accept: string | undefined): boolean {
  if (accept === undefined || !accept.includes('subscriptionSpec')) return false;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';');
    return (
      type.trim().toLowerCase() === 'multipart/mixed' &&
      params.some((param) => param.trim().toLowerCase().startsWith('subscriptionspec='))
    );
  });
}

/** The request's GraphQL parameters, or undefined when it has no text to run (Apollo refuses it as usual). */
function paramsOf(body: Readonly<Record<string, unknown>>): RequestParams | undefined {
  const { query, variables, operationName, extensions } = body;
  if (typeof query !== 'string') return undefined;
  return {
    query,
    variables:
      typeof variables === 'object' && variables !== null
        ? (variables as Record<string, unknown>)
        : undefined,
    operationName: typeof operationName === 'string' ? operationName : undefined,
    extensions:
      typeof extensions === 'object' && extensions !== null
        ? (extensions as Record<string, unknown>)
        : undefined,
  };
}

/** The document when it parses and names a subscription to run; otherwise Apollo answers it as any other request. */
function subscriptionDocument(params: RequestParams, maxTokens: number): DocumentNode | undefined {
  let document: DocumentNode;
  try {
    document = parse(params.query, { maxTokens });
  } catch {
    return undefined;
  }
  return getOperationAST(document, params.operationName)?.operation === 'subscription' ? document : undefined;
}

/** A result with its errors formatted as /graphql formats them. */
function formattedResult(formatError: Format, result: ExecutionResult): object {
  if (!result.errors) return result;
  return { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) };
}

/** Writes one part unless the client has gone. */
function write(res: ServerResponse, text: string): void {
  if (res.writable && !res.destroyed) res.write(text);
}

/**
 * Streams the subscription's events as multipart parts until its source ends (a final outcome) or the client goes:
 * a heartbeat part every `heartbeatMs` while nothing happens (so proxies and the client know the stream lives), a
 * transport error part if the source fails, then the closing boundary.
 */
async function stream(
  res: ServerResponse,
  events: AsyncGenerator<ExecutionResult>,
  formatError: Format,
  heartbeatMs: number,
): Promise<void> {
  res.writeHead(200, { 'content-type': contentType });
  const beat = setInterval(() => write(res, heartbeat), heartbeatMs);
  const stop = () => void events.return(undefined);
  res.once('close', stop);
  try {
    for await (const result of events) {
      write(res, part(JSON.stringify({ payload: formattedResult(formatError, result) })));
    }
  } catch (err) {
    const error =
      err instanceof GraphQLError
        ? err
        : new GraphQLError('Internal server error', { originalError: err as Error });
    write(res, part(JSON.stringify({ payload: null, errors: [formatError(error.toJSON(), error)] })));
  } finally {
    clearInterval(beat);
    res.off('close', stop);
  }
  if (res.writable && !res.destroyed) res.end(closing);
}

/**
 * `payoutUpdated` (any subscription) at /graphql over multipart HTTP, beside Server-Sent Events at /graphql/stream
 * and admitted exactly as there: the caller authenticated, the document within /graphql's limits, a slot under the
 * caps on open streams, its cost charged; trusted documents were resolved by /graphql before this is asked. The
 * watch itself is the resolver's (one poller per payout across watchers and replicas), so both transports share it.
 * A refusal before the stream is a GraphQL response (application/graphql-response+json when asked) with its status.
 */
export function multipartSubscriptions(
  shared: StreamRouteOptions,
  context: (req: IncomingMessage) => Promise<GatewayContext>,
  heartbeatMs: number,
): StreamedOperations {
  const rules = [...specifiedRules, ...shared.validationRules];
  const answer = (req: IncomingMessage, res: ServerResponse, refused: Refusal) =>
    sendSseResponse(res, inStreamWhenAsked(req, res, refused));
  return {
    accepts: (req) => asksForMultipartSubscription(req.headers.accept),
    async answer(req, res, body) {
      const params = paramsOf(body);
      const document = params && subscriptionDocument(params, shared.maxTokens);
      if (!params || !document) return false;
      const options = forRequest(shared, req);
      const schema = options.schema();
      if (!schema) {
        const notReady = new GraphQLError('Not ready', { extensions: { http: { status: 503 } } });
        await answer(req, res, refusal(options.formatError, [notReady]));
        return true;
      }
      let caller: GatewayContext;
      try {
        caller = await context(req);
      } catch (err) {
        if (!(err instanceof GraphQLError)) throw err;
        const { status, headers } = httpOf(err);
        await answer(req, res, refuse(status, [options.formatError(err.toJSON(), err)], headers));
        return true;
      }
      const checked = subscriptionOf(options, rules, schema, params, document);
      if (!('document' in checked)) {
        await answer(req, res, checked);
        return true;
      }
      const variables = params.variables ?? undefined;
      const operation = { schema, document, operation: checked.operation, variables };
      const refused = await admit(options, caller.caller, res, req.socket.destroyed, operation);
      if (refused) {
        await answer(req, res, refused);
        return true;
      }
      const result = await subscribe({
        schema,
        document,
        operationName: params.operationName,
        variableValues: params.variables,
        contextValue: { ...caller },
      });
      if (Symbol.asyncIterator in result) {
        await stream(res, result, options.formatError, heartbeatMs);
      } else {
        // Refused by its resolver before any event (FORBIDDEN, BAD_USER_INPUT): one part, then the end.
        res.writeHead(200, { 'content-type': contentType });
        res.end(
          `${part(JSON.stringify({ payload: formattedResult(options.formatError, result) }))}${closing}`,
        );
      }
      return true;
    },
  };
}
