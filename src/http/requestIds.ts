import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLFormattedError } from 'graphql';
import { containsCardNumber } from '../contract/index.ts';

/**
 * Terminology: a request's *id* is fixed once, when the request arrives, and quoted by its `x-request-id` header and
 * by every error body answered to it. Whoever writes an error body has the request at hand (the HTTP layer's
 * refusals, Apollo's plugins through the context), so the id is looked up there: no AsyncLocalStorage scope, which
 * on Node 20 runs promise hooks on every promise of every request, for the few that answer an error.
 */

/** Up to 64 characters a log search and a header can carry as they are. */
const idShape = /^[A-Za-z0-9._-]{1,64}$/;
/** Six digits are already a card's BIN; an id has no business carrying more in a row. */
const longDigitRun = /\d{6}/;
/** Most request ids are UUIDs, whose hex often has six digits in a row: their shape alone vouches for them. */
const uuidShape = /^(?=.*[a-fA-F])[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$/;

/**
 * The request id of a request: the caller's own `x-request-id` when it looks like an id, so its logs and ours can
 * be joined; otherwise a fresh UUID. Our id is written on every log line and echoed in the answer, so a value
 * that could be (or hide) card data or anything else is never kept: it must be short, of safe characters, and
 * hold no run of six or more digits nor anything the card-number rule matches (`4444-3333-2222-1111`). A UUID
 * (with at least one hex letter) is accepted as it is.
 */
function requestIdOf(given: string | readonly string[] | undefined): string {
  if (typeof given !== 'string') return randomUUID();
  const acceptable =
    uuidShape.test(given) || (idShape.test(given) && !longDigitRun.test(given) && !containsCardNumber(given));
  return acceptable ? given : randomUUID();
}

const ids = new WeakMap<IncomingMessage, string>();

/** The id of `req`, the same each time it is asked for: the `x-request-id` header, the context and log lines. */
export function requestIdFor(req: IncomingMessage): string {
  const known = ids.get(req);
  if (known !== undefined) return known;
  const id = requestIdOf(req.headers['x-request-id']);
  ids.set(req, id);
  return id;
}

/** Fixes the request's id and says it in `x-request-id`, whatever answers the request (a route, Apollo, a refusal). */
export function answerWithRequestId(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('x-request-id', requestIdFor(req));
}

/** `{ requestId }` for the `extensions` of an error answered on `res`, so a support ticket can quote our logs' id. */
export function requestIdExtension(res: ServerResponse): { requestId: string } {
  return { requestId: requestIdFor(res.req) };
}

/** `error` quoting `requestId` as the last of its `extensions`. */
export function withRequestId<E extends { readonly extensions?: object }>(error: E, requestId: string): E {
  return { ...error, extensions: { ...error.extensions, requestId } };
}

/** `body` with the request's id in each of its errors' `extensions`, for an answer shaped outside the HTTP layer. */
export function withRequestIds<B extends { readonly errors?: readonly { readonly extensions?: object }[] }>(
  body: B,
  requestId: string,
): B {
  if (!body.errors) return body;
  return { ...body, errors: body.errors.map((error) => withRequestId(error, requestId)) };
}

/**
 * An error body written as JSON text by someone who did not know the request (Apollo refusing a request before its
 * pipeline runs: no context, a malformed GraphQL request), with `requestId` added to each error that lacks it; the
 * text as it was when every error quotes it already or it is not an error body.
 */
export function withRequestIdsInText(text: string, requestId: string): string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return text;
  const lacking = (error: GraphQLFormattedError) => error.extensions?.requestId === undefined;
  if (!(errors as GraphQLFormattedError[]).some(lacking)) return text;
  const quoted = (errors as GraphQLFormattedError[]).map((error) =>
    lacking(error) ? withRequestId(error, requestId) : error,
  );
  // Apollo writes its JSON with a trailing newline; kept, so only the ids differ from what it wrote.
  return JSON.stringify({ ...(body as object), errors: quoted }) + (text.endsWith('\n') ? '\n' : '');
}
