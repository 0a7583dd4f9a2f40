import type { Duplex } from 'node:stream';

/**
 * Node's own answer to a request it cannot parse is a bare status line with no body. The sandbox answers with its
 * usual JSON error body instead, so callers see the same shape for every error: 431 (SBXG31) when the headers are
 * too large, 400 (SBXG00) for anything else malformed. The connection is closed: after a parse error the rest of
 * the stream cannot be trusted to start a new request.
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({
    httpStatusCode: status,
    customCode: tooLarge ? 'SBXG31' : 'SBXG00',
    message: tooLarge ? 'Request header fields too large' : 'Malformed HTTP request',
  });
  const reason = tooLarge ? 'Request Header Fields Too Large' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
  // end() flushes the response first; destroy() afterwards frees the socket even if the peer never reads.
  socket.once('finish', () => socket.destroy());
}
