import { describe, expect, it } from 'vitest';
import { CardBinApi } from '../../src/datasources/cardBin/api.ts';
import { PayoutsApi } from '../../src/datasources/payouts/api.ts';
import { SalesApi } from '../../src/datasources/sales/api.ts';
import { ThreeDsApi } from '../../src/datasources/threeDs/api.ts';
import { rejection, scriptedUpstreams } from './scriptedUpstream.ts';

const upstreamAnswering = scriptedUpstreams();

describe('PayoutsApi', () => {
  const payoutBody = (outcome: string, links: string) =>
    `{"outcome":"${outcome}","receivedAt":"2024-01-02T03:04:05.123Z","_links":{${links}` +
    `"curies":[{"name":"payouts","href":"https://docs/{rel}","templated":true}]}}`;

  it('creates a payout, keeping the provider links, and follows them', async () => {
    const { client, seen, url } = await upstreamAnswering(
      [
        201,
        payoutBody(
          'queryRequired',
          `"payouts:payout":{"href":"/payouts/p1"},"payouts:update":{"href":"/payouts/p1/u"},`,
        ),
      ],
      [200, payoutBody('someNewOutcome', '')],
      [200, '{"outcome":"approved"}'],
    );
    const api = new PayoutsApi(client);
    const request = {
      transactionReference: 'order-1',
      merchant: { entity: 'ABC123' },
      instruction: {
        narrative: { line1: 'Shop' },
        value: { amount: 250, currency: 'GBP' },
        payoutInstrument: { type: 'card/tokenized' as const, href: 'https://tokens/t1' },
      },
    };
    const created = await api.create('fastAccess', request);
    expect(created).toEqual({
      outcome: 'queryRequired',
      receivedAt: '2024-01-02T03:04:05.123Z',
      links: { payout: '/payouts/p1', update: '/payouts/p1/u' },
      rawLinks: {
        'payouts:payout': { href: '/payouts/p1' },
        'payouts:update': { href: '/payouts/p1/u' },
        curies: [{ name: 'payouts', href: 'https://docs/{rel}', templated: true }],
      },
    });
    const polled = await api.get(`${url}/payouts/p1`);
    expect([polled.outcome, polled.links]).toEqual([
      'someNewOutcome',
      { payout: `${url}/payouts/p1`, update: undefined },
    ]);
    expect(api.resourceLocation(`${url}/payouts/p1`)).toBe('/payouts/p1');
    const update = await api.getUpdate('/payouts/p1/u');
    expect([update?.outcome, update?.links]).toEqual(['approved', { payout: undefined, update: undefined }]);
    expect(seen().map(([method, path, accept, type]) => [method, path, accept, type])).toEqual([
      [
        'POST',
        '/payouts/fastAccess',
        'application/vnd.acme.payouts-v3+json',
        'application/vnd.acme.payouts-v3+json',
      ],
      ['GET', '/payouts/p1', 'application/vnd.acme.payouts-v3+json', undefined],
      ['GET', '/payouts/p1/u', 'application/vnd.acme.payouts-v3+json', undefined],
    ]);
    expect(JSON.parse(seen()[0]?.[4] ?? '')).toEqual(request);
  });

  it('finds a payout by reference and refuses an answer without its location', async () => {
    const { client, seen } = await upstreamAnswering(
      [200, payoutBody('approved', '"payouts:payout":{"href":"/payouts/p9"},')],
      [200, '{"outcome":"approved"}'],
    );
    const api = new PayoutsApi(client);
    expect((await api.findByReference('order 9', 'ABC123')).links.payout).toBe('/payouts/p9');
    const err = await rejection(api.findByReference('order 9', 'ABC123'));
    expect([err.kind, err.message]).toEqual([
      'contractViolation',
      'Upstream payout query response does not match the contract: _links.payouts:payout.href: missing',
    ]);
    expect(seen()[0]?.[1]).toBe('/payouts/query?transactionReference=order+9&entity=ABC123');
  });
});

