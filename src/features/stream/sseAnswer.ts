import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLFormattedError } from 'graphql';
import type { Response } from 'graphql-sse';
import { errorCodes } from '../../errors/codes.ts';
import { requestIdFor, withRequestId } from '../../http/requestIds.ts';
import { graphqlResponseTypeFor } from '../../http/responseMediaType.ts';

/** Whether the request asks for an event stream, as graphql-sse's client and a browser's `EventSource` do. */
function asksForEventStream(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '')
    .split(',')
    .some((range) => range.split(';')[0]?.trim().toLowerCase() === 'text/event-stream');
}

/** The errors of a refusal's JSON body, each with a code and the request's id; graphql-sse's own carry neither. */
function errorsOf(body: Response[0], status: number, statusText: string, requestId: string) {
  let errors: readonly GraphQLFormattedError[] = [{ message: statusText }];
  try {
    const parsed = typeof body === 'string' ? (JSON.parse(body) as { errors?: unknown }) : undefined;
    if (Array.isArray(parsed?.errors)) errors = parsed.errors as GraphQLFormattedError[];
  } catch {
    // Not JSON: the status text says it.
  }
  const code = status === 405 ? errorCodes.METHOD_NOT_ALLOWED : errorCodes.BAD_REQUEST;
  return errors.map((error) =>
    withRequestId({ ...error, extensions: { code, ...error.extensions } }, requestId),
  );
}

/**
 * A refusal (status 400 and up) of a request that asked for an event stream, answered inside one: 200, one `next`
 * event holding `{ errors }` (the code and request id of each), then `complete`. The GraphQL over SSE protocol asks
 * this of errors found before execution ("MUST report errors through an accepted SSE connection"); and graphql-sse's
 * client treats any status but 2xx as a network failure, retried `retryAttempts` times (5 by default, backing off
 * from 1 s: some 40 s) before the app hears of it, and then without its code. The refusal's own headers stay
 * (`Retry-After`, `WWW-Authenticate`, `Connection: close`). A request asking for JSON keeps the status-coded JSON, as
 * `application/graphql-response+json` when it asks for that.
 */
export function inStreamWhenAsked(req: IncomingMessage, res: ServerResponse, response: Response): Response {
  const [body, init] = response;
  if (init.status < 400) return response;
  if (!asksForEventStream(req)) {
    // The JSON refusal in the media type the request asks for, as /graphql answers (http/responseMediaType.ts).
    return [body, { ...init, headers: { ...init.headers, 'content-type': graphqlResponseTypeFor(req) } }];
  }
  const errors = errorsOf(body, init.status, init.statusText, requestIdFor(res.req));
  const { 'content-type': _json, ...headers } = init.headers ?? {};
  return [
    // graphql-sse's `print` wants GraphQLError objects; these are already formatted, so written as it writes them.
    `event: next\ndata: ${JSON.stringify({ errors })}\n\nevent: complete\ndata:\n\n`,
    {
      status: 200,
      statusText: 'OK',
      headers: { ...headers, 'content-type': 'text/event-stream; charset=utf-8' },
    },
  ];
}

/**
 * Writes graphql-sse's answer to a node:http response (what its `use/http` adapter does, which would also read
 * the request body itself; see streamRequest.ts). graphql-sse's `Cache-Control: no-cache` is left out: it lets a
 * cache store the stream, and every GraphQL answer here says `no-store` (noStore.ts).
 */
export async function sendSseResponse(res: ServerResponse, [body, init]: Response): Promise<void> {
  const { 'cache-control': _noCache, ...headers } = init.headers ?? {};
  res.writeHead(init.status, init.statusText, headers);
  if (!body || typeof body === 'string') {
    return new Promise((resolve) => res.end(body ?? undefined, () => resolve()));
  }
  const stop = () => void body.return(undefined);
  res.once('close', stop);
  for await (const value of body) {
    // A response closed under us (the client went away) ends the loop; its 'close' also ended the generator.
    const closed = await new Promise<boolean>((resolve, reject) => {
      if (!res.writable) resolve(true);
      else res.write(value, (err) => (err ? reject(err) : resolve(false)));
    });
    if (closed) break;
  }
  res.off('close', stop);
  return new Promise((resolve) => res.end(resolve));
}
