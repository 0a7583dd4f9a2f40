import { afterEach } from 'vitest';
import { UpstreamClient } from '../../src/datasources/upstream/client.ts';
import { UpstreamError } from '../../src/datasources/upstream/errors.ts';
import { type FakeHandler, type SeenRequest, sendJson, startFakeUpstream } from './fakeUpstream.ts';

/** A seen request as `[method, path+query, accept, content-type, body]`. */
export type SeenRow = [string, string, string | undefined, string | undefined, string];

/**
 * For data-source tests: each test scripts the upstream's answers in order (`[status, JSON text]`) and then
 * asserts the requests the data source made. Servers and clients are closed after each test.
 */
export function scriptedUpstreams() {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  return async (...answers: [number, string][]) => {
    const handler: FakeHandler = (_req, res, index) => {
      const [status, body] = answers[index] ?? [500, '{}'];
      sendJson(res, status, body);
    };
    const upstream = await startFakeUpstream(handler);
    const client = new UpstreamClient({
      baseUrl: upstream.url,
      username: 'u',
      password: 'p',
      mediaVendor: 'acme',
      connections: 2,
      connectTimeoutMs: 1_000,
      headersTimeoutMs: 2_000,
      bodyTimeoutMs: 2_000,
    });
    cleanups.push(() => client.close(), upstream.close);
    const seen = (): SeenRow[] =>
      upstream.seen.map((r: SeenRequest) => [
        r.method,
        r.url,
        r.headers.accept,
        r.headers['content-type'],
        r.body,
      ]);
    return { client, seen, url: upstream.url };
  };
}

/** The UpstreamError `promise` rejects with (anything else fails the test). */
export async function rejection(promise: Promise<unknown>): Promise<UpstreamError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof UpstreamError)) throw new Error(`expected an UpstreamError, got ${String(err)}`);
  return err;
}
