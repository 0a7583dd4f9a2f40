import fc from 'fast-check';
import { LosslessNumber } from 'lossless-json';
import { Client, type Dispatcher, Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../src/sandbox/http/types.ts';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';
import {
  authorization,
  exactPath,
  fuzzedRoutes,
  type Known,
  mediaOf,
  type Probe,
  type ProbeShape,
  panLike,
  probeArbitrary,
  templateFor,
} from './robustnessArbitraries.ts';

/**
 * Issue 2, "bad input never breaks it": whatever arrives on any route, the sandbox answers, with a 2xx or a 4xx
 * (never a 5xx), every 4xx carries the provider's error body, and no 4xx repeats a card-like number it was sent.
 */

// A liveness bound, not a timing assertion: a request the sandbox never answers fails instead of stalling the run.
const answerWithinMs = 5_000;

interface Answer {
  readonly status: number;
  readonly contentType: string;
  readonly text: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** What is wrong with a 4xx body, measured against `{httpStatusCode, message, customCode?, errors?}`. */
function errorBodyProblems(status: number, text: string): string[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`the ${status} body is not JSON: ${text.slice(0, 200)}`];
  }
  if (!isRecord(body)) return [`the ${status} body is not an object: ${text.slice(0, 200)}`];
  const { httpStatusCode, message, customCode, errors, ...rest } = body;
  const fieldMap =
    errors === undefined ||
    (isRecord(errors) &&
      Object.values(errors).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string')));
  return [
    ...(httpStatusCode === status ? [] : [`httpStatusCode ${String(httpStatusCode)} differs from ${status}`]),
    ...(typeof message === 'string' ? [] : ['message is not a string']),
    ...(customCode === undefined || typeof customCode === 'string' ? [] : ['customCode is not a string']),
    ...(fieldMap ? [] : ['errors is not a map of field to messages']),
    ...(Object.keys(rest).length === 0 ? [] : [`unexpected keys ${Object.keys(rest).join(', ')}`]),
  ];
}

/** Every 12-19 digit run the request carried, in the target (percent-decoded too), a header or the body. */
function sentDigitRuns(probe: Probe): string[] {
  const decoded = probe.target.replace(/%([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  const headerValues = probe.headers.filter((_v, i) => i % 2 === 1);
  const texts = [probe.target, decoded, ...headerValues, probe.body?.toString('latin1') ?? ''];
  return [...new Set(texts.flatMap((t) => t.match(/(?<!\d)\d{12,19}(?!\d)/g) ?? []))];
}

/** Everything the answer does wrong for this probe; empty when the sandbox behaved. */
function problemsOf(probe: Probe, answer: Answer): string[] {
  const { status, contentType, text } = answer;
  const summary = `${status} ${contentType} ${text.slice(0, 300)}`;
  if (status >= 200 && status < 300) return [];
  if (status < 400 || status >= 500) return [`answered ${summary}`];
  const html = probe.route.area === 'challenge' && contentType.startsWith('text/html');
  const shape = html
    ? []
    : contentType.includes('json')
      ? errorBodyProblems(status, text)
      : [`not JSON: ${summary}`];
  const echoed = sentDigitRuns(probe).filter((run) => text.includes(run));
  return [...shape, ...(echoed.length === 0 ? [] : [`echoes ${echoed.join(', ')}: ${summary}`])];
}

async function send(dispatcher: Dispatcher, origin: string, probe: Probe): Promise<Answer> {
  const res = await dispatcher.request({
    origin,
    path: probe.target,
    method: probe.method as Dispatcher.HttpMethod,
    headers: [...probe.headers],
    body: probe.body ?? null,
    headersTimeout: answerWithinMs,
    bodyTimeout: answerWithinMs,
  });
  const type = res.headers['content-type'];
  return { status: res.statusCode, contentType: String(type ?? ''), text: await res.body.text() };
}

// ---- bodies -------------------------------------------------------------------------------------------------

/** fast-check's `anything` turned into a JSON tree; bigints stay exact numbers, `__proto__` stays a plain key. */
function toJson(value: unknown): unknown {
  if (typeof value === 'bigint') return new LosslessNumber(value.toString());
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Map) return [...value.entries()].map(([k, v]) => [toJson(k), toJson(v)]);
  if (value instanceof Set) return [...value].map(toJson);
  if (value instanceof Number || value instanceof String || value instanceof Boolean) {
    return toJson(value.valueOf());
  }
  if (ArrayBuffer.isView(value)) return Array.from(value as unknown as ArrayLike<unknown>, toJson);
  if (Array.isArray(value)) return Array.from(value, toJson);
  if (typeof value !== 'object') return null;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = toJson((value as Record<string, unknown>)[key]);
    Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

const edgeNumbers = fc
  .constantFrom(
    '1e400',
    '-1e400',
    '123456789012345678901234567890',
    '1.5e-999',
    '-0',
    '9007199254740993',
    '9007199254740991',
  )
  .map((text) => new LosslessNumber(text));
const edgeStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'null',
  '<b>x</b>',
  '../../etc',
  '\u202Eevil',
  '💳',
  '\uFEFF',
);

/** Any JSON value, with numbers JavaScript cannot hold, card-like digits and odd strings mixed in. */
const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .anything({
        maxDepth: 3,
        withBigInt: true,
        withDate: true,
        withMap: true,
        withSet: true,
        withTypedArray: true,
        withNullPrototype: true,
        withBoxedValues: true,
        withSparseArray: true,
      })
      .map(toJson),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: edgeNumbers },
  { weight: 1, arbitrary: edgeStrings },
  {
    weight: 1,
    arbitrary: fc.oneof(
      panLike,
      panLike.map((digits) => new LosslessNumber(digits.replace(/^0/, '4'))),
    ),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 1000, maxLength: 5000 }) },
);

