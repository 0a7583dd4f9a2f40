import type { ServerResponse } from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { createDataSources } from '../../src/datasources/create.ts';
import { UpstreamClient } from '../../src/datasources/upstream/client.ts';
import { createPayoutLoaders, payoutLookupsInFlight } from '../../src/loaders/payouts.ts';
import { sendJson, startFakeUpstream } from '../datasources/fakeUpstream.ts';
import { statementPaging } from '../datasources/sandboxSupport.ts';

/**
 * The lookups of payouts by reference of one request are at most `payoutLookupsInFlight` at once, however many
 * links a page has: the stand-in holds the lookups until the bound is reached (or every lookup has arrived), and a
 * moment longer, so without the bound all of them would be held at once. Over HTTP, with the provider client the
 * gateway uses.
 */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const payoutBody = (id: number) =>
  `{"outcome":"approved","receivedAt":"2026-01-02T03:04:05.123Z","_links":{"payouts:payout":{"href":"/payouts/p${id}"}}}`;

it(`asks the provider for at most ${payoutLookupsInFlight} payouts at once, each distinct payout once`, async () => {
  const lookups = 3 * payoutLookupsInFlight - 3;
  const held: { res: ServerResponse; id: number }[] = [];
  let inFlight = 0;
  let most = 0;
  let arrived = 0;
  const upstream = await startFakeUpstream((req, res) => {
    arrived += 1;
    inFlight += 1;
    most = Math.max(most, inFlight);
    held.push({ res, id: Number(new URL(req.url, 'http://x').searchParams.get('transactionReference')) });
    if (held.length !== payoutLookupsInFlight && arrived < lookups) return;
    // A moment for any lookup beyond the bound to arrive too (none does with it; every other one without it).
    setTimeout(() => {
      for (const { res: waiting, id } of held.splice(0)) {
        inFlight -= 1;
        sendJson(waiting, 200, payoutBody(id));
      }
    }, 20);
  });
  const client = new UpstreamClient({
    baseUrl: upstream.url,
    username: 'u',
    password: 'p',
    mediaVendor: 'acme',
    connections: 4 * payoutLookupsInFlight,
    connectTimeoutMs: 1_000,
    headersTimeoutMs: 5_000,
    bodyTimeoutMs: 5_000,
  });
  cleanups.push(() => client.close(), upstream.close);
  const loaders = createPayoutLoaders(createDataSources(client, { statementPageParams: statementPaging }));

  // Every link of a page asks in the same tick; each payout is named twice (an entry and its reversal).
  const keys = Array.from({ length: lookups }, (_, i) => [String(i), 'ABC123'] as const);
  const states = await Promise.all([...keys, ...keys].map((key) => loaders.byReference.load(key)));

  expect(states.map((state) => state?.location)).toEqual([...keys, ...keys].map(([id]) => `/payouts/p${id}`));
  expect(arrived).toBe(lookups);
  expect(most).toBe(payoutLookupsInFlight);
});
