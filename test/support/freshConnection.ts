import { request } from 'node:http';

/** One answer read whole: status, headers (lower-case names) and the JSON body. */
export interface FreshAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: unknown;
}

/**
 * POSTs JSON on a connection of its own (no keep-alive agent): behind a node:cluster port each new connection
 * goes to the next worker, so a test sees every worker serve, as a load balancer's clients would.
 */
export function postFresh(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<FreshAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? (JSON.parse(text) as unknown) : undefined,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** A GraphQL-over-SSE stream (graphql-sse's distinct connections mode) read event by event. */
export interface FreshStream {
  /** The worker that serves the stream (`x-served-by`). */
  readonly servedBy: string;
  /** The next `next` event's payload, or `end` at the `complete` event or when the connection closes. */
  next(): Promise<unknown>;
  close(): void;
}

/** Opens a subscription stream on a connection of its own; resolves once the gateway accepted it (200). */
export function streamFresh(
  url: string,
  query: string,
  variables: unknown,
  headers: Record<string, string> = {},
): Promise<FreshStream> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream refused: ${res.statusCode}`));
        res.resume();
        return;
      }
      const events: unknown[] = [];
      const waiting: Array<(event: unknown) => void> = [];
      const deliver = (event: unknown) => {
        const waiter = waiting.shift();
        if (waiter) waiter(event);
        else events.push(event);
      };
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (\w+)/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event === 'next' && data) deliver(JSON.parse(data) as unknown);
          if (event === 'complete') deliver('end');
        }
      });
      res.on('close', () => deliver('end'));
      resolve({
        servedBy: String(res.headers['x-served-by']),
        next: () => {
          const event = events.shift();
          return event === undefined ? new Promise((r) => waiting.push(r)) : Promise.resolve(event);
        },
        close: () => req.destroy(),
      });
    });
    req.end(JSON.stringify({ query, variables }));
  });
}
