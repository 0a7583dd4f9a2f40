import type { ServerResponse } from 'node:http';
import { type ErrorCode, errorCodes } from '../errors/codes.ts';
import { requestIdExtension } from './requestIds.ts';
import { graphqlResponseTypeFor } from './responseMediaType.ts';

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
}

/**
 * A GraphQL response the gateway writes itself, in the media type the request's Accept asks for
 * (`application/graphql-response+json` for Apollo Client, urql and graphql-http's clients; JSON otherwise).
 */
export function sendGraphQLResponse(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': graphqlResponseTypeFor(res.req), ...headers });
  res.end(JSON.stringify(body));
}

/** A GraphQL response of one error (code and request id in `extensions`) with the given status. */
export function graphqlError(
  res: ServerResponse,
  status: number,
  code: ErrorCode,
  message: string,
  headers = {},
): void {
  sendGraphQLResponse(
    res,
    status,
    { errors: [{ message, extensions: { code, ...requestIdExtension(res) } }] },
    headers,
  );
}

/** A path the gateway does not serve: a GraphQL-shaped 404, with its code and request id like every refusal. */
export function notFound(res: ServerResponse): void {
  graphqlError(
    res,
    404,
    errorCodes.NOT_FOUND,
    'Nothing is served at this path; the GraphQL API is at /graphql.',
  );
}

export function redirect(res: ServerResponse, status: 301 | 302, location: string): void {
  res.writeHead(status, { location });
  res.end();
}
