import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { requestIdExtension } from './requestScope.ts';

/**
 * A server that no longer listens is draining: a request that still arrives, on a keep-alive connection opened
 * before, is refused with 503 and `Connection: close`, so its client retries on a new connection, which reaches
 * another replica. Answered as JSON like every other refusal; Apollo is never asked (it stops after the drain).
 */
export function refuseWhileDraining(res: ServerResponse): void {
  res.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    connection: 'close',
    'retry-after': '1',
  });
  res.end(
    JSON.stringify({
      errors: [
        {
          message: 'The server is shutting down; retry the request on a new connection',
          extensions: { code: 'SHUTTING_DOWN', ...requestIdExtension() },
        },
      ],
    }),
  );
}

/**
 * Once its response is out, a connection of a draining server is closed, unless the client already sent its next
 * request on it (pipelined): that one gets its 503 first. Node only closes the connections idle at `close()`.
 */
export function closeAfterResponse(server: Server, req: IncomingMessage, res: ServerResponse): void {
  res.once('finish', () => {
    if (server.listening) return;
    // After this response Node hands the socket to the next queued response, if any; wait until it has.
    setImmediate(() => {
      if (Reflect.get(req.socket, '_httpMessage') == null) req.socket.end();
    });
  });
}

/**
 * Stops taking connections, closes the idle ones at once and waits for the requests in flight; after `graceMs` it
 * cuts what is left, so that a deploy never waits on a stuck client. Resolves once every connection is closed.
 */
export function drainHttpServer(server: Server, graceMs: number): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const grace = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(grace);
      resolve();
    });
    server.closeIdleConnections();
  });
}
