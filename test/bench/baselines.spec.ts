import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { basicAuthorization } from '../../bench/baselines/env.ts';
import { balanceScenario } from '../../bench/scenarios/balance.ts';
import { payoutScenario } from '../../bench/scenarios/payout.ts';
import { type ServerUnderTest, shippedStartCommand, startBaseline } from '../../bench/servers.ts';
import { payoutCall, recordedGets, saleCall, type UpstreamCall } from '../../bench/upstream/calls.ts';
import { type Fixtures, fixturesOf } from '../../bench/upstream/fixtures.ts';
import { record } from '../../bench/upstream/record.ts';
import { type StaticUpstream, startStaticUpstream } from '../../bench/upstream/staticServer.ts';
import { createEmptyDatabase } from '../../scripts/privatePostgres.ts';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';

/**
 * The benchmark's moving parts answer correctly (no timing here): the static upstream serves what the sandbox
 * answers, and the raw proxy and the naive gateway, started as the benchmark starts them, answer S1 with one call.
 */
let sandbox: RunningSandbox;
let fixtures: Fixtures;
let upstream: StaticUpstream;
const servers: ServerUnderTest[] = [];

async function send(baseUrl: string, call: UpstreamCall) {
  const res = await request(baseUrl + call.path, {
    method: call.method,
    headers: {
      authorization: basicAuthorization(fixtures),
      accept: call.accept,
      ...(call.contentType ? { 'content-type': call.contentType } : {}),
    },
    body: call.body,
  });
  return { status: res.statusCode, body: await res.body.text() };
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  fixtures = fixturesOf(sandbox);
  upstream = await startStaticUpstream(await record(sandbox, fixtures), 0);
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await upstream?.close();
  await sandbox?.close();
});

describe('the static upstream', () => {
  it("answers every request the scenarios make with the sandbox's answer, counting each", async () => {
    const calls = recordedGets(fixtures);
    const before = upstream.total();
    for (const call of calls) {
      const fromSandbox = await send(sandbox.url, call);
      expect(await send(upstream.url, call)).toEqual({
        status: 200,
        body: fromSandbox.body.replaceAll(sandbox.url, upstream.url),
      });
    }
    expect({ total: upstream.total() - before, misses: upstream.misses() }).toEqual({
      total: calls.length,
      misses: 0,
    });
  });

  it("answers each payout with a location of its own under the upstream's origin", async () => {
    const answers = await Promise.all(
      ['ref-a', 'ref-b'].map((r) => send(upstream.url, payoutCall(fixtures, r))),
    );
    const hrefs = answers.map((a) => {
      const body = JSON.parse(a.body) as { outcome: string; _links: Record<string, { href: string }> };
      expect({ status: a.status, outcome: body.outcome }).toEqual({
        status: 201,
        outcome: 'requestReceived',
      });
      return body._links['payouts:payout']?.href ?? '';
    });
    for (const href of hrefs) expect(href.startsWith(`${upstream.url}/payouts/bench`)).toBe(true);
    expect(hrefs[0]).not.toBe(hrefs[1]);
  });

  it("answers each sale with the sandbox's authorized sale, its links under the upstream's origin", async () => {
    const before = upstream.total();
    const answers = await Promise.all(
      ['sale-a', 'sale-b'].map((r) => send(upstream.url, saleCall(fixtures, r))),
    );
    for (const a of answers) {
      const body = JSON.parse(a.body) as { outcome: string; _links: Record<string, { href: string }> };
      expect({ status: a.status, outcome: body.outcome, upstreamCalls: upstream.total() - before }).toEqual({
        status: 201,
        outcome: 'authorized',
        upstreamCalls: 2,
      });
      expect(body._links['payments:events']?.href.startsWith(upstream.url)).toBe(true);
    }
  });

  it('answers a request it has no recording for with 404 and counts it as a miss', async () => {
    const misses = upstream.misses();
    const res = await send(upstream.url, { method: 'GET', path: '/accounts/balance//NOPE', accept: 'x' });
    expect({ status: res.status, misses: upstream.misses() - misses }).toEqual({ status: 404, misses: 1 });
  });
});

