import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';

/** Requests Node's HTTP parser rejects still get the sandbox's JSON error body, then the connection closes. */

/** Writes `raw` on a fresh connection and resolves with everything read until the server closes it. */
function exchange(url: string, raw: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(raw));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function response(status: string, body: string): string {
  return (
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
    `Connection: close\r\n\r\n${body}`
  );
}

describe('sandbox HTTP-level client errors', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('answers headers over the size limit with 431 and an error body', async () => {
    const raw = `GET /payouts/events HTTP/1.1\r\nHost: sandbox\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`;
    expect(await exchange(sandbox.url, raw)).toBe(
      response(
        '431 Request Header Fields Too Large',
        '{"httpStatusCode":431,"customCode":"SBXG31","message":"Request header fields too large"}',
      ),
    );
  });

  it('answers a malformed header line with 400 and an error body', async () => {
    const raw = 'GET /payouts/events HTTP/1.1\r\nHost: sandbox\r\nnot a header line\r\n\r\n';
    expect(await exchange(sandbox.url, raw)).toBe(
      response(
        '400 Bad Request',
        '{"httpStatusCode":400,"customCode":"SBXG00","message":"Malformed HTTP request"}',
      ),
    );
  });

  it('keeps serving well-formed requests afterwards', async () => {
    const res = await fetch(`${sandbox.url}/nothing/here`);
    expect(res.status).toBe(404);
  });
});
