import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paths } from '../../src/contract/index.ts';
import type { RecordedAnswer, Recording } from './record.ts';

/** The static upstream, running: its origin and what it has answered so far. */
export interface StaticUpstream {
  readonly url: string;
  /** Requests received (answered or not). */
  total(): number;
  /** Requests it had no recording for (answered 404): a scenario asking for something that was not recorded. */
  misses(): number;
  close(): Promise<void>;
}

/** The last path segment of the recorded payout's location: its id, which each served payout replaces. */
function payoutIdOf(body: string): string {
  const match = /\/payouts\/([^"/?]+)"/.exec(body);
  if (!match?.[1]) throw new Error('the recorded payout answer has no payout location');
  return match[1];
}

/** The caller's transactionReference from a payout POST body, or undefined. */
function referenceOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const reference = (parsed as Record<string, unknown>).transactionReference;
    return typeof reference === 'string' ? reference : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A bare node:http server answering the recorded bodies: what a provider that costs nothing would do, so that the
 * benchmark measures the gateway and not the simulator. Links are rewritten to this server's origin; each payout
 * gets a fresh id in its location and the caller's reference, since the gateway keeps a record per payout.
 */
export async function startStaticUpstream(recording: Recording, delayMs: number): Promise<StaticUpstream> {
  let total = 0;
  let misses = 0;
  const answers = new Map<string, RecordedAnswer>();
  let payoutTemplate = recording.payout;
  let saleAnswer = recording.sale;
  const recordedPayoutId = payoutIdOf(recording.payout.body);
  let payouts = 0;
  const answer = (res: ServerResponse, a: RecordedAnswer, body: string) => {
    const send = () => {
      res.writeHead(a.status, { 'content-type': a.contentType, 'content-length': Buffer.byteLength(body) });
      res.end(body);
    };
    if (delayMs > 0) setTimeout(send, delayMs);
    else send();
  };
  const onPayout = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reference = referenceOf(Buffer.concat(chunks).toString('utf8')) ?? recording.payoutReference;
      const id = `bench${++payouts}_${randomBytes(12).toString('base64url')}`;
      const body = payoutTemplate.body
        .replaceAll(recording.payoutReference, reference)
        .replaceAll(recordedPayoutId, id);
      answer(res, payoutTemplate, body);
    });
  };
  const server = createServer((req, res) => {
    total++;
    const url = req.url ?? '/';
    if (req.method === 'POST' && url === paths.payoutsBasicDisbursement) return onPayout(req, res);
    if (req.method === 'POST' && url === paths.cardOnFileSale) {
      req.resume();
      req.on('end', () => answer(res, saleAnswer, saleAnswer.body));
      return;
    }
    const found = req.method === 'GET' ? answers.get(url) : undefined;
    if (!found) {
      misses++;
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `not recorded: ${req.method} ${url}` }));
      return;
    }
    answer(res, found, found.body);
  });
  // Longer than any pause between rounds, so no variant pays for reconnecting.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const relink = (a: RecordedAnswer): RecordedAnswer => ({
    ...a,
    body: a.body.replaceAll(recording.origin, url),
  });
  for (const [path, a] of recording.gets) answers.set(path, relink(a));
  payoutTemplate = relink(recording.payout);
  saleAnswer = relink(recording.sale);
  return {
    url,
    total: () => total,
    misses: () => misses,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
