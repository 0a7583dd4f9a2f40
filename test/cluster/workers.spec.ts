import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase } from '../../scripts/privatePostgres.ts';
import type { LoggedRequest } from '../../src/sandbox/requestLog.ts';
import { type FreshAnswer, postFresh, streamFresh } from '../support/freshConnection.ts';
import { fastAccessInput, locationOfId } from '../support/payouts.ts';
import { startTestRedis, type TestRedis } from '../support/redisServer.ts';

const minute = 60_000;
const hour = 60 * minute;
const callers = {
  reader: 'reader-key-0123456789abcdefghij',
  payer: 'payer-key-0123456789abcdefghijk',
  limited: 'limited-key-0123456789abcdefghi',
  watcher: 'watcher-key-0123456789abcdefghi',
};
const apiKeys = Object.entries(callers)
  .map(([name, secret]) => `${name}:${secret}:PAY7X2|7Z1UAK`)
  .join(',');
const budget = 100;

const createPayoutQuery =
  'mutation ($input: CreatePayoutInput!) { createPayout(input: $input) { replayed payout { id } } }';
const updatesQuery = 'subscription ($id: ID!) { payoutUpdated(id: $id) { outcome } }';

let redis: TestRedis;
let child: ChildProcess;
let exited: Promise<number | null>;
const lines: string[] = [];
const listeners: Array<(line: string) => boolean> = [];
let url: string;
let control: string;
let workerPids: string[];

/** Resolves with the first capture of `pattern` in a line the process printed, earlier lines included. */
function lineMatching(pattern: RegExp): Promise<string> {
  return new Promise((resolve) => {
    const test = (line: string) => {
      const match = pattern.exec(line);
      if (match) resolve(match[1] ?? match[0]);
      return match !== null;
    };
    if (!lines.some(test)) listeners.push(test);
  });
}

const as = (caller: keyof typeof callers) => ({ authorization: `Bearer ${callers[caller]}` });
const servedBy = (answer: FreshAnswer) => String(answer.headers['x-served-by']);

async function sandbox(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${control}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.status === 204 ? undefined : res.json();
}

const upstreamCalls = async () =>
  ((await sandbox('GET', 'requests')) as { requests: LoggedRequest[] }).requests;
const clearUpstream = () => sandbox('DELETE', 'requests');
const advanceClock = (advanceMs: number) => sandbox('POST', 'clock', { advanceMs });

/** Creates a fast-access payout as `watcher`; its id and the worker that created it. */
async function createPayout(): Promise<{ id: string; worker: string }> {
  const answer = await postFresh(
    url,
    { query: createPayoutQuery, variables: { input: fastAccessInput('Ada Lovelace') } },
    as('watcher'),
  );
  const id = (answer.body as { data?: { createPayout: { payout: { id: string } } } }).data?.createPayout
    .payout.id;
  if (id === undefined) throw new Error(`createPayout failed: ${JSON.stringify(answer.body)}`);
  return { id, worker: servedBy(answer) };
}

/** Opens streams of `id` on new connections until one is served by a worker `wanted` accepts (others closed). */
async function streamOn(id: string, wanted: (worker: string) => boolean) {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const stream = await streamFresh(`${url}/stream`, updatesQuery, { id }, as('watcher'));
    if (wanted(stream.servedBy)) return stream;
    stream.close();
  }
  throw new Error('no stream reached the wanted worker');
}

const outcomeOf = (event: unknown) =>
  event === 'end'
    ? 'end'
    : ((event as { data?: { payoutUpdated?: { outcome: string } } }).data?.payoutUpdated?.outcome ??
      JSON.stringify(event));

beforeAll(async () => {
  redis = await startTestRedis();
  const databaseUrl = await createEmptyDatabase(inject('postgresUrl'));
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: {
      ...process.env,
      WORKERS: '2',
      REDIS_URL: redis.url,
      DATABASE_URL: databaseUrl,
      IDEMPOTENCY_FINGERPRINT_KEY: 'cluster-test-fingerprint-key-0123456789',
      PORT: '0',
      SANDBOX_PORT: '0',
      SANDBOX_CONTROL: 'true',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      API_KEYS: apiKeys,
      RATE_LIMIT_POINTS: String(budget),
      // A payout received before now (by the gateway's clock) is polled every 50 ms; one whose receipt lies ahead
      // (created after the sandbox clock was moved forward) only once, as its first read: see the last tests.
      PAYOUT_WATCH_INTERVALS_MS: '3600000,50',
      PAYOUT_WATCH_AGES_MS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      for (const listener of [...listeners])
        if (listener(line)) listeners.splice(listeners.indexOf(listener), 1);
    });
  }
  url = await lineMatching(/^GraphQL API:\s+(\S+)/);
  workerPids = (await lineMatching(/^Workers:\s+2 processes \(pids ([\d, ]+)\)/)).split(', ');
  control = await lineMatching(/control API at (\S+)/);
}, 180_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await redis.stop();
});

