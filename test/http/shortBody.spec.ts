import { describe, expect, it } from 'vitest';
import { setUpTestGateway } from '../support/gateway.ts';
import { rawBodyOf } from '../support/requestIds.ts';
import { openSocket, parseResponses, readUntilClosed } from './rawHttp.ts';

/** A POST promising `length` bytes of body and sending only the first ten. */
function shortPost(url: string, length: number): string {
  const { host, pathname } = new URL(url);
  return (
    `POST ${pathname} HTTP/1.1\r\nhost: ${host}\r\ncontent-type: application/json\r\n` +
    `content-length: ${length}\r\nconnection: keep-alive\r\n\r\n{"query":`
  );
}

const badRequest = (message: string) => ({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });

/**
 * A request body shorter than its Content-Length is answered (issue 14 §3), not left hanging, on both operation
 * routes: /graphql/stream reads a subscription's body as /graphql does (never a 500).
 */
describe.each(['', '/stream'])('a request body to /graphql%s shorter than its Content-Length', (suffix) => {
  const gw = setUpTestGateway({ env: { HTTP_BODY_IDLE_TIMEOUT_MS: '300' } });
  const url = () => `${gw.url}${suffix}`;

  it('is answered with a JSON 400 and a closed connection when the client half-closes', async () => {
    const socket = await openSocket(url());
    const received = readUntilClosed(socket);
    socket.write(shortPost(url(), 100));
    // Half-close: nothing more will be sent, but the answer can still be read.
    socket.end();
    const [response, ...more] = parseResponses(await received);
    expect(more).toEqual([]);
    expect(response?.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(response?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response?.headers.connection).toBe('close');
    expect(rawBodyOf(response)).toEqual(badRequest('Request body ended before its Content-Length'));
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('is answered with a JSON 400 and a closed connection when nothing more arrives in time', async () => {
    const socket = await openSocket(url());
    const received = readUntilClosed(socket);
    const started = Date.now();
    socket.write(shortPost(url(), 100));
    const [response, ...more] = parseResponses(await received);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(more).toEqual([]);
    expect(response?.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(response?.headers.connection).toBe('close');
    expect(rawBodyOf(response)).toEqual(badRequest('Request body incomplete: nothing more arrived in time'));
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});

describe('a request body that arrives in pieces', () => {
  const gw = setUpTestGateway({ env: { HTTP_BODY_IDLE_TIMEOUT_MS: '300' } });

  it('still reads a body that arrives in pieces within the timeout', async () => {
    const socket = await openSocket(gw.url);
    const received = readUntilClosed(socket);
    const body = JSON.stringify({ query: '{ __typename }' });
    const { host, pathname } = new URL(gw.url);
    socket.write(
      `POST ${pathname} HTTP/1.1\r\nhost: ${host}\r\ncontent-type: application/json\r\n` +
        `content-length: ${body.length}\r\nconnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    socket.write(body.slice(5));
    const [response, ...more] = parseResponses(await received);
    expect(more).toEqual([]);
    expect(response?.statusLine).toBe('HTTP/1.1 200 OK');
    expect(response?.body).toBe(`${JSON.stringify({ data: { __typename: 'Query' } })}\n`);
  });
});
