import type { IncomingMessage, ServerResponse } from 'node:http';
import { type ApolloServer, type BaseContext, HeaderMap } from '@apollo/server';
import { errorCodes } from '../errors/codes.ts';
import { isCrossSiteFormPost } from './csrf.ts';
import { type DocumentSource, resolveDocument } from './documentIds.ts';
import type { DocumentAdmission, Feature, StreamedOperations } from './feature.ts';
import { bodyRunning, documentRequestOfSearch, searchRunning } from './getRequest.ts';
import { jsonNestingDepth, maxJsonNesting } from './jsonDepth.ts';
import { operationBody } from './readBody.ts';
import { graphqlError, sendGraphQLResponse } from './replies.ts';
import { requestIdFor, withRequestIds, withRequestIdsInText } from './requestIds.ts';

/** What running an operation at /graphql takes: the server's own parts and what the features decide. */
export interface OperationOptions<TContext extends BaseContext> {
  readonly apollo: ApolloServer<TContext>;
  /** Builds the per-request context (STYLE rule 3). */
  readonly context: (req: IncomingMessage) => Promise<TContext>;
  /** Longest pause within a request body before it is answered 400 (HTTP_BODY_IDLE_TIMEOUT_MS). */
  readonly bodyIdleMs: number | undefined;
  /** The documents a request may name by id; absent: document ids are unknown, raw queries run. */
  readonly documents: DocumentSource | undefined;
  /** Charges a document before Apollo parses it; absent: documents are parsed whatever their size. */
  readonly admitDocument: DocumentAdmission<TContext> | undefined;
  /** Runs each GraphQL request inside it (a trace span); absent: run as it is. */
  readonly aroundOperation: Feature['aroundOperation'];
  /** Operations a feature streams itself when the request asks for it (multipart subscriptions); absent: none. */
  readonly streamed: StreamedOperations | undefined;
}

/** The document text of a POST body, if it has one. */
function sourceOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const query: unknown = Reflect.get(body, 'query');
  return typeof query === 'string' ? query : undefined;
}

/**
 * Accept values Apollo answers exactly as it answers no Accept at all (JSON): for these it would still parse the
 * header twice per operation (two `Negotiator` runs, ~20 µs), so they are not handed on.
 */
const acceptMeaningJson = new Set(['application/json', '*/*']);

/** The request's headers as Apollo takes them. */
function headerMapOf(req: IncomingMessage): HeaderMap {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (name === 'accept' && typeof value === 'string' && acceptMeaningJson.has(value)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** POST /graphql: a JSON body (no cross-site form), within the size and nesting limits, maybe a trusted document. */
export async function postOperation<TContext extends BaseContext>(
  options: OperationOptions<TContext>,
  req: IncomingMessage,
  res: ServerResponse,
) {
  if (isCrossSiteFormPost(req.headers['content-type'])) {
    const message = 'Send GraphQL operations as JSON (Content-Type: application/json)';
    return graphqlError(res, 400, errorCodes.BAD_REQUEST, message);
  }
  const text = await operationBody(req, options.bodyIdleMs);
  if (typeof text !== 'string') return graphqlError(res, text.status, text.code, text.message, text.headers);
  if (jsonNestingDepth(text) > maxJsonNesting) {
    return graphqlError(res, 400, errorCodes.BAD_REQUEST, 'Request body is nested too deeply');
  }
  let body: unknown;
  try {
    body = text.length > 0 ? JSON.parse(text) : undefined;
  } catch {
    return graphqlError(res, 400, errorCodes.BAD_REQUEST, 'Request body is not valid JSON');
  }
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const resolution = resolveDocument(body, options.documents);
    if (resolution.kind === 'refused') {
      return graphqlError(res, resolution.status, resolution.code, resolution.message);
    }
    if (resolution.kind === 'trusted') body = bodyRunning(body as Record<string, unknown>, resolution.query);
    const streamed = options.streamed;
    if (streamed?.accepts(req) && (await streamed.answer(req, res, body as Record<string, unknown>))) return;
  }
  return runOperation(options, req, res, 'POST', '', body);
}

/** GET /graphql: the operation in the query string, maybe a trusted document's id. */
export async function getOperation<TContext extends BaseContext>(
  options: OperationOptions<TContext>,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const resolution = resolveDocument(documentRequestOfSearch(url.searchParams), options.documents);
  if (resolution.kind === 'refused') {
    return graphqlError(res, resolution.status, resolution.code, resolution.message);
  }
  const search =
    resolution.kind === 'trusted' ? searchRunning(url.searchParams, resolution.query) : url.search;
  return runOperation(options, req, res, 'GET', search, undefined);
}

/** Runs the operation through Apollo (inside the features' `aroundOperation`, if any) and writes Apollo's answer. */
async function runOperation<TContext extends BaseContext>(
  options: OperationOptions<TContext>,
  req: IncomingMessage,
  res: ServerResponse,
  method: 'GET' | 'POST',
  search: string,
  body: unknown,
) {
  const headers = headerMapOf(req);
  // Built here, once, when a large document must be charged before parsing; Apollo gets the same context (or
  // its failure, e.g. a wrong API key, which it answers as always).
  let early: Promise<TContext> | undefined;
  const source = sourceOf(body);
  if (options.admitDocument && source !== undefined && options.admitDocument.costs(source)) {
    early = options.context(req);
    const context = await early.catch(() => undefined);
    const refused = context && (await options.admitDocument.admit(context, source));
    if (refused) {
      return sendGraphQLResponse(
        res,
        refused.status,
        withRequestIds(refused.body, requestIdFor(req)),
        refused.headers,
      );
    }
  }
  const execute = () =>
    options.apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method, headers, search, body },
      context: () => early ?? options.context(req),
    });
  const around = options.aroundOperation;
  const response = await (around ? around(req.headers, execute) : execute());
  const outHeaders: Record<string, string> = {};
  for (const [name, value] of response.headers) outHeaders[name] = value;
  // The CORS layer's `Vary: Origin` stays beside Apollo's `Vary: Accept`.
  const vary = res.getHeader('vary');
  if (typeof vary === 'string' && outHeaders.vary) outHeaders.vary = `${outHeaders.vary}, ${vary}`;
  const status = response.status ?? 200;
  res.writeHead(status, outHeaders);
  if (response.body.kind === 'complete') {
    // Apollo's errors from its pipeline quote the request id already (server/requestIdPlugin.ts); a request it
    // refused before the pipeline (no context, a malformed GraphQL request) is answered 4xx/5xx without it.
    const text = response.body.string;
    res.end(status >= 400 ? withRequestIdsInText(text, requestIdFor(req)) : text);
    return;
  }
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}
