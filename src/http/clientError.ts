import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { errorCodes } from '../errors/codes.ts';

/** What a refusal that never reached a route says, as `{ status, message }`, by the parser's error code. */
function refusalOf(code: string | undefined): { readonly status: number; readonly message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'Request headers too large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'Request timed out' };
  return { status: 400, message: 'Malformed HTTP request' };
}

const reasons: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** The response this connection is still writing (a request before the refused one), if any. */
function responseInProgress(socket: Duplex): NodeJS.EventEmitter | undefined {
  const current: unknown = Reflect.get(socket, '_httpMessage');
  if (typeof current !== 'object' || current === null || Reflect.get(current, 'writableFinished') === true) {
    return undefined;
  }
  return current as NodeJS.EventEmitter;
}

function refuse(err: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) return void socket.destroy();
  const { status, message } = refusalOf(err.code);
  // No request was parsed, so no caller's id can be kept: a fresh one, quoted in the header and the body alike.
  const requestId = randomUUID();
  const body = JSON.stringify({
    errors: [{ message, extensions: { code: errorCodes.BAD_REQUEST, requestId } }],
  });
  socket.end(
    [
      `HTTP/1.1 ${status} ${reasons[status] ?? 'Bad Request'}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'x-content-type-options: nosniff',
      'referrer-policy: no-referrer',
      `x-request-id: ${requestId}`,
      'connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/**
 * The server's `clientError` listener: a request Node's parser refused (malformed request line, headers over the
 * size limit, a request that took too long) gets the same JSON error body as every other refusal instead of Node's
 * empty 400/431, and the connection closes (what follows on it cannot be trusted to start a request). A response
 * still being written for an earlier request on the connection goes out first, and is the last when that request
 * said `Connection: close`. Nothing the client sent is echoed:
 * its bytes may hold anything, card numbers included.
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  if (err.code === 'ECONNRESET') return void socket.destroy();
  const earlier = responseInProgress(socket);
  // Bytes after a request that said `Connection: close` (a body sent without a length, as Node's client sends a
  // DELETE's): that request's answer is the connection's last (RFC 9112 §9.6), so they get none; it closes after.
  if (err.code === 'HPE_CLOSED_CONNECTION') {
    if (!earlier) return void socket.destroy();
    return void earlier.once('finish', () => socket.end());
  }
  if (!earlier) return void refuse(err, socket);
  // `finish`: it is out, ours follows. `close` alone: the connection died first, nothing more to say.
  earlier.once('finish', () => setImmediate(() => refuse(err, socket)));
  earlier.once('close', () => {
    if (Reflect.get(earlier, 'writableFinished') !== true) socket.destroy();
  });
}