describe('WORKERS=2: two gateway processes behind one port behave as one', () => {
  it('serves requests from both workers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postFresh(url, { query: '{ __typename }' }, as('reader'))),
    );
    expect(answers.map((a) => (a.body as { data?: unknown }).data)).toEqual(
      Array(6).fill({ __typename: 'Query' }),
    );
    expect(new Set(answers.map(servedBy))).toEqual(new Set(workerPids));
  });

  it('sends a payout once when its reference arrives on both workers at the same time', async () => {
    await clearUpstream();
    const input = fastAccessInput('Ada Lovelace');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        postFresh(url, { query: createPayoutQuery, variables: { input } }, as('payer')),
      ),
    );
    expect(new Set(answers.map(servedBy))).toEqual(new Set(workerPids));
    const posts = (await upstreamCalls()).filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual(['/payouts/fastAccess']);
    // One answer carries the payout the provider made, each other its replay or the key still being in use.
    const kinds = answers.map(({ body }) => {
      const { data, errors } = body as {
        data?: { createPayout: { replayed: boolean; payout: { id: string } } } | null;
        errors?: { extensions: { code: string; reason?: string } }[];
      };
      if (data?.createPayout) return data.createPayout.replayed ? 'replayed' : 'sent';
      return `${errors?.[0]?.extensions.code} ${errors?.[0]?.extensions.reason}`;
    });
    expect(kinds.filter((kind) => kind === 'sent')).toEqual(['sent']);
    expect(
      kinds.filter(
        (kind) => kind !== 'sent' && kind !== 'replayed' && kind !== 'IDEMPOTENCY_CONFLICT IN_PROGRESS',
      ),
    ).toEqual([]);
    const ids = new Set(
      answers.flatMap(({ body }) => {
        const id = (body as { data?: { createPayout: { payout: { id: string } } } | null }).data?.createPayout
          .payout.id;
        return id === undefined ? [] : [id];
      }),
    );
    expect(ids.size).toBe(1);
  });

  it('shares one rate limit budget: a caller gets exactly its budget across both workers', async () => {
    const statuses: number[] = [];
    const workers = new Set<string>();
    // 150 cheap queries (cost 1 each), ten at a time, each on a new connection.
    for (let round = 0; round < 15; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => postFresh(url, { query: '{ __typename }' }, as('limited'))),
      );
      for (const answer of answers) {
        statuses.push(answer.status);
        workers.add(servedBy(answer));
      }
    }
    expect(workers).toEqual(new Set(workerPids));
    expect(statuses.filter((status) => status === 200).length).toBe(budget);
    expect(statuses.filter((status) => status === 429).length).toBe(150 - budget);
  });

  it('streams a payout created through one worker to watchers on both, walking to its end', async () => {
    const { id, worker } = await createPayout();
    const elsewhere = await streamOn(id, (w) => w !== worker);
    const here = await streamOn(id, (w) => w === worker);
    expect([await here.next(), await elsewhere.next()].map(outcomeOf)).toEqual(['REQUESTED', 'REQUESTED']);
    const walks: string[][] = [[], []];
    for (const advance of [minute, 4 * minute, 24 * hour]) {
      await advanceClock(advance);
      const outcomes = await Promise.all([here.next(), elsewhere.next()]);
      for (const [i, event] of outcomes.entries()) walks[i]?.push(outcomeOf(event));
    }
    expect(walks).toEqual([
      ['PENDING', 'APPROVED', 'DISBURSED'],
      ['PENDING', 'APPROVED', 'DISBURSED'],
    ]);
    expect([outcomeOf(await here.next()), outcomeOf(await elsewhere.next())]).toEqual(['end', 'end']);
  });

  it('reads a watched payout from the provider once for watchers on both workers', async () => {
    // Created after the sandbox clock moved an hour ahead, the payout's receipt lies ahead of the gateway's
    // clock: its poll interval is the first one (an hour), so every provider call here is a first read.
    await advanceClock(hour);
    const { id } = await createPayout();
    await clearUpstream();
    const first = await streamFresh(`${url}/stream`, updatesQuery, { id }, as('watcher'));
    expect(outcomeOf(await first.next())).toBe('REQUESTED');
    // Any stream tried on the first one's worker joins the poller already there: no provider call.
    const second = await streamOn(id, (w) => w !== first.servedBy);
    expect(outcomeOf(await second.next())).toBe('REQUESTED');
    expect((await upstreamCalls()).map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET ${locationOfId(id)}`,
    ]);
    first.close();
    second.close();
  });

  it('replaces a worker that dies, after a back-off, and serves on with both', async () => {
    const [killed, survivor] = workerPids;
    process.kill(Number(killed), 'SIGKILL');
    await lineMatching(
      new RegExp(
        `"pid":${killed},"code":null,"signal":"SIGKILL","deathsInARow":1,"restartInMs":500,"msg":"worker died; starting another"`,
      ),
    );
    const replacement = await lineMatching(/"pid":(\d+),"msg":"worker replaced"/);
    const seen = new Set<string>();
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => postFresh(url, { query: '{ __typename }' }, as('reader'))),
      );
      for (const answer of answers) seen.add(servedBy(answer));
    }
    expect(seen).toEqual(new Set([survivor, replacement]));
  }, 120_000);

  it('drains both workers on SIGTERM to the primary, finishing the request in flight, and exits 0', async () => {
    await sandbox('POST', 'faults', { area: 'balances', latencyMs: 500, remaining: 1 });
    await clearUpstream();
    const inFlight = postFresh(
      url,
      { query: '{ account(accountNumber: "QS7M0UKCLFL8MODV") { currency } }' },
      as('reader'),
    );
    while ((await upstreamCalls()).length < 1) await sleep(10);
    child.kill('SIGTERM');
    const answer = await inFlight;
    expect({ status: answer.status, data: (answer.body as { data?: unknown }).data }).toEqual({
      status: 200,
      data: { account: { currency: 'GBP' } },
    });
    expect(await exited).toBe(0);
    expect(lines.filter((line) => line.includes('"msg":"shut down"')).length).toBe(3);
  }, 60_000);
});
