import { afterEach, describe, expect, it } from 'vitest';
import { UpstreamClient } from '../../src/datasources/upstream/client.ts';
import { CircuitOpenError, UpstreamError } from '../../src/datasources/upstream/errors.ts';
import type { UpstreamCallRecord, UpstreamObserver } from '../../src/datasources/upstream/monitor.ts';
import { allCircuitsClosed } from '../support/readiness.ts';
import { closedPort, type FakeHandler, sendHtml, sendJson, startFakeUpstream } from './fakeUpstream.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Records what the client tells its observer. */
function recorder() {
  const requests: UpstreamCallRecord[] = [];
  const circuit: string[] = [];
  const observer: UpstreamObserver = {
    requestFinished: (record) => requests.push(record),
    circuitChanged: (area, open) => circuit.push(`${area} ${open ? 'open' : 'closed'}`),
    standingChanged: () => {},
  };
  return { observer, requests, circuit };
}

function clientFor(baseUrl: string, threshold: number, cooldownMs = 60_000, observer?: UpstreamObserver) {
  const client = new UpstreamClient({
    baseUrl,
    username: 'merchant',
    password: 's3cret',
    mediaVendor: 'acme',
    connections: 2,
    connectTimeoutMs: 1_000,
    headersTimeoutMs: 300,
    bodyTimeoutMs: 300,
    breaker: { threshold, cooldownMs },
    observer,
  });
  cleanups.push(() => client.close());
  return client;
}

async function fake(handler: FakeHandler) {
  const upstream = await startFakeUpstream(handler);
  cleanups.push(upstream.close);
  return upstream;
}

async function rejection(promise: Promise<unknown>): Promise<UpstreamError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof UpstreamError)) throw new Error(`expected an UpstreamError, got ${String(err)}`);
  return err;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const accept = { accept: 'application/json' };
const post = { contentType: 'application/json', accept: 'application/json' };
const allClosed = allCircuitsClosed;

