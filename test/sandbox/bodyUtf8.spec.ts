import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';

/** Only invalid UTF-8 bytes are refused; the replacement character U+FFFD itself is valid text. */

describe('sandbox request body decoding', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ controlEnabled: true });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const postClock = (body: Uint8Array) =>
    fetch(`${sandbox.url}/_sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('accepts a JSON body whose string contains U+FFFD', async () => {
    // The clock route ignores fields it does not know, so the body decodes, parses and is served.
    const res = await postClock(new TextEncoder().encode('{"advanceMs":0,"note":"\uFFFD"}'));
    const body = (await res.json()) as { customCode?: string };
    expect(body.customCode).not.toBe('SBXG02');
    expect(res.status).toBe(200);
  });

  it('refuses a body with invalid UTF-8 bytes with 400 SBXG02', async () => {
    const res = await postClock(Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      httpStatusCode: 400,
      customCode: 'SBXG02',
      message: 'Request body is not valid UTF-8',
    });
  });
});
