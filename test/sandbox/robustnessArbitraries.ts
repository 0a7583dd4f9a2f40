import fc from 'fast-check';
import { defaultMediaVendor, mediaTypes, paths } from '../../src/contract/index.ts';
import { devCredentials } from '../../src/sandbox/config.ts';
import type { Area, Route } from '../../src/sandbox/http/types.ts';
import { allRoutes } from '../../src/sandbox/routes/index.ts';
import { challengePaths, walletAuthenticatePath } from '../../src/sandbox/routes/threeDs/routePaths.ts';

/**
 * Generators of hostile requests for the sandbox robustness properties: every route, with junk in the path, the
 * query, the headers and the body. Values from the generated world are mixed in so that some requests get past
 * the first checks and reach the deeper validation.
 */

/** Real identifiers of the sandbox's world, so that some requests name things that exist. */
export interface Known {
  readonly entity: string;
  readonly accountNumber: string;
  readonly ubr: string;
  readonly paymentId: string;
}

/** One request to send: the target is sent byte for byte, never normalised by a URL parser. */
export interface Probe {
  readonly route: Route;
  readonly method: string;
  /** Path and query exactly as they go on the request line. */
  readonly target: string;
  /** Flat name/value list, so a header may repeat. */
  readonly headers: readonly string[];
  readonly body?: Buffer;
  /** Prints the probe in a failure report (fast-check's hook). */
  readonly [fc.toStringMethod]?: () => string;
}

const types = mediaTypes(defaultMediaVendor);
export const authorization = `Basic ${Buffer.from(`${devCredentials.username}:${devCredentials.password}`).toString('base64')}`;

/** The media types each area expects: what a well-behaved client sends. */
export function mediaOf(area: Area): { readonly contentType: string; readonly accept: string } {
  switch (area) {
    case 'paymentItems':
      return { contentType: types.json, accept: types.accountPayouts };
    case 'threeDs':
      return { contentType: types.verifications, accept: types.verifications };
    case 'sales':
      return { contentType: types.paymentsRequest, accept: types.paymentsResponse };
    case 'challenge':
      return { contentType: 'application/x-www-form-urlencoded', accept: 'text/html' };
    default:
      return { contentType: types.json, accept: types.json };
  }
}

/** Percent-encodes UTF-8 bytes (lone surrogates become U+FFFD), keeping only unreserved characters. */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const printable = fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c));
/** Printable ASCII, with spaces inside: what an HTTP client lets through in a header value. */
const headerText = (maxLength: number) =>
  fc
    .string({ unit: fc.oneof(printable, fc.constant(' ')), maxLength })
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** Digit strings a card number could be: the ones no 4xx answer may repeat. */
export const panLike = fc.oneof(
  fc.stringMatching(/^\d{12,19}$/),
  fc.constantFrom('4444333322221111', '5555555555554444', '4917610000000000003', '378282246310005'),
);

const percentJunk = fc.constantFrom(
  '%',
  '%z',
  '%zz',
  '%00',
  '%2F',
  '%2f',
  '%2e%2e',
  '..',
  '.',
  '%E0%A4',
  '%C3%28',
  '%FF%FE',
  '%ED%A0%80',
  '%F0%9F%98',
  '%25',
  '%3F',
  '%23',
  '%u0041',
  '%0D%0A',
);

/** One path or query component as it goes on the wire. */
const wireComponent = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).map(percentEncode) },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.oneof(percentJunk, fc.stringMatching(/^[A-Za-z0-9._~-]{1,8}$/)), {
        minLength: 1,
        maxLength: 6,
      })
      .map((parts) => parts.join('')),
  },
  { weight: 2, arbitrary: panLike },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }).map(percentEncode) },
  // Long, but within the request-line limit of Node's HTTP parser, which answers 431 before the sandbox sees it.
  { weight: 1, arbitrary: fc.string({ minLength: 300, maxLength: 3000 }).map(percentEncode) },
);

function pathArbitrary(route: Route, known: Known): fc.Arbitrary<string> {
  const knownValue = fc.constantFrom(known.accountNumber, known.ubr, known.paymentId, known.entity, 'query');
  const segment = fc.oneof({ weight: 4, arbitrary: wireComponent }, { weight: 1, arbitrary: knownValue });
  const parts = route.pattern.split('/');
  const filled = fc.tuple(...parts.map((p) => (p.startsWith(':') ? segment : fc.constant(p))));
  return fc
    .tuple(filled, fc.constantFrom('exact', 'exact', 'exact', 'exact', 'trailingSlash', 'extraSegment'))
    .map(([segments, variant]) => {
      const path = segments.join('/');
      if (variant === 'trailingSlash') return `${path}/`;
      if (variant === 'extraSegment') return `${path}/extra`;
      return path;
    });
}

const dayMs = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * dayMs).toISOString().slice(0, 10);

