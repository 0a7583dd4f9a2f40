import fc from 'fast-check';
import { cardBinVersionHeader, defaultMediaVendor, mediaTypes } from '../../src/contract/index.ts';
import type { Area } from '../../src/sandbox/area.ts';
import { devCredentials } from '../../src/sandbox/config.ts';
import { panLike } from './robustnessWire.ts';

/** The headers of a hostile probe: mostly what the area expects, sometimes wrong media types or credentials. */

const types = mediaTypes(defaultMediaVendor);
const [[versionName, versionValue] = ['WP-Api-Version', '1']] = Object.entries(cardBinVersionHeader);
/** The dev credentials as a Basic authorization header. */
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
    case 'payouts':
      return { contentType: types.payouts, accept: types.payouts };
    case 'statements':
      return { contentType: types.json, accept: types.statements };
    case 'balances':
      return { contentType: types.json, accept: types.balances };
    default:
      return { contentType: types.json, accept: types.json };
  }
}

const printable = fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c));
/** Printable ASCII, with spaces inside: what an HTTP client lets through in a header value. */
const headerText = (maxLength: number) =>
  fc
    .string({ unit: fc.oneof(printable, fc.constant(' ')), maxLength })
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

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
      // The BIN lookup's required version header: mostly right, sometimes wrong or missing.
      apiVersion:
        area === 'cardBin'
          ? headerValue(versionValue, ['2', '1.0'], noise)
          : fc.constant<string | null>(null),
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
      if (h.apiVersion !== null) flat.push(versionName, h.apiVersion);
      return flat;
    });
}
