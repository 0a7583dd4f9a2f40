import { afterEach, describe, expect, it } from 'vitest';
import { CircuitBreaker, type CircuitState } from '../../src/datasources/upstream/circuitBreaker.ts';
import { UpstreamClient } from '../../src/datasources/upstream/client.ts';
import { CircuitOpenError, UpstreamError } from '../../src/datasources/upstream/errors.ts';
import type { UpstreamCallRecord, UpstreamObserver } from '../../src/datasources/upstream/monitor.ts';
import { closedPort, sendHtml, sendJson, startFakeUpstream } from './fakeUpstream.ts';

/** A breaker on a hand-moved clock, recording its state changes. */
function breakerAt(threshold = 3, cooldownMs = 1_000, windowMs = 60_000) {
  let now = 0;
  const changes: CircuitState[] = [];
  const breaker = new CircuitBreaker({
    threshold,
    cooldownMs,
    windowMs,
    now: () => now,
    onStateChange: (state) => changes.push(state),
  });
  return {
    breaker,
    changes,
    advance: (ms: number) => {
      now += ms;
    },
    /** Lets one call through and reports it failed. */
    fail: () => {
      const permit = breaker.acquire();
      if (!permit) throw new Error('expected leave to call');
      breaker.failed(permit);
    },
  };
}

describe('CircuitBreaker', () => {
  it('opens after the threshold of consecutive failures and then refuses calls', () => {
    const { breaker, changes, fail } = breakerAt(3);
    fail();
    fail();
    expect(breaker.state).toBe('closed');
    fail();
    expect(breaker.state).toBe('open');
    expect(breaker.acquire()).toBeUndefined();
    expect(changes).toEqual(['open']);
  });

  it('forgets a streak of failures when a call succeeds', () => {
    const { breaker, fail } = breakerAt(3);
    fail();
    fail();
    const permit = breaker.acquire();
    if (!permit) throw new Error('expected leave to call');
    breaker.succeeded(permit);
    fail();
    fail();
    expect(breaker.state).toBe('closed');
  });

  it('does not add up failures further apart than the window', () => {
    const { breaker, fail, advance } = breakerAt(3, 1_000, 10_000);
    fail();
    fail();
    advance(10_001);
    fail();
    fail();
    expect(breaker.state).toBe('closed');
    fail();
    expect(breaker.state).toBe('open');
  });

  it('tells how long until a trial call may go out', () => {
    const { breaker, fail, advance } = breakerAt(1, 1_000);
    expect(breaker.retryAfterMs()).toBe(0);
    fail();
    advance(400);
    expect(breaker.retryAfterMs()).toBe(600);
  });

  it('lets exactly one trial call through once the cooldown has passed', () => {
    const { breaker, fail, advance } = breakerAt(1, 1_000);
    fail();
    advance(999);
    expect(breaker.acquire()).toBeUndefined();
    advance(1);
    expect(breaker.state).toBe('halfOpen');
    expect(breaker.acquire()).toEqual({ generation: 2, trial: true });
    expect(breaker.acquire()).toBeUndefined();
  });

  it('closes when the trial call succeeds', () => {
    const { breaker, changes, fail, advance } = breakerAt(1, 1_000);
    fail();
    advance(1_000);
    const trial = breaker.acquire();
    if (!trial) throw new Error('expected a trial');
    breaker.succeeded(trial);
    expect(breaker.state).toBe('closed');
    expect(breaker.acquire()).toEqual({ generation: 3, trial: false });
    expect(changes).toEqual(['open', 'halfOpen', 'closed']);
  });

  it('opens for another cooldown when the trial call fails', () => {
    const { breaker, changes, fail, advance } = breakerAt(1, 1_000);
    fail();
    advance(1_000);
    fail();
    expect(breaker.state).toBe('open');
    expect(breaker.retryAfterMs()).toBe(1_000);
    expect(changes).toEqual(['open', 'halfOpen', 'open']);
  });

  it('lets another trial out when the first ended without news of the provider', () => {
    const { breaker, fail, advance } = breakerAt(1, 1_000);
    fail();
    advance(1_000);
    const trial = breaker.acquire();
    if (!trial) throw new Error('expected a trial');
    breaker.released(trial);
    expect(breaker.state).toBe('halfOpen');
    expect(breaker.acquire()).toEqual({ generation: 2, trial: true });
  });

  it('ignores the outcome of calls let through before the circuit opened', () => {
    const { breaker, fail, advance } = breakerAt(2, 1_000);
    const early = breaker.acquire();
    if (!early) throw new Error('expected leave to call');
    fail();
    fail();
    breaker.succeeded(early);
    expect(breaker.state).toBe('open');
    advance(1_000);
    const trial = breaker.acquire();
    if (!trial) throw new Error('expected a trial');
    breaker.failed(early);
    expect(breaker.state).toBe('halfOpen');
    breaker.succeeded(trial);
    expect(breaker.state).toBe('closed');
  });

  it('refuses a threshold below 1', () => {
    expect(() => new CircuitBreaker({ threshold: 0, cooldownMs: 1 })).toThrow(RangeError);
  });
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Records what the client tells its observer. */
function recorder() {
  const requests: UpstreamCallRecord[] = [];
  const circuit: boolean[] = [];
  const observer: UpstreamObserver = {
    requestFinished: (record) => requests.push(record),
    circuitChanged: (_origin, open) => circuit.push(open),
  };
  return { observer, requests, circuit };
}

function clientFor(baseUrl: string, threshold: number, observer?: UpstreamObserver) {
  const client = new UpstreamClient({
    baseUrl,
    username: 'merchant',
    password: 's3cret',
    mediaVendor: 'acme',
    connections: 2,
    connectTimeoutMs: 1_000,
    headersTimeoutMs: 300,
    bodyTimeoutMs: 300,
    breaker: { threshold, cooldownMs: 60_000 },
    observer,
  });
  cleanups.push(() => client.close());
  return client;
}

async function rejection(promise: Promise<unknown>): Promise<UpstreamError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof UpstreamError)) throw new Error(`expected an UpstreamError, got ${String(err)}`);
  return err;
}