describe('the baselines on S1 (one account balance)', () => {
  it("the raw proxy returns the provider's balance body as it came, after one upstream call", async () => {
    const raw = await startBaseline('rawProxy.ts', shippedStartCommand(), upstream.url, fixtures);
    servers.push(raw);
    const expected = await send(upstream.url, recordedGets(fixtures)[0] as UpstreamCall);
    const before = upstream.total();
    const res = await request(raw.url + balanceScenario(fixtures).raw().path);
    expect({ status: res.statusCode, body: await res.body.text(), calls: upstream.total() - before }).toEqual(
      {
        status: 200,
        body: expected.body,
        calls: 1,
      },
    );
  }, 60_000);

  it('the naive gateway answers the balance as JSON.parse reads it, after one upstream call', async () => {
    const naive = await startBaseline('naiveGateway.ts', shippedStartCommand(), upstream.url, fixtures);
    servers.push(naive);
    const provider = JSON.parse(
      (await send(upstream.url, recordedGets(fixtures)[0] as UpstreamCall)).body,
    ) as {
      accounts: { balance: number; currency: string }[];
    };
    const account = provider.accounts[0];
    const before = upstream.total();
    const res = await request(naive.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(balanceScenario(fixtures).graphql()),
    });
    expect({ status: res.statusCode, body: await res.body.json(), calls: upstream.total() - before }).toEqual(
      {
        status: 200,
        body: {
          data: { account: { balance: { total: { amount: String(account?.balance), currency: 'GBP' } } } },
        },
        calls: 1,
      },
    );
  }, 60_000);
});

describe('Mercurius (bench/baselines/mercuriusGateway.ts)', () => {
  it('answers the balance as JSON.parse reads it, after one upstream call, compiled or not', async () => {
    const mercurius = await startBaseline(
      'mercuriusGateway.ts',
      shippedStartCommand(),
      upstream.url,
      fixtures,
    );
    servers.push(mercurius);
    const provider = JSON.parse(
      (await send(upstream.url, recordedGets(fixtures)[0] as UpstreamCall)).body,
    ) as {
      accounts: { balance: number }[];
    };
    const expected = {
      data: {
        account: { balance: { total: { amount: String(provider.accounts[0]?.balance), currency: 'GBP' } } },
      },
    };
    // jit: 1 compiles a query on its second sighting: both the interpreted and the compiled answer are checked.
    const answers = [];
    for (let i = 0; i < 2; i++) {
      const before = upstream.total();
      const res = await request(mercurius.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(balanceScenario(fixtures).graphql()),
      });
      answers.push({ status: res.statusCode, body: await res.body.json(), calls: upstream.total() - before });
    }
    expect(answers).toEqual([
      { status: 200, body: expected, calls: 1 },
      { status: 200, body: expected, calls: 1 },
    ]);
  }, 60_000);
});

describe('the naive gateway with its idempotency record', () => {
  it('sends a payout once per reference: the retry replays the stored answer without an upstream call', async () => {
    const databaseUrl = await createEmptyDatabase(inject('postgresUrl'));
    const naive = await startBaseline(
      'naiveGateway.ts',
      shippedStartCommand(),
      upstream.url,
      fixtures,
      databaseUrl,
    );
    servers.push(naive);
    const payout = JSON.stringify(payoutScenario(fixtures).graphql());
    const post = async () => {
      const before = upstream.total();
      const res = await request(naive.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: payout,
      });
      return { status: res.statusCode, body: await res.body.json(), calls: upstream.total() - before };
    };
    const first = await post();
    const retry = await post();
    const answer = (replayed: boolean) => ({
      data: {
        createPayout: {
          replayed,
          payout: { transactionReference: expect.any(String), outcome: 'REQUEST_RECEIVED' },
        },
      },
    });
    expect([first, retry]).toEqual([
      { status: 200, body: answer(false), calls: 1 },
      { status: 200, body: answer(true), calls: 0 },
    ]);
  }, 60_000);
});
