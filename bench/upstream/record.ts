import { request } from 'undici';
import type { RunningSandbox } from '../../src/sandbox/server.ts';
import { payoutCall, recordedGets, saleCall, type UpstreamCall } from './calls.ts';
import type { Fixtures } from './fixtures.ts';

/** One recorded provider answer. Links in `body` still name the sandbox's origin. */
export interface RecordedAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

/** What the static upstream serves: GET answers by exact path and query, one payout answer and one sale answer. */
export interface Recording {
  readonly origin: string;
  readonly gets: ReadonlyMap<string, RecordedAnswer>;
  readonly payout: RecordedAnswer;
  /** The reference the payout was recorded under; each served payout gets the caller's instead. */
  readonly payoutReference: string;
  /**
   * A card-on-file sale's answer, served for every sale: it names neither the reference nor anything the gateway
   * keeps per sale, so one body serves them all.
   */
  readonly sale: RecordedAnswer;
}

async function send(baseUrl: string, f: Fixtures, call: UpstreamCall): Promise<RecordedAnswer> {
  const basic = Buffer.from(`${f.username}:${f.password}`).toString('base64');
  const res = await request(baseUrl + call.path, {
    method: call.method,
    headers: {
      authorization: `Basic ${basic}`,
      accept: call.accept,
      ...(call.contentType ? { 'content-type': call.contentType } : {}),
    },
    body: call.body,
  });
  const body = await res.body.text();
  if (res.statusCode >= 300)
    throw new Error(`recording ${call.method} ${call.path}: ${res.statusCode} ${body}`);
  const type = res.headers['content-type'];
  return { status: res.statusCode, contentType: typeof type === 'string' ? type : call.accept, body };
}

/** Makes every call of the scenarios once against a real sandbox and keeps the answers. */
export async function record(sandbox: RunningSandbox, f: Fixtures): Promise<Recording> {
  const gets = new Map<string, RecordedAnswer>();
  for (const call of recordedGets(f)) gets.set(call.path, await send(sandbox.url, f, call));
  const payoutReference = 'bench-recorded-reference';
  const payout = await send(sandbox.url, f, payoutCall(f, payoutReference));
  const sale = await send(sandbox.url, f, saleCall(f, 'bench-recorded-sale'));
  return { origin: sandbox.url, gets, payout, payoutReference, sale };
}