describe('UpstreamClient circuit breakers per provider area', () => {
  it('opens the accounts circuit after consecutive 5xx answers and fails its calls fast, unsent', async () => {
    const upstream = await fake((_req, res) => sendJson(res, 503, '{}'));
    const { observer, requests, circuit } = recorder();
    const client = clientFor(`${upstream.url}/v1`, 2, 60_000, observer);
    await client.get('/accounts/balance//AB12', accept);
    await client.get('/accounts/statements/', { ...accept, query: { accountNumber: 'AB12' } });

    const err = await rejection(client.get('/accounts/balance//AB12', accept));

    expect(err).toBeInstanceOf(CircuitOpenError);
    expect(err.kind).toBe('unavailable');
    expect(err.status).toBeUndefined();
    const { retryAfterMs } = err as CircuitOpenError;
    expect(retryAfterMs).toBeGreaterThan(0);
    expect(retryAfterMs).toBeLessThanOrEqual(60_000);
    expect(upstream.seen.map((r) => r.url)).toEqual([
      '/v1/accounts/balance//AB12',
      '/v1/accounts/statements/?accountNumber=AB12',
    ]);
    expect(requests.map(({ durationSeconds: _d, ...rest }) => rest)).toEqual([
      { area: 'balances', method: 'GET', status: 503 },
      { area: 'statements', method: 'GET', status: 503 },
    ]);
    expect(circuit.filter((c) => c.startsWith('accounts'))).toEqual(['accounts closed', 'accounts open']);
    expect(client.circuitStates()).toEqual({ ...allClosed, accounts: 'open' });
  });

  it('keeps the other areas closed: a payout POST still goes out while accounts is open', async () => {
    const upstream = await fake((req, res) =>
      req.url.startsWith('/accounts/') ? sendJson(res, 503, '{}') : sendJson(res, 201, '{"ok":true}'),
    );
    const client = clientFor(upstream.url, 2);
    await client.get('/accounts/balance//AB12', accept);
    await client.get('/accounts/balance//AB12', accept);
    expect(await rejection(client.get('/accounts/balance//AB12', accept))).toBeInstanceOf(CircuitOpenError);

    const payout = await client.post('/payouts/basicDisbursement', { amount: 1 }, post);

    expect(payout.status).toBe(201);
    expect(upstream.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /accounts/balance//AB12',
      'GET /accounts/balance//AB12',
      'POST /payouts/basicDisbursement',
    ]);
    expect(client.circuitStates()).toEqual({ ...allClosed, accounts: 'open' });
  });

  it('counts refused connections, POSTs included, as failures of their own area only', async () => {
    const client = clientFor(`http://127.0.0.1:${await closedPort()}`, 2);
    expect((await rejection(client.post('/api/cardBin/panLookup', {}, post))).kind).toBe('unavailable');
    expect(await rejection(client.post('/api/cardBin/panLookup', {}, post))).not.toBeInstanceOf(
      CircuitOpenError,
    );
    expect(await rejection(client.post('/api/cardBin/panLookup', {}, post))).toBeInstanceOf(CircuitOpenError);
    expect(await rejection(client.get('/payouts/query', accept))).not.toBeInstanceOf(CircuitOpenError);
  });

  it('does not count 4xx answers or bodies that break the contract: the provider is up', async () => {
    const upstream = await fake((_req, res, index) =>
      index % 2 === 0 ? sendJson(res, 400, '{"customCode":"X"}') : sendHtml(res, 200, '<html>'),
    );
    const client = clientFor(upstream.url, 1);
    await client.get('/payouts/events', accept);
    expect((await rejection(client.get('/payouts/events', accept))).kind).toBe('contractViolation');
    await client.get('/payouts/events', accept);
    expect(upstream.seen).toHaveLength(3);
    expect(client.circuitStates()).toEqual(allClosed);
  });

  it('ends a run of failures when the provider answers', async () => {
    const statuses = [503, 503, 200, 503, 503, 200];
    const upstream = await fake((_req, res, index) => sendJson(res, statuses[index] ?? 200, '{}'));
    const client = clientFor(upstream.url, 3);
    const seen: number[] = [];
    for (let i = 0; i < statuses.length; i++) seen.push((await client.get('/payouts/events', accept)).status);
    expect(seen).toEqual(statuses);
  });

  it('lets a trial call through once the cooldown has passed and closes again when it succeeds', async () => {
    const upstream = await fake((_req, res, index) => sendJson(res, index === 0 ? 500 : 200, '{}'));
    const { observer, circuit } = recorder();
    const client = clientFor(upstream.url, 1, 200, observer);
    await client.get('/verifications/abc', accept);
    expect(await rejection(client.get('/verifications/abc', accept))).toBeInstanceOf(CircuitOpenError);
    await sleep(250);
    expect(client.circuitStates().threeDs).toBe('halfOpen');

    expect((await client.get('/verifications/abc', accept)).status).toBe(200);

    expect(client.circuitStates()).toEqual(allClosed);
    expect(upstream.seen).toHaveLength(2);
    expect(circuit.filter((c) => c.startsWith('threeDs'))).toEqual([
      'threeDs closed',
      'threeDs open',
      'threeDs closed',
    ]);
  });

  it('opens for another cooldown when the trial call fails', async () => {
    const upstream = await fake((_req, res) => sendJson(res, 502, '{}'));
    const client = clientFor(upstream.url, 1, 200);
    await client.get('/verifications/abc', accept);
    await sleep(250);
    expect((await client.get('/verifications/abc', accept)).status).toBe(502);

    const err = await rejection(client.get('/verifications/abc', accept));

    expect(err).toBeInstanceOf(CircuitOpenError);
    expect(client.circuitStates().threeDs).toBe('open');
    expect(upstream.seen).toHaveLength(2);
  });

  it("holds a payout behind the circuit's own trial call (its probe) and then fails it unsent", async () => {
    const upstream = await fake((_req, res, index) => {
      // The probe (second request) answers late, so the payout arrives while it is out.
      if (index === 1) setTimeout(() => sendJson(res, 503, '{}'), 150);
      else sendJson(res, 503, '{}');
    });
    const client = clientFor(upstream.url, 1, 200);
    await client.get('/payouts/query', accept);
    await sleep(260);

    const payout = rejection(client.post('/payouts/basicDisbursement', {}, post));
    expect(await payout).toBeInstanceOf(CircuitOpenError);
    expect(upstream.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /payouts/query',
      'GET /payouts/gateway-circuit-probe',
    ]);
  });

  it('probes an open circuit on its own after the cool-down and closes it when the provider answers, with no caller', async () => {
    const upstream = await fake((_req, res, index) => sendJson(res, index === 0 ? 503 : 404, '{}'));
    const client = clientFor(upstream.url, 1, 100);
    await client.get('/accounts/balance//GB00000000000001', accept);
    expect(client.circuitStates().accounts).toBe('open');
    await sleep(250);
    expect(client.circuitStates()).toEqual(allClosed);
    expect(upstream.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /accounts/balance//GB00000000000001',
      'GET /accounts/balance//0000000000000000',
    ]);
  });

  it('has no breaker with a threshold of 0', async () => {
    const upstream = await fake((_req, res) => sendJson(res, 500, '{}'));
    const client = clientFor(upstream.url, 0);
    for (let i = 0; i < 4; i++) await client.get('/payouts/events', accept);
    expect(upstream.seen).toHaveLength(4);
    expect(client.circuitStates()).toEqual(allClosed);
  });
});