const accept = { accept: 'application/json' };
const post = { contentType: 'application/json', accept: 'application/json' };

describe('UpstreamClient circuit breaker', () => {
  it('fails fast after consecutive 5xx answers, without sending the request', async () => {
    const upstream = await startFakeUpstream((_req, res) => sendJson(res, 503, '{}'));
    cleanups.push(upstream.close);
    const { observer, requests, circuit } = recorder();
    const client = clientFor(`${upstream.url}/v1`, 2, observer);
    await client.get('/accounts/balance//AB12', accept);
    await client.get('/accounts/statements/', { ...accept, query: { accountNumber: 'AB12' } });
    const err = await rejection(client.post('/payouts/basicDisbursement', {}, post));
    expect(err).toBeInstanceOf(CircuitOpenError);
    expect(err.kind).toBe('unavailable');
    expect(upstream.seen.map((r) => r.url)).toEqual([
      '/v1/accounts/balance//AB12',
      '/v1/accounts/statements/?accountNumber=AB12',
    ]);
    expect(requests.map(({ durationSeconds: _d, ...rest }) => rest)).toEqual([
      { area: 'balances', method: 'GET', status: 503 },
      { area: 'statements', method: 'GET', status: 503 },
    ]);
    expect(circuit).toEqual([false, true]);
  });

  it('counts refused connections, including POSTs, as failures', async () => {
    const client = clientFor(`http://127.0.0.1:${await closedPort()}`, 2);
    expect((await rejection(client.post('/api/cardBin/panLookup', {}, post))).kind).toBe('unavailable');
    expect(await rejection(client.post('/api/cardBin/panLookup', {}, post))).not.toBeInstanceOf(
      CircuitOpenError,
    );
    expect(await rejection(client.get('/payouts/query', accept))).toBeInstanceOf(CircuitOpenError);
  });

  it('does not count 4xx answers or bodies that break the contract: the provider is up', async () => {
    const upstream = await startFakeUpstream((_req, res, index) =>
      index % 2 === 0 ? sendJson(res, 400, '{"customCode":"X"}') : sendHtml(res, 200, '<html>'),
    );
    cleanups.push(upstream.close);
    const client = clientFor(upstream.url, 1);
    await client.get('/payouts/events', accept);
    expect((await rejection(client.get('/payouts/events', accept))).kind).toBe('contractViolation');
    await client.get('/payouts/events', accept);
    expect(upstream.seen).toHaveLength(3);
  });

  it('has no breaker with a threshold of 0', async () => {
    const upstream = await startFakeUpstream((_req, res) => sendJson(res, 500, '{}'));
    cleanups.push(upstream.close);
    const client = clientFor(upstream.url, 0);
    for (let i = 0; i < 4; i++) await client.get('/payouts/events', accept);
    expect(upstream.seen).toHaveLength(4);
  });
});
