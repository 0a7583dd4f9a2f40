import fc from 'fast-check';
import { paths } from '../../src/contract/index.ts';
import type { Route } from '../../src/sandbox/http/types.ts';
import type { Known } from './robustnessTemplates.ts';

/**
 * The request line of a hostile probe: path segments and query strings with percent junk, card-like digits and
 * values of the generated world mixed in.
 */

/** Percent-encodes UTF-8 bytes (lone surrogates become U+FFFD), keeping only unreserved characters. */
function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

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

/** The route's path, its parameters filled with junk or known values, sometimes with a trailing slash or segment. */
export function pathArbitrary(route: Route, known: Known): fc.Arbitrary<string> {
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
export function queryArbitrary(route: Route, known: Known): fc.Arbitrary<string> {
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
