import { describe, expect, it } from 'vitest';
import { setUpTestGateway } from '../support/gateway.ts';
import { rawBodyOf } from '../support/requestIds.ts';
import { exchange, graphqlPost, openSocket, parseResponses, readUntilClosed } from './rawHttp.ts';

const badRequestBody = (message: string) => ({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });

describe('HTTP requests the parser refuses', () => {
  const gw = setUpTestGateway();

  it('answers a malformed request line with a JSON 400 and closes the connection, echoing nothing', async () => {
    const [response, ...more] = parseResponses(await exchange(gw.url, 'GARBAGE 4444333322221111\r\n\r\n'));
    expect(more).toEqual([]);
    expect(response?.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(response?.headers).toEqual({
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(response?.body.length),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-request-id': expect.stringMatching(/^[0-9a-f-]{36}$/),
      connection: 'close',
    });
    expect(rawBodyOf(response)).toEqual(badRequestBody('Malformed HTTP request'));
  });

  it('answers headers over the size limit with a JSON 431 and closes the connection', async () => {
    const huge = `POST /graphql HTTP/1.1\r\nhost: x\r\nx-padding: ${'a'.repeat(20_000)}\r\n\r\n`;
    const [response, ...more] = parseResponses(await exchange(gw.url, huge));
    expect(more).toEqual([]);
    expect(response?.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(response?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response?.headers.connection).toBe('close');
    expect(rawBodyOf(response)).toEqual(badRequestBody('Request headers too large'));
  });

  it('answers an invalid header on a request that follows a good one, after the good one', async () => {
    const good = graphqlPost(gw.url, '{ __typename }');
    const bad = 'GET /healthz HTTP/1.1\r\nhost: x\r\nbad header\r\n\r\n';
    const responses = parseResponses(await exchange(gw.url, good + bad));
    expect(responses.map((r) => [r.statusLine, rawBodyOf(r)])).toEqual([
      ['HTTP/1.1 200 OK', { data: { __typename: 'Query' } }],
      ['HTTP/1.1 400 Bad Request', badRequestBody('Malformed HTTP request')],
    ]);
  });
});

describe('a request that says Connection: close', () => {
  const gw = setUpTestGateway();

  // What Node's client sends for DELETE with a JSON body and no length: the body bytes follow the head unannounced.
  const head =
    'DELETE /graphql HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\nconnection: close\r\n\r\n';
  const body = '{"query":"{ __typename }"}';

  it('gets its answer and nothing after it, when unannounced bytes arrive with the head', async () => {
    const responses = parseResponses(await exchange(gw.url, head + body));
    expect(responses.map((r) => [r.statusLine, r.headers.connection])).toEqual([
      ['HTTP/1.1 405 Method Not Allowed', 'close'],
    ]);
  });

  it('gets its answer and nothing after it, when unannounced bytes arrive later', async () => {
    const socket = await openSocket(gw.url);
    const answer = readUntilClosed(socket);
    socket.write(head);
    // The bytes arrive once the answer is on its way (the order of a client slow to send its body).
    await new Promise((resolve) => socket.once('data', resolve));
    if (!socket.destroyed) socket.write(body, () => {});
    const responses = parseResponses(await answer);
    expect(responses.map((r) => [r.statusLine, r.headers.connection])).toEqual([
      ['HTTP/1.1 405 Method Not Allowed', 'close'],
    ]);
  });
});
