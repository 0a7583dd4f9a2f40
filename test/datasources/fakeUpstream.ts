import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake upstream saw of one request. */
export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

export type FakeHandler = (req: SeenRequest, res: ServerResponse, index: number) => void;

/** A tiny HTTP server for client tests: records every request and lets the test answer (or not) as it likes. */
export async function startFakeUpstream(handler: FakeHandler) {
  const seen: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(request);
      handler(request, res, seen.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers JSON text verbatim (so tests can send numbers JSON.stringify could not). */
export function sendJson(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(text);
}

/** Answers a body that is not JSON (a proxy's error page). */
export function sendHtml(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/html' });
  res.end(text);
}

/** A port nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
