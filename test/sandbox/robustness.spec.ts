import fc from 'fast-check';
import { Client, Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../src/sandbox/http/types.ts';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';
import { fuzzedRoutes, type Probe, type ProbeShape, probeArbitrary } from './robustnessArbitraries.ts';
import { deepBody, encodeFor, jsonish, malformedBody, nonUtf8Body, shapedBody } from './robustnessBodies.ts';
import { authorization, mediaOf } from './robustnessHeaders.ts';
import { problemsOf, send } from './robustnessSupport.ts';
import { exactPath, type Known } from './robustnessTemplates.ts';

/**
 * Issue 2, "bad input never breaks it": whatever arrives on any route, the sandbox answers, with a 2xx or a 4xx
 * (never a 5xx), every 4xx carries the provider's error body, and no 4xx repeats a card-like number it was sent.
 */

describe('sandbox robustness against bad input', () => {
  let sandbox: RunningSandbox;
  let pool: Pool;
  let known: Known;

  beforeAll(async () => {
    sandbox = await startSandbox({ controlEnabled: true, port: 0 });
    pool = new Pool(sandbox.url, { connections: 2 });
    const { world } = sandbox.state;
    const item = world.allPaymentItems()[0];
    const entity = world.entities[0];
    const account = world.accounts[0];
    if (!item || !entity || !account) throw new Error('the generated world is empty');
    known = {
      entity: entity.id,
      accountNumber: account.accountNumber,
      ubr: item.ubr,
      paymentId: item.paymentId,
    };
  });
  afterAll(async () => {
    await pool.close();
    await sandbox.close();
  });

  const postRoutes = () => fuzzedRoutes.filter((r) => r.method === 'POST');

  /** Sends every probe of `shape` and expects nothing wrong with any answer. */
  async function holds(shape: Omit<ProbeShape, 'known'>, numRuns: number) {
    await fc.assert(
      fc.asyncProperty(probeArbitrary({ known, ...shape }), async (probe) => {
        // A fuzzed control request may arm a fault or move the clock; neither may leak into the next probe.
        sandbox.state.faults.clear();
        sandbox.state.requestLog.clear();
        sandbox.clock.reset();
        expect(problemsOf(probe, await send(pool, sandbox.url, probe))).toEqual([]);
        // The sandbox shares this process, so a `__proto__` key that reached a prototype would show here.
        expect(Object.prototype).not.toHaveProperty('polluted');
      }),
      { numRuns },
    );
  }

  const quiet = { headerNoise: 0, junkPaths: false, junkQueries: false, wrongMethods: false };

  it('answers any JSON value posted to any route with a 2xx or a 4xx error body', async () => {
    const body = (route: Route) => jsonish.map((value) => encodeFor(route, value));
    await holds({ ...quiet, routes: postRoutes(), body }, 250);
  });

  it('answers real requests with fields of the wrong type, missing or added with a 2xx or a 4xx error body', async () => {
    await holds({ ...quiet, routes: postRoutes(), body: (route) => shapedBody(route, known) }, 300);
  });

  it('answers malformed JSON and text that is no JSON object with a 4xx error body', async () => {
    await holds({ ...quiet, routes: postRoutes(), body: (route) => malformedBody(route, known) }, 200);
  });

  it('answers bodies that are not UTF-8 with a 4xx error body', async () => {
    await holds({ ...quiet, routes: postRoutes(), body: (route) => nonUtf8Body(route, known) }, 150);
  });

  it('answers deeply nested JSON with a 4xx error body', async () => {
    await holds({ ...quiet, routes: postRoutes(), body: () => deepBody }, 100);
  });

  it('answers wrong media types, credentials and methods and repeated headers with a 2xx or a 4xx error body', async () => {
    const body = (route: Route) =>
      fc.oneof(shapedBody(route, known), fc.constant(undefined), fc.constant(Buffer.alloc(0)));
    await holds({ ...quiet, routes: fuzzedRoutes, headerNoise: 2, wrongMethods: true, body }, 300);
  });

  it('answers junk path segments and query strings on every route with a 2xx or a 4xx error body', async () => {
    const body = (route: Route) => fc.oneof(shapedBody(route, known), fc.constant(undefined));
    const shape = {
      ...quiet,
      routes: fuzzedRoutes,
      junkPaths: true,
      junkQueries: true,
      headerNoise: 1,
      body,
    };
    await holds(shape, 300);
  });

  it('refuses a clock advance past the last date JavaScript can represent with a 4xx error body', async () => {
    const route = fuzzedRoutes.find((r) => r.method === 'POST' && r.pattern === '/_sandbox/clock');
    if (!route) throw new Error('no clock route');
    const probe: Probe = {
      route,
      method: 'POST',
      target: route.pattern,
      headers: ['content-type', 'application/json'],
      body: Buffer.from(`{"advanceMs":${Number.MAX_SAFE_INTEGER}}`),
    };
    sandbox.clock.reset();
    const answer = await send(pool, sandbox.url, probe);
    sandbox.clock.reset();
    expect(problemsOf(probe, answer)).toEqual([]);
    expect(answer.status).toBe(400);
  });

  it('answers a body over the size limit with 413 and keeps answering on the same connection', async () => {
    const oversized = fc.record({
      pattern: fc.constantFrom(...fuzzedRoutes.filter((r) => r.area !== 'control').map((r) => r.pattern)),
      size: fc.integer({ min: 64 * 1024 + 1, max: 1_000_000 }),
      json: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(oversized, async ({ pattern, size, json }) => {
        const route = fuzzedRoutes.find((r) => r.pattern === pattern);
        if (!route) throw new Error(`no route ${pattern}`);
        // One connection per run: what is under test is that connection's next request.
        const client = new Client(sandbox.url, { pipelining: 1 });
        try {
          const media = mediaOf(route.area);
          const probe: Probe = {
            route,
            method: route.method,
            target: exactPath(route, known),
            headers: [
              'authorization',
              authorization,
              'content-type',
              media.contentType,
              'accept',
              media.accept,
            ],
            body: json ? Buffer.from(`{"pad":"${'x'.repeat(size)}"}`) : Buffer.alloc(size, 0xff),
          };
          const answer = await send(client, sandbox.url, probe);
          expect({ status: answer.status, body: JSON.parse(answer.text) }).toEqual({
            status: 413,
            body: { httpStatusCode: 413, customCode: 'SBXG13', message: 'Request body too large' },
          });
          const { body: _sent, ...withoutBody } = probe;
          const next = await send(client, sandbox.url, {
            ...withoutBody,
            method: 'GET',
            target: '/_sandbox/clock',
            headers: [],
          }).then(
            (a) => `answered ${a.status}`,
            (err: unknown) => `no answer on the same connection: ${String(err)}`,
          );
          expect(next).toBe('answered 200');
        } finally {
          await client.destroy();
        }
      }),
      { numRuns: 12, endOnFailure: true },
    );
  }, 60_000);
});
