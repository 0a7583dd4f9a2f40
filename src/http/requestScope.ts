import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIdOf } from './requestId.ts';

/**
 * Terminology: a request's *scope* is everything done while answering it, the GraphQL execution and the
 * formatting of its errors included. Apollo's `formatError` receives no context, so the id of the request being
 * answered travels with the scope (AsyncLocalStorage) to the one place every error body is shaped.
 */

const scope = new AsyncLocalStorage<string>();
const ids = new WeakMap<IncomingMessage, string>();

/** The id of `req`, the same each time it is asked for: the `x-request-id` header, the context and log lines. */
export function requestIdFor(req: IncomingMessage): string {
  const known = ids.get(req);
  if (known !== undefined) return known;
  const id = requestIdOf(req.headers['x-request-id']);
  ids.set(req, id);
  return id;
}

/**
 * Answers one request inside its scope: the response carries `x-request-id` whatever answers it (a route, Apollo,
 * a refusal), and error bodies written meanwhile quote the same id (see {@link requestIdExtension}).
 */
export function inRequestScope<T>(req: IncomingMessage, res: ServerResponse, answer: () => T): T {
  const id = requestIdFor(req);
  res.setHeader('x-request-id', id);
  return scope.run(id, answer);
}

/**
 * `{ requestId }` for an error's `extensions`, so a support ticket can quote what our logs carry; empty outside a
 * request's scope (an error formatted by a unit test, or by a server that is not ours).
 */
export function requestIdExtension(): { requestId?: string } {
  const requestId = scope.getStore();
  return requestId === undefined ? {} : { requestId };
}
