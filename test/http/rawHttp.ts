import { connect, type Socket } from 'node:net';

/** One HTTP/1.1 response as read off the wire. */
export interface RawResponse {
  readonly statusLine: string;
  /** Header names lower-cased; the last value wins. */
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Opens a plain TCP connection to the host and port of `url`. */
export function openSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends on `socket` until it closes the connection. */
export function readUntilClosed(socket: Socket): Promise<string> {
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

/** Sends `bytes` on a fresh connection and returns what came back before the server closed it. */
export async function exchange(url: string, bytes: string): Promise<string> {
  const socket = await openSocket(url);
  const answer = readUntilClosed(socket);
  socket.write(bytes);
  return answer;
}

/** Splits a stream of responses (Content-Length or chunked bodies) into responses. */
export function parseResponses(stream: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = stream;
  while (rest.length > 0) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) throw new Error(`incomplete response: ${JSON.stringify(rest.slice(0, 200))}`);
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    rest = rest.slice(headEnd + 4);
    let body = '';
    if (headers['transfer-encoding'] === 'chunked') {
      for (;;) {
        const sizeEnd = rest.indexOf('\r\n');
        const size = Number.parseInt(rest.slice(0, sizeEnd), 16);
        body += rest.slice(sizeEnd + 2, sizeEnd + 2 + size);
        rest = rest.slice(sizeEnd + 2 + size + 2);
        if (size === 0) break;
      }
    } else {
      const length = Number(headers['content-length'] ?? '0');
      body = rest.slice(0, length);
      rest = rest.slice(length);
    }
    responses.push({ statusLine, headers, body: Buffer.from(body, 'latin1').toString('utf8') });
  }
  return responses;
}

/** A keep-alive POST of one GraphQL operation, as raw bytes. */
export function graphqlPost(url: string, query: string, headers: Record<string, string> = {}): string {
  const { host, pathname } = new URL(url);
  const body = JSON.stringify({ query });
  const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return (
    `POST ${pathname} HTTP/1.1\r\nhost: ${host}\r\ncontent-type: application/json\r\n` +
    `content-length: ${Buffer.byteLength(body)}\r\n${extra.join('')}connection: keep-alive\r\n\r\n${body}`
  );
}
