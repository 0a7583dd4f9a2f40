import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { errorCodes } from '../errors/codes.ts';
import { graphqlError } from './replies.ts';

/**
 * A server that no longer listens is draining: a request that still arrives, on a keep-alive connection opened
 * before, is refused with 503 and `Connection: close`, so its client retries on a new connection, which reaches
 * another replica. Answered as JSON like every other refusal; Apollo is never asked (it stops after the drain).
 */
export function refuseWhileDraining(res: ServerResponse): void {
  const message = 'The server is shutting down; retry the request on a new connection';
  graphqlError(res, 503, errorCodes.SHUTTING_DOWN, message, { connection: 'close', 'retry-after': '1' });
}

/** The responses of each server not yet finished, in arrival order: what a drain must tell to close. */
const openResponses = new WeakMap<Server, Set<ServerResponse>>();

function openOf(server: Server): Set<ServerResponse> {
  let open = openResponses.get(server);
  if (!open) {
    open = new Set();
    openResponses.set(server, open);
  }
  return open;
}

/**
 * Marks `res` as the last answer of its connection (`Connection: close`, and Node closes the socket after it), if
 * its head is still unwritten. A client told `keep-alive` would send its next request on a socket the drain is
 * about to close, and get ECONNRESET instead of an answer.
 */
function markLast(res: ServerResponse): void {
  if (res.headersSent) return;
  res.setHeader('connection', 'close');
  markedLast.add(res);
}

/** Responses {@link markLast} marked: only these are unmarked when a request queues behind them. */
const markedLast = new WeakSet<ServerResponse>();

/**
 * Tracks a request of a listening server until its response is out. If the server starts draining meanwhile,
 * the response says `Connection: close` (see {@link drainHttpServer}); once it is out the connection is closed,
 * unless the client already sent its next request on it (pipelined): that one gets its 503 first, and says close.
 */
export function closeAfterResponse(server: Server, req: IncomingMessage, res: ServerResponse): void {
  const open = openOf(server);
  open.add(res);
  res.once('close', () => open.delete(res));
  res.once('finish', () => {
    open.delete(res);
    if (server.listening) return;
    // After this response Node hands the socket to the next queued response, if any; wait until it has.
    setImmediate(() => {
      if (Reflect.get(req.socket, '_httpMessage') == null) req.socket.end();
    });
  });
}

/**
 * A request arrived while draining on a connection whose earlier responses are still open: they must not close
 * the connection before its 503 is out (Node drops queued responses after a `Connection: close` one), so their
 * mark moves to the 503, which carries `Connection: close` itself.
 */
export function queuedWhileDraining(server: Server, req: IncomingMessage): void {
  for (const res of openOf(server)) {
    // keep-alive, not removed: without the header Node would still keep the socket, but say nothing of it.
    if (res.req.socket === req.socket && markedLast.has(res) && !res.headersSent) {
      res.setHeader('connection', 'keep-alive');
    }
  }
}

/** At the start of a drain: every open response whose head is unwritten and is last on its socket says close. */
function markOpenResponses(server: Server): void {
  const lastOnSocket = new Map<unknown, ServerResponse>();
  for (const res of openOf(server)) lastOnSocket.set(res.req.socket, res);
  for (const res of lastOnSocket.values()) markLast(res);
}

/** What a drain found: the requests in flight when it started, and those still unanswered when its grace ran out. */
export interface Drained {
  readonly inFlight: number;
  readonly cutOff: number;
}

/** The requests of `server` whose responses are not finished yet. */
export function inFlightOf(server: Server): number {
  return openOf(server).size;
}

/**
 * Stops taking connections, closes the idle ones at once and waits for the requests in flight; after `graceMs` it
 * cuts what is left, so that a deploy never waits on a stuck client. Resolves once every connection is closed.
 */
export function drainHttpServer(server: Server, graceMs: number): Promise<Drained> {
  const inFlight = inFlightOf(server);
  if (!server.listening) return Promise.resolve({ inFlight, cutOff: 0 });
  return new Promise<Drained>((resolve) => {
    let cutOff = 0;
    const grace = setTimeout(() => {
      cutOff = inFlightOf(server);
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearTimeout(grace);
      resolve({ inFlight, cutOff });
    });
    markOpenResponses(server);
    server.closeIdleConnections();
  });
}