describe('ThreeDsApi', () => {
  const request = {
    transactionReference: 'order-3',
    merchant: { entity: 'ABC123' },
    instruction: {
      paymentInstrument: { type: 'card/tokenized' as const, href: 'https://tokens/t1' },
      value: { amount: 100, currency: 'EUR' },
    },
  };

  it('authenticates with the verifications media type and follows 3ds:verify', async () => {
    const challenged = `{"outcome":"challenged","transactionReference":"order-3","authentication":{"version":2},
      "challenge":{"reference":"r1","url":"https://acs/form","jwt":"j.w.t","payload":{"a":1}},
      "_links":{"3ds:verify":{"href":"/verifications/customers/3ds/verification"}}}`;
    const verified = `{"outcome":"authenticated","transactionReference":"order-3","authentication":{"version":"2.1.0",
      "authenticationValue":"AAA=","eci":"05","transactionId":"tx","cancellationIndicator":"09"}}`;
    const { client, seen } = await upstreamAnswering([201, challenged], [200, verified]);
    const api = new ThreeDsApi(client);
    const first = await api.authenticate(request);
    expect(first).toEqual({
      outcome: 'challenged',
      transactionReference: 'order-3',
      authentication: expect.objectContaining({ version: '2' }),
      challenge: { reference: 'r1', url: 'https://acs/form', jwt: 'j.w.t', payload: { a: 1 } },
      links: { verify: '/verifications/customers/3ds/verification', authenticate: undefined },
      rawLinks: { '3ds:verify': { href: '/verifications/customers/3ds/verification' } },
    });
    const second = await api.verify(first.links.verify, {
      transactionReference: 'order-3',
      merchant: { entity: 'ABC123' },
      challenge: { reference: 'r1' },
    });
    expect(second.authentication).toMatchObject({ eci: '05', cancellationIndicator: '09' });
    const type = 'application/vnd.acme.verifications.customers-v2.hal+json';
    expect(seen().map(([method, path, accept, contentType]) => [method, path, accept, contentType])).toEqual([
      ['POST', '/verifications/customers/3ds/authentication', type, type],
      ['POST', '/verifications/customers/3ds/verification', type, type],
    ]);
  });

  it('refuses a challenged answer without the challenge it needs', async () => {
    const { client } = await upstreamAnswering([200, '{"outcome":"challenged","challenge":{"url":"u"}}']);
    const err = await rejection(new ThreeDsApi(client).authenticate(request));
    expect(err.message).toBe(
      'Upstream authentication response does not match the contract: challenge.reference: custom; challenge.jwt: custom',
    );
  });
});

describe('CardBinApi and SalesApi', () => {
  it('looks a BIN up by card number or by token, the card number only in the body', async () => {
    const bin = `{"type":"pan","brand":"VISA","bin":"444433","binLength":"6","fundingType":"debit",
      "issuerName":"Bank","countryCode":"GB","currency":"GBP","dccAllowed":true,"anonymousPrepaid":"N",
      "category":"CONSUMER","multipleAccountAccess":"N"}`;
    const { client, seen } = await upstreamAnswering([200, bin], [200, bin]);
    const api = new CardBinApi(client);
    expect(await api.lookup({ entity: 'ABC123', cardNumber: '4444333322221111' })).toEqual({
      type: 'pan',
      brand: ['VISA'],
      bin: '444433',
      binLength: 6,
      fundingType: 'debit',
      issuerName: 'Bank',
      countryCode: 'GB',
      currency: 'GBP',
      dccAllowed: true,
      anonymousPrepaid: 'N',
      category: 'CONSUMER',
      multipleAccountAccess: 'N',
    });
    await api.lookup({ entity: 'ABC123', token: 'https://tokens/t1' });
    expect(seen()).toEqual([
      [
        'POST',
        '/api/cardBin/panLookup',
        'application/json',
        'application/json',
        '{"merchant":{"entity":"ABC123"},"cardNumber":"4444333322221111"}',
      ],
      [
        'POST',
        '/api/cardBin/panLookup',
        'application/json',
        'application/json',
        '{"merchant":{"entity":"ABC123"},"token":"https://tokens/t1"}',
      ],
    ]);
  });

  it('runs a sale with the payments v5 media types and reads its card details and risk factors', async () => {
    const sale = `{"outcome":"authorized","issuer":{"authorizationCode":"T12345"},"paymentInstrument":
      {"type":"card/plain+masked","card":{"number":{"bin":"444433","last4Digits":"1111"},"brand":"visa",
      "expiryDate":{"month":5,"year":2030}}},"riskFactors":[{"type":"cvc","risk":"not_matched"}],
      "scheme":{"reference":"S1"},"_links":{"cardPayments:refund":{"href":"/payments/x"}}}`;
    const { client, seen } = await upstreamAnswering([201, sale]);
    const result = await new SalesApi(client).create({
      transactionReference: 'sale-1',
      merchant: { entity: 'ABC123' },
      instruction: {
        value: { amount: 500, currency: 'GBP' },
        narrative: { line1: 'Shop' },
        paymentInstrument: {
          type: 'card/plain',
          cardHolderName: 'J Doe',
          cardExpiryDate: { month: 5, year: 2030 },
          cardNumber: '4444333322221111',
          href: 'https://tokens/t1',
          tokenHref: 'https://tokens/t1',
        },
      },
    });
    expect(result).toEqual({
      outcome: 'authorized',
      issuer: { authorizationCode: 'T12345' },
      paymentInstrument: {
        type: 'card/plain+masked',
        card: {
          number: { bin: '444433', last4Digits: '1111', dpan: undefined },
          issuer: undefined,
          paymentAccountReference: undefined,
          countryCode: undefined,
          fundingType: undefined,
          brand: 'visa',
          expiryDate: { month: 5, year: 2030 },
        },
      },
      riskFactors: [{ type: 'cvc', risk: 'not_matched', detail: undefined }],
      scheme: { reference: 'S1' },
      rawLinks: { 'cardPayments:refund': { href: '/payments/x' } },
    });
    expect(seen().map(([method, path, accept, type]) => [method, path, accept, type])).toEqual([
      [
        'POST',
        '/payments/sales/migrateCardOnFile',
        'application/vnd.acme.payments-v5.hal+json',
        'application/vnd.acme.payments-v5+json',
      ],
    ]);
  });
});