/**
 * JSON text with LosslessNumber values written digit for digit. lossless-json's own stringify refuses numbers
 * that underflow a double (`1.5e-999`), and those are exactly the ones worth sending.
 */
function stringify(value: unknown): string | undefined {
  const numbers: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) =>
    v instanceof LosslessNumber ? `\u0000${numbers.push(v.value) - 1}\u0000` : v,
  );
  return text?.replace(/"\\u0000(\d+)\\u0000"/g, (_match, i: string) => numbers[Number(i)] ?? 'null');
}

const encodeJson = (value: unknown) => Buffer.from(stringify(value) ?? 'null', 'utf8');

/** The body as the route's area posts it: an HTML form for the challenge pages, JSON elsewhere. */
function encodeFor(route: Route, value: unknown): Buffer {
  if (route.area !== 'challenge' || !isRecord(value)) return encodeJson(value);
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(value))
    form.append(k, typeof v === 'string' ? v : (stringify(v) ?? ''));
  return Buffer.from(form.toString(), 'utf8');
}

type Path = readonly string[];
const removed = Symbol('removed');

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (!isRecord(value) && !Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
}

function setAt(root: unknown, path: Path, replacement: unknown): void {
  let node = root;
  for (const key of path.slice(0, -1))
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined;
  const last = path.at(-1);
  if (last === undefined || (!isRecord(node) && !Array.isArray(node))) return;
  const target = node as Record<string, unknown>;
  if (replacement === removed) delete target[last];
  else
    Object.defineProperty(target, last, {
      value: replacement,
      enumerable: true,
      writable: true,
      configurable: true,
    });
}

/** The route's real request with one to four fields replaced by anything or removed, and junk keys added. */
function shapedBody(route: Route, known: Known): fc.Arbitrary<Buffer | undefined> {
  const template = templateFor(route, known);
  if (template === undefined) return fc.constant(undefined);
  const paths = pathsOf(template);
  const edit = fc.tuple(
    paths.length === 0 ? fc.constant<Path>([]) : fc.constantFrom(...paths),
    fc.oneof({ weight: 5, arbitrary: jsonish }, fc.constant(removed)),
  );
  return fc
    .tuple(
      fc.array(edit, { minLength: 1, maxLength: 4 }),
      fc.dictionary(fc.string(), jsonish, { maxKeys: 2 }),
    )
    .map(([edits, extra]) => {
      const copy: unknown = structuredClone(template);
      for (const [path, value] of edits) setAt(copy, path, value);
      for (const [k, v] of Object.entries(extra)) setAt(copy, [k], v);
      return encodeFor(route, copy);
    });
}

const templateText = (route: Route, known: Known) => stringify(templateFor(route, known) ?? {}) ?? '{}';

function malformedBody(route: Route, known: Known): fc.Arbitrary<Buffer | undefined> {
  const text = templateText(route, known);
  return fc
    .oneof(
      fc.constantFrom(
        '{',
        '{"a":}',
        "{'a':1}",
        '{"a":1,}',
        'undefined',
        'NaN',
        '{"a":01}',
        '\u0000',
        '{"a":"\\x"}',
        '{"a":"\\ud800"}',
        '1',
        '"text"',
        '[]',
        'null',
        'true',
        '{"a":1}{"b":2}',
        '  {}  ',
        '\uFEFF{}',
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
      ),
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc.nat({ max: text.length }).map((at) => text.slice(0, at)),
      fc
        .tuple(fc.nat({ max: text.length }), fc.string({ minLength: 1, maxLength: 4 }))
        .map(([at, junk]) => `${text.slice(0, at)}${junk}${text.slice(at)}`),
    )
    .map((t) => Buffer.from(t, 'utf8'));
}

const invalidUtf8 = [
  [0xc3, 0x28],
  [0xff],
  [0xfe, 0xff],
  [0xed, 0xa0, 0x80],
  [0xf0, 0x9f, 0x98],
  [0xc0, 0xaf],
  [0x80],
];

function nonUtf8Body(route: Route, known: Known): fc.Arbitrary<Buffer | undefined> {
  const text = templateText(route, known);
  return fc.oneof(
    fc.uint8Array({ minLength: 1, maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    fc
      .tuple(fc.nat({ max: text.length }), fc.constantFrom(...invalidUtf8))
      .map(([at, bytes]) =>
        Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(bytes), Buffer.from(text.slice(at))]),
      ),
    fc.constantFrom('utf16le', 'latin1' as const).map((encoding) => Buffer.from(`\uFEFF${text}é`, encoding)),
  );
}

/** Nesting deep enough to exhaust a recursive walker, still under the 64 KiB limit. */
const deepBody = fc
  .record({
    depth: fc.integer({ min: 100, max: 9_000 }),
    arrays: fc.boolean(),
    key: fc.constantFrom('merchant', 'instruction', 'x'),
  })
  .map(({ depth, arrays, key }) => {
    const inner = arrays
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    return Buffer.from(`{"${key}":${inner}}`, 'utf8');
  });

// ---- properties ---------------------------------------------------------------------------------------------

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