/** A query that passes the route's checks, so that junk added to it reaches the rules behind them. */
function baselineQuery(route: Route, known: Known): string {
  const q = new URLSearchParams();
  if (route.pattern === paths.accountStatements) {
    q.set('accountNumber', known.accountNumber);
    q.set('startDate', `${isoDay(-20)}T00:00:00Z`);
    q.set('endDate', `${isoDay(-2)}T00:00:00Z`);
  } else if (route.pattern === paths.accountBalanceByEntity) {
    q.set('entity', known.entity);
  } else if (route.pattern === paths.paymentItemsByFilter) {
    q.set('entity', known.entity);
    q.set('startDate', isoDay(-20));
    q.set('endDate', isoDay(-2));
  } else if (route.pattern === paths.payoutsQuery) {
    q.set('transactionReference', 'robustness-ref');
    q.set('entity', known.entity);
  }
  return q.toString();
}

const queryKey = fc.oneof(
  fc.constantFrom(
    'entity',
    'accountNumber',
    'startDate',
    'endDate',
    'pageNumber',
    'pageSize',
    'transactionReference',
    'currency',
    'amount',
    'payeeName',
    'narrative',
    'paymentReference',
    'merchantReference',
    'beneficiaryAccountNumber',
  ),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const queryValue = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  panLike,
  fc.constantFrom('', ' ', '-1', '0', '1e3', '99999999999999999999', '2024-02-30', 'NaN', 'null', '[]', '{}'),
  fc.string({ minLength: 100, maxLength: 600 }),
);

