import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../support/gateway.ts';
import { rawBodyOf } from '../support/requestIds.ts';
import { graphqlPost, openSocket, parseResponses, readUntilClosed } from './rawHttp.ts';

const slowQuery = '{ account(accountNumber: "QS7M0UKCLFL8MODV") { currency } }';

/** Resolves once the sandbox has received `count` requests (the latency fault holds them there). */
async function untilUpstreamCalls(gw: TestGateway, count: number): Promise<void> {
  while ((await gw.upstreamCalls()).length < count) await sleep(10);
}

/** The drain's log lines, without their time. */
function drainLines(logLines: readonly string[]): Record<string, unknown>[] {
  return logLines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => String(line.msg).startsWith('drain'))
    .map(({ time: _time, ...line }) => line);
}

describe('graceful shutdown', () => {
  it('lets a request in flight finish before the gateway closes, and refuses new ones', async () => {
    const logLines: string[] = [];
    const gw = await startTestGateway({ LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '10000' }, logLines);
    await gw.armFault({ area: 'balances', latencyMs: 600, remaining: 1 });
    const inFlight = gw.run(slowQuery);
    await untilUpstreamCalls(gw, 1);
    const closing = gw.close();
    await expect(fetch(gw.url, { method: 'POST' })).rejects.toThrow();
    expect(await inFlight).toEqual({ status: 200, data: { account: { currency: 'GBP' } } });
    await closing;
    // At the recommended LOG_LEVEL=warn, the drain says once that it started and once how it ended.
    expect(drainLines(logLines)).toEqual([
      {
        level: 40,
        graceMs: 10000,
        inFlight: 1,
        msg: 'draining: no new requests are taken; those in flight may finish within graceMs',
      },
      { level: 40, cutOff: 0, msg: 'drained: every request in flight was answered' },
    ]);
  });

  it('says how many requests the end of the grace period cut off', async () => {
    const logLines: string[] = [];
    const gw = await startTestGateway({ LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '50' }, logLines);
    await gw.armFault({ area: 'balances', latencyMs: 1_500, remaining: 1 });
    const inFlight = gw.run(slowQuery).catch((err: unknown) => err);
    await untilUpstreamCalls(gw, 1);
    await gw.close();
    expect(await inFlight).toBeInstanceOf(Error);
    expect(drainLines(logLines)).toEqual([
      {
        level: 40,
        graceMs: 50,
        inFlight: 1,
        msg: 'draining: no new requests are taken; those in flight may finish within graceMs',
      },
      {
        level: 40,
        cutOff: 1,
        msg: 'drained: requests still in flight at the end of the grace period were cut off (cutOff)',
      },
    ]);
  });

  it('answers a keep-alive request in flight at shutdown with Connection: close, then closes the connection', async () => {
    const gw = await startTestGateway();
    await gw.armFault({ area: 'balances', latencyMs: 400, remaining: 1 });
    const socket = await openSocket(gw.url);
    const received = readUntilClosed(socket);
    socket.write(graphqlPost(gw.url, slowQuery));
    await untilUpstreamCalls(gw, 1);
    const closing = gw.close();
    const [only, ...more] = parseResponses(await received);
    await closing;
    expect(only?.statusLine).toBe('HTTP/1.1 200 OK');
    // Told keep-alive, a client would send its next request on a socket about to close, and get ECONNRESET.
    expect(only?.headers.connection).toBe('close');
    expect(only?.body).toBe(`${JSON.stringify({ data: { account: { currency: 'GBP' } } })}\n`);
    expect(more).toEqual([]);
  });

  it('answers a request sent on an open keep-alive connection during shutdown with 503 and Connection: close, after the one in flight', async () => {
    const gw = await startTestGateway();
    await gw.armFault({ area: 'balances', latencyMs: 400, remaining: 1 });
    const socket = await openSocket(gw.url);
    const received = readUntilClosed(socket);
    socket.write(graphqlPost(gw.url, slowQuery));
    await untilUpstreamCalls(gw, 1);
    const closing = gw.close();
    socket.write(graphqlPost(gw.url, '{ __typename }'));
    const [first, second, ...more] = parseResponses(await received);
    await closing;
    expect(first?.statusLine).toBe('HTTP/1.1 200 OK');
    // A request is queued behind it: the connection stays open for its 503, which says close.
    expect(first?.headers.connection).toBe('keep-alive');
    expect(first?.body).toBe(`${JSON.stringify({ data: { account: { currency: 'GBP' } } })}\n`);
    expect(second?.statusLine).toBe('HTTP/1.1 503 Service Unavailable');
    expect(second?.headers.connection).toBe('close');
    expect(second?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(rawBodyOf(second)).toEqual({
      errors: [
        {
          message: 'The server is shutting down; retry the request on a new connection',
          extensions: { code: 'SHUTTING_DOWN' },
        },
      ],
    });
    expect(more).toEqual([]);
    // Only the slow operation reached the provider.
    expect(gw.sandbox.state.requestLog.list().map((call) => call.path)).toHaveLength(1);
  });

  it('closes an idle keep-alive connection at once, and a second close() (a second signal) shares the first', async () => {
    const gw = await startTestGateway();
    const socket = await openSocket(gw.url);
    const received = readUntilClosed(socket);
    socket.write(graphqlPost(gw.url, '{ __typename }'));
    await new Promise((resolve) => socket.once('data', resolve));
    await expect(Promise.all([gw.close(), gw.close()])).resolves.toEqual([undefined, undefined]);
    const [only, ...more] = parseResponses(await received);
    expect(only?.statusLine).toBe('HTTP/1.1 200 OK');
    expect(more).toEqual([]);
  });
});
