import { afterAll, beforeAll, beforeEach } from 'vitest';
import { UpstreamClient } from '../../src/datasources/upstream/client.ts';
import { devCredentials } from '../../src/sandbox/config.ts';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';

/** The statement paging names of UPSTREAM_STATEMENT_PAGE_PARAMS's default, which the sandbox reads by default. */
export const statementPaging = { pageNumber: 'pageNumber', pageSize: 'pageSize' } as const;

export interface SandboxUnderTest {
  readonly sandbox: RunningSandbox;
  readonly client: UpstreamClient;
  /** The requests the sandbox logged since the test started, as `[method, path+query, accept]`. */
  calls(): [string, string, string | undefined][];
}

function clientFor(sandbox: RunningSandbox, password: string = devCredentials.password): UpstreamClient {
  return new UpstreamClient({
    baseUrl: sandbox.url,
    username: devCredentials.username,
    password,
    mediaVendor: sandbox.config.mediaVendor,
    connections: 4,
    connectTimeoutMs: 2_000,
    headersTimeoutMs: 5_000,
    bodyTimeoutMs: 5_000,
  });
}

/** One sandbox and one client per spec file; the request log and faults are cleared before each test. */
export function sandboxPerFile(): SandboxUnderTest {
  let sandbox: RunningSandbox | undefined;
  let client: UpstreamClient | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({ controlEnabled: true, port: 0 });
    client = clientFor(sandbox);
  });
  afterAll(async () => {
    await client?.close();
    await sandbox?.close();
  });
  beforeEach(() => {
    sandbox?.state.requestLog.clear();
    sandbox?.state.faults.clear();
  });
  const running = () => {
    if (!sandbox || !client) throw new Error('sandbox not started');
    return { sandbox, client };
  };
  return {
    get sandbox() {
      return running().sandbox;
    },
    get client() {
      return running().client;
    },
    calls: () =>
      running()
        .sandbox.state.requestLog.list()
        .map((r) => {
          const query = new URLSearchParams(r.query).toString();
          return [r.method, query ? `${r.path}?${query}` : r.path, r.headers.accept];
        }),
  };
}

/** A client of the same sandbox with a wrong password. */
export function clientWithWrongPassword(sandbox: RunningSandbox): UpstreamClient {
  return clientFor(sandbox, 'not-the-password');
}

/** Resolves to the rejection of `promise` (fails when it resolves). */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (err: unknown) => err,
  );
}