/** Arbitrary keys and values, repeated keys included, some pairs with raw percent junk. */
function queryArbitrary(route: Route, known: Known): fc.Arbitrary<string> {
  const pair = fc.oneof(
    fc.tuple(queryKey, queryValue).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`),
    fc.tuple(wireComponent, fc.option(wireComponent)).map(([k, v]) => (v === null ? k : `${k}=${v}`)),
  );
  return fc
    .tuple(fc.boolean(), fc.array(pair, { maxLength: 8 }), fc.constantFrom('&', '&', ';', '&&'))
    .map(([withBaseline, pairs, separator]) => {
      const all = [withBaseline ? baselineQuery(route, known) : '', ...pairs].filter((p) => p !== '');
      return all.length === 0 ? '' : `?${all.join(separator)}`;
    });
}

const wrongContentTypes = [
  'text/plain',
  'text/plain; charset=utf-8',
  'multipart/form-data; boundary=----sandbox',
  'application/json; charset=iso-8859-1',
  'application/json;charset=utf-16',
  'APPLICATION/JSON',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  types.accountPayouts,
  ';;;',
  'application/json, text/plain',
];

const wrongAccepts = [
  '*/*',
  'text/html',
  'application/xml',
  'application/json;q=0',
  'application/*',
  types.accountPayouts.replace('-v2', '-v1'),
  `${types.accountPayouts}, ${types.accountPayouts.replace('-v2', '-v3')}`,
  ',,,;',
  types.verifications,
  types.paymentsResponse,
];

/** Mostly the expected value, sometimes a wrong one, junk, or nothing at all. */
function headerValue(expected: string, wrong: readonly string[], noise: number): fc.Arbitrary<string | null> {
  if (noise === 0) return fc.constant(expected);
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(expected) },
    {
      weight: noise,
      arbitrary: fc.constantFrom(...wrong, `${expected}; charset=utf-8`, expected.toUpperCase()),
    },
    { weight: noise, arbitrary: headerText(80) },
    { weight: noise, arbitrary: fc.constant(null) },
  );
}

const wrongCredentials = [
  'Basic',
  'Basic %%%',
  'Bearer sandbox-secret',
  `Basic ${Buffer.from('sandbox-merchant:').toString('base64')}`,
  `Basic ${Buffer.from(':sandbox-secret').toString('base64')}`,
  `Basic ${Buffer.from('sändbox:sëcret\u{1F600}').toString('base64')}`,
  `${authorization}, ${authorization}`,
];

/** The headers of a probe; `noise` 0 sends exactly what the area expects. */
export function headersArbitrary(area: Area, noise: number): fc.Arbitrary<string[]> {
  const media = mediaOf(area);
  return fc
    .record({
      authorization: headerValue(authorization, wrongCredentials, Math.min(noise, 1)),
      contentType: headerValue(media.contentType, wrongContentTypes, noise),
      accept: headerValue(media.accept, wrongAccepts, noise),
      callerId: fc.option(fc.oneof(headerText(20), headerText(300), panLike), { freq: 4 }),
      repeatAccept:
        noise === 0 ? fc.constant(null) : fc.option(fc.constantFrom(...wrongAccepts), { freq: 6 }),
    })
    .map((h) => {
      const flat: string[] = [];
      if (h.authorization !== null) flat.push('authorization', h.authorization);
      if (h.contentType !== null) flat.push('content-type', h.contentType);
      if (h.accept !== null) flat.push('accept', h.accept);
      if (h.repeatAccept !== null) flat.push('accept', h.repeatAccept);
      if (h.callerId !== null) flat.push('x-caller-id', h.callerId);
      return flat;
    });
}

/** Where the probe goes and with what headers; the body comes from the property. */
export interface ProbeShape {
  readonly known: Known;
  readonly routes: readonly Route[];
  readonly body: (route: Route) => fc.Arbitrary<Buffer | undefined>;
  /** Weight of each kind of wrong header value against 8 for the expected one (0: always the expected ones). */
  readonly headerNoise: number;
  readonly junkPaths: boolean;
  readonly junkQueries: boolean;
  readonly wrongMethods: boolean;
}

/** Routes the properties cover: every provider route, the challenge pages and the control API. */
export const fuzzedRoutes: readonly Route[] = allRoutes;

export function probeArbitrary(shape: ProbeShape): fc.Arbitrary<Probe> {
  return fc.constantFrom(...shape.routes).chain((route) =>
    fc
      .record({
        method: shape.wrongMethods
          ? fc.oneof(
              { weight: 5, arbitrary: fc.constant(route.method) },
              fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
            )
          : fc.constant(route.method),
        path: shape.junkPaths
          ? pathArbitrary(route, shape.known)
          : fc.constant(exactPath(route, shape.known)),
        query: shape.junkQueries ? queryArbitrary(route, shape.known) : fc.constant(''),
        headers: headersArbitrary(route.area, shape.headerNoise),
        body: shape.body(route),
      })
      .map(({ method, path, query, headers, body }) =>
        described({
          route,
          method,
          target: `${path}${query}`,
          headers,
          ...(body === undefined ? {} : { body }),
        }),
      ),
  );
}

/** How fast-check prints a counterexample: short enough to read, exact enough to replay. */
function described(probe: Probe): Probe {
  const shown = (text: string) => JSON.stringify(text.length > 400 ? `${text.slice(0, 400)}…` : text);
  const body = probe.body ? `${shown(probe.body.toString('latin1'))} (${probe.body.length} bytes)` : 'none';
  const text = `${probe.method} ${shown(probe.target)} headers ${JSON.stringify(probe.headers)} body ${body}`;
  return { ...probe, [fc.toStringMethod]: () => text };
}

/** The route's path with its parameters filled with values the world holds. */
export function exactPath(route: Route, known: Known): string {
  const values: Record<string, string> = {
    accountNumber: known.accountNumber,
    ubr: known.ubr,
    paymentId: known.paymentId,
    resource: 'robustness',
  };
  return route.pattern
    .split('/')
    .map((p) => (p.startsWith(':') ? (values[p.slice(1).replace('*', '')] ?? 'x') : p))
    .join('/');
}

const futureYear = new Date().getUTCFullYear() + 3;

/**
 * A valid request of each POST route, as the route's own tests send it; the shaped-body property breaks them field
 * by field. Routes without a body (GETs) have none.
 */
export function templateFor(route: Route, known: Known): Record<string, unknown> | undefined {
  const merchant = { entity: known.entity };
  const card = {
    type: 'card/plain',
    cardHolderName: 'APPROVED',
    cardNumber: '4444333322221111',
    cardExpiryDate: { month: 12, year: futureYear },
  };
  switch (route.pattern) {
    case paths.payoutsBasicDisbursement:
    case paths.payoutsFastAccess:
      return {
        transactionReference: 'robustness-payout',
        merchant,
        instruction: {
          narrative: { line1: 'Sandbox Merchant', line2: 'Refund 42' },
          value: { amount: 2500, currency: 'GBP' },
          payoutInstrument: card,
        },
      };
    case paths.threeDsAuthenticate:
    case walletAuthenticatePath:
      return {
        transactionReference: 'robustness-3ds',
        merchant,
        instruction: {
          paymentInstrument: { ...card, type: 'card/front', cardHolderName: '3ds2-challenge-identified' },
          value: { currency: 'EUR', amount: 100 },
        },
        deviceData: { acceptHeader: '*/*', userAgentHeader: 'Robustness/1.0', ipAddress: '192.0.2.10' },
        challenge: { returnUrl: 'https://merchant.example/return', windowSize: '390x400' },
      };
    case paths.threeDsVerify:
      return { transactionReference: 'robustness-3ds', merchant, challenge: { reference: 'robustness-ref' } };
    case paths.cardBinLookup:
      return { merchant, cardNumber: '4444333322221111' };
    case paths.cardOnFileSale:
      return {
        transactionReference: 'robustness-sale',
        merchant,
        instruction: {
          value: { amount: 1250, currency: 'GBP' },
          narrative: { line1: 'Sandbox Shop' },
          paymentInstrument: {
            ...card,
            cvc: '123',
            billingAddress: {
              address1: '1 Main Street',
              postalCode: 'SW1A 1AA',
              countryCode: 'GB',
              city: 'London',
            },
          },
        },
      };
    case challengePaths.page:
    case challengePaths.complete:
      return { JWT: 'eyJhbGciOiJIUzI1NiJ9.eyJyZWZlcmVuY2UiOiJ4In0.c2ln', decision: 'pass' };
    case '/_sandbox/clock':
      return { advanceMs: 1000 };
    case '/_sandbox/faults':
      return { area: 'cardBin', latencyMs: 0, remaining: 1 };
    default:
      return route.method === 'POST' ? {} : undefined;
  }
}
