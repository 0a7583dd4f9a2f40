import type { IncomingMessage } from 'node:http';
import { type ErrorCode, errorCodes } from '../errors/codes.ts';

/** Largest GraphQL request body accepted, at /graphql as at /graphql/stream. */
const maxBodyBytes = 1024 * 1024;

/** The request body went past the limit; the rest was left unread. */
class BodyTooLarge extends Error {}

/**
 * The body stopped short of its Content-Length: the client half-closed the connection (`ended`), or sent nothing
 * more for the idle timeout (`timedOut`). Node's parser reports the half-close only as a client error while our
 * response is open, and has no body timeout of its own below `requestTimeout` (5 minutes, checked every 30 s):
 * without this the request would wait, unanswered, until the client gave up.
 */
class BodyIncomplete extends Error {
  constructor(readonly reason: 'ended' | 'timedOut') {
    super(reason === 'ended' ? 'request body ended early' : 'request body timed out');
  }
}

/** How long a body may pause between two chunks when the caller sets nothing (HTTP_BODY_IDLE_TIMEOUT_MS). */
const defaultBodyIdleMs = 10_000;

/**
 * The request body as text, refused past `limit` bytes, or when it stops short of its length (see
 * {@link BodyIncomplete}; `idleMs` is the longest pause between chunks). Read with 'data' and 'end' listeners
 * rather than an async iterator, which costs a promise per chunk and a stream wrapper per request (about 40 us of
 * a small request's CPU).
 */
function readBody(req: IncomingMessage, limit: number, idleMs = defaultBodyIdleMs): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const { socket } = req;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        done();
        req.pause();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(
        chunks.length === 1 && chunks[0]
          ? chunks[0].toString('utf8')
          : Buffer.concat(chunks).toString('utf8'),
      );
    };
    const onError = (err: Error) => {
      done();
      reject(err);
    };
    const onAborted = () => onError(new Error('request aborted'));
    const done = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
      req.off('timeout', onTimeout);
      socket.off('end', onSocketEnd);
      // Back to the server's idle timeout (none unless `server.timeout` is set): the body is read.
      socket.setTimeout(0);
    };
    // A client gone before the end: the body will never complete (the async iterator rejected here too).
    const onClose = () => {
      if (!req.complete) onAborted();
    };
    // The client half-closed: what it has not sent by now it never will. The socket stays writable for our answer.
    const onSocketEnd = () => {
      if (!req.complete) onError(new BodyIncomplete('ended'));
    };
    // A listener on the request keeps Node from destroying the socket at the timeout: we answer instead.
    const onTimeout = () => onError(new BodyIncomplete('timedOut'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
    socket.on('end', onSocketEnd);
    req.setTimeout(idleMs, onTimeout);
  });
}

/** A request body refused before it was read whole: what to answer, and `connection: close` (see below). */
export interface BodyRefusal {
  readonly kind: 'refused';
  readonly status: number;
  readonly code: ErrorCode;
  readonly message: string;
  readonly headers: Record<string, string>;
}

const refusedBody = (status: number, message: string): BodyRefusal => ({
  kind: 'refused',
  status,
  code: errorCodes.BAD_REQUEST,
  message,
  // The unread rest of the body (too large), or a short one's, would otherwise be taken for the next request.
  headers: { connection: 'close' },
});

/**
 * The body of an operation request (/graphql, /graphql/stream) as text, within `maxBodyBytes` and the idle
 * timeout between chunks; or its refusal (413 too large, 400 ended or stalled before its length).
 */
export async function operationBody(
  req: IncomingMessage,
  bodyIdleMs: number | undefined,
): Promise<string | BodyRefusal> {
  try {
    return await readBody(req, maxBodyBytes, bodyIdleMs);
  } catch (err) {
    if (err instanceof BodyTooLarge) return refusedBody(413, 'Request body too large');
    if (!(err instanceof BodyIncomplete)) throw err;
    return err.reason === 'ended'
      ? refusedBody(400, 'Request body ended before its Content-Length')
      : refusedBody(400, 'Request body incomplete: nothing more arrived in time');
  }
}
