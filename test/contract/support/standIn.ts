import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the provider: answers each request with a fixed payload that a test registered, and records what
 * it received. It knows nothing of the spec and shares no code with the sandbox (src/sandbox/): the payloads are
 * written by hand in the contract tests, so a misreading of the spec cannot hide in both.
 */

/** One request as received. Headers are the ones a contract names; the body is parsed JSON (or undefined). */
export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly contentType: string | undefined;
  readonly accept: string | undefined;
  readonly authorization: string | undefined;
  /**
   * Every `*-Api-Version` header sent, by lower-case name (the BIN lookup's `WP-Api-Version`): recorded whatever
   * its name, so that a header under another name shows in a test's diff instead of passing unseen.
   */
  readonly apiVersions: Record<string, string>;
  readonly body: unknown;
}

/** A fixed answer: `body` is sent as JSON, `raw` as it is (for numbers as strings, exact decimals, bad JSON). */
interface FixedAnswer {
  readonly status: number;
  readonly body?: unknown;
  readonly raw?: string;
  readonly contentType?: string;
}

/** Which requests an answer is for; without `query`, any query matches. */
interface RequestMatch {
  readonly method: string;
  readonly path: string;
  readonly query?: Record<string, string>;
}

export interface StandIn {
  /** Origin of the stand-in, e.g. `http://127.0.0.1:40123`. */
  readonly url: string;
  /** Registers an answer; the latest registration that matches wins. */
  answer(match: RequestMatch, answer: FixedAnswer): void;
  /** The requests received since the last `reset()`. */
  received(): ReceivedRequest[];
  /** Forgets answers and received requests. */
  reset(): void;
  close(): Promise<void>;
}

function sameQuery(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => b[key] === a[key]);
}

function apiVersionHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.endsWith('-api-version') && typeof value === 'string') headers[name] = value;
  }
  return headers;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** Starts a stand-in provider on a free loopback port. Unmatched requests get a 599 so a test cannot miss them. */
export async function startStandIn(): Promise<StandIn> {
  let answers: Array<{ match: RequestMatch; answer: FixedAnswer }> = [];
  let received: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const query = Object.fromEntries(url.searchParams);
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query,
        contentType: req.headers['content-type'],
        accept: req.headers.accept,
        authorization: req.headers.authorization,
        apiVersions: apiVersionHeaders(req),
        body: await readBody(req),
      };
      received.push(request);
      const found = answers.findLast(
        ({ match }) =>
          match.method === request.method &&
          match.path === request.path &&
          (match.query === undefined || sameQuery(match.query, query)),
      );
      const answer = found?.answer ?? { status: 599, body: { message: 'no fixed answer' } };
      const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
      res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json' });
      res.end(text);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answer: (match, answer) => void answers.push({ match, answer }),
    received: () => [...received],
    reset: () => {
      answers = [];
      received = [];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
