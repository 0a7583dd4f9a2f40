import { connect, createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { createEmptyDatabase } from '../../scripts/privatePostgres.ts';

/**
 * A TCP proxy in front of a PostgreSQL server that notes every statement its clients have it execute, read from
 * the wire protocol (frontend messages pass through unchanged): a simple query (`Q`) counts once; in the extended
 * protocol, which node-postgres uses with parameters, each `Execute` (`E`) counts once with the text its portal
 * was bound to (`Bind`) from its prepared statement (`Parse`, sent once per connection for a named statement).
 * What a test asks of the gateway's database through DATABASE_URL, without any setting of the server's.
 */
export interface StatementLog {
  /** The database's URL through the proxy. */
  readonly url: string;
  /** The texts of the statements executed since the last `clear`, in order (whitespace folded). */
  statements(): string[];
  clear(): void;
  close(): Promise<void>;
}

const sslRequest = 80877103;
const cancelRequest = 80877102;

/** Reads the frontend messages of one connection as they arrive, in any chunking. */
class FrontendReader {
  #buffer = Buffer.alloc(0);
  #started = false;
  readonly #prepared = new Map<string, string>();
  readonly #portals = new Map<string, string>();

  constructor(private readonly executed: (text: string) => void) {}

  push(chunk: Buffer): void {
    this.#buffer = Buffer.concat([this.#buffer, chunk]);
    for (;;) {
      const typed = this.#started;
      const header = typed ? 5 : 4;
      if (this.#buffer.length < header) return;
      const length = this.#buffer.readInt32BE(typed ? 1 : 0);
      const size = (typed ? 1 : 0) + length;
      if (this.#buffer.length < size) return;
      const message = this.#buffer.subarray(0, size);
      this.#buffer = this.#buffer.subarray(size);
      if (typed) this.#read(String.fromCharCode(message[0] ?? 0), message.subarray(5));
      else {
        const code = message.readInt32BE(4);
        this.#started = code !== sslRequest && code !== cancelRequest;
      }
    }
  }

  #read(type: string, body: Buffer): void {
    const [first = '', second = ''] = strings(body, 2);
    if (type === 'Q') this.executed(first);
    else if (type === 'P') this.#prepared.set(first, second);
    else if (type === 'B') this.#portals.set(first, this.#prepared.get(second) ?? `<unknown ${second}>`);
    else if (type === 'E') this.executed(this.#portals.get(first) ?? '<unknown portal>');
  }
}

/** The first `count` NUL-terminated strings of a message body. */
function strings(body: Buffer, count: number): string[] {
  const found: string[] = [];
  let start = 0;
  while (found.length < count) {
    const end = body.indexOf(0, start);
    if (end === -1) break;
    found.push(body.toString('utf8', start, end));
    start = end + 1;
  }
  return found;
}

/** Starts a proxy to the server of `databaseUrl` on a free loopback port; close it after the tests. */
export async function logStatements(databaseUrl: string): Promise<StatementLog> {
  const target = new URL(databaseUrl);
  let log: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    const reader = new FrontendReader((text) => log.push(text.replace(/\s+/g, ' ').trim()));
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      reader.push(chunk);
      upstream.write(chunk);
    });
    upstream.pipe(client);
    client.on('end', () => upstream.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    statements: () => [...log],
    clear: () => {
      log = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * An empty database of the tests' PostgreSQL behind a statement log, for the test file that calls it (before the
 * gateway it serves is set up): created before its tests, closed after them, and cleared before each test, so each
 * test sees only its own statements (a gateway's migrations run at its start-up).
 */
export function loggedDatabaseForThisFile(): StatementLog {
  let log: StatementLog | undefined;
  const current = () => {
    if (!log) throw new Error('the logged database is only there while the test file runs');
    return log;
  };
  beforeAll(async () => {
    log = await logStatements(await createEmptyDatabase(inject('postgresUrl')));
  });
  afterAll(() => current().close());
  beforeEach(() => current().clear());
  return {
    get url() {
      return current().url;
    },
    statements: () => current().statements(),
    clear: () => current().clear(),
    close: () => current().close(),
  };
}
