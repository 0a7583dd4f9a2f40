import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { threeDsTestValues } from '../../src/sandbox/routes/threeDs/testValues.ts';
import {
  authenticationValue,
  dsTransactionId,
  networkScore,
  xid,
} from '../../src/sandbox/routes/threeDs/values.ts';
import {
  curies,
  fullRequest,
  minimalRequest,
  returnUrl,
  startThreeDsApi,
  type ThreeDsApi,
  verificationsType,
} from './threeDsSupport.ts';

const seed = 42;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('sandbox 3DS authentication outcomes', () => {
  let api: ThreeDsApi;
  beforeAll(async () => {
    api = await startThreeDsApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('authenticates 3ds2-frictionless-identified with a cryptogram, full eci and a dsTransactionId', async () => {
    const ref = 'order-3ds2-frictionless-identified';
    expect(await api.authenticate(fullRequest('3ds2-frictionless-identified'))).toEqual({
      status: 200,
      contentType: verificationsType,
      body: {
        outcome: 'authenticated',
        transactionReference: ref,
        authentication: {
          version: '2.2.0',
          authenticationValue: authenticationValue(seed, ref),
          eci: '05',
          transactionId: dsTransactionId(seed, ref),
        },
        _links: { curies: curies(api.url) },
      },
    });
    expect(authenticationValue(seed, ref)).toMatch(/^[A-Za-z0-9+/]{27}=$/);
    expect(dsTransactionId(seed, ref)).toMatch(uuid);
  });

  it('answers the same values for the same transactionReference every time', async () => {
    const first = await api.authenticate(minimalRequest('3ds2-frictionless-identified'));
    const second = await api.authenticate(minimalRequest('3ds2-frictionless-identified'));
    expect(second).toEqual(first);
  });

  it('fails 3ds2-frictionless-rejected with the non-3DS eci and a 3ds:authenticate link', async () => {
    const ref = 'min-3ds2-frictionless-rejected';
    expect((await api.authenticate(minimalRequest('3ds2-frictionless-rejected'))).body).toEqual({
      outcome: 'authenticationFailed',
      transactionReference: ref,
      authentication: { version: '2.2.0', eci: '07', transactionId: dsTransactionId(seed, ref) },
      _links: {
        '3ds:authenticate': { href: `${api.url}/verifications/customers/3ds/authentication` },
        curies: curies(api.url),
      },
    });
  });

  it.each([
    ['3ds2-challenge-identified', '2.2.0'],
    ['3ds1-challenge-identified', '1.0.2'],
    ['any other name', '2.2.0'],
  ])('challenges %s with version %s, a challenge and a 3ds:verify link', async (name, version) => {
    const reply = await api.authenticate(minimalRequest(name));
    const reference = (reply.body as { challenge?: { reference?: string } }).challenge?.reference;
    expect(reference).toMatch(/^ch[A-Za-z0-9_-]{20}$/);
    expect(reply.body).toEqual({
      outcome: 'challenged',
      transactionReference: `min-${name}`,
      authentication: { version },
      challenge: {
        reference,
        url: `${api.url}/_sandbox/3ds/challenge`,
        jwt: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      },
      _links: {
        // The documented path, with the challenge's reference as a query (the sandbox's own addition).
        '3ds:verify': { href: `${api.url}/verifications/customers/3ds/verification?challenge=${reference}` },
        curies: curies(api.url),
      },
    });
  });

  it('challenges a request without a card holder name (the fallback)', async () => {
    expect((await api.authenticate(minimalRequest())).body).toMatchObject({ outcome: 'challenged' });
  });

  it('answers 3ds1-not-enrolled with the version and the attempted eci only', async () => {
    expect((await api.authenticate(minimalRequest('3ds1-not-enrolled'))).body).toEqual({
      outcome: 'notEnrolled',
      transactionReference: 'min-3ds1-not-enrolled',
      authentication: { version: '1.0.2', eci: '06' },
      _links: { curies: curies(api.url) },
    });
  });

  it('answers 3ds2-bypassed with the non-3DS eci and a dsTransactionId', async () => {
    const ref = 'min-3ds2-bypassed';
    expect((await api.authenticate(minimalRequest('3ds2-bypassed'))).body).toEqual({
      outcome: 'bypassed',
      transactionReference: ref,
      authentication: { version: '2.2.0', eci: '07', transactionId: dsTransactionId(seed, ref) },
      _links: { curies: curies(api.url) },
    });
  });

  it('answers 3ds2-unavailable without an authentication object and with a 3ds:authenticate link', async () => {
    expect((await api.authenticate(minimalRequest('3ds2-unavailable'))).body).toEqual({
      outcome: 'unavailable',
      transactionReference: 'min-3ds2-unavailable',
      _links: {
        '3ds:authenticate': { href: `${api.url}/verifications/customers/3ds/authentication` },
        curies: curies(api.url),
      },
    });
  });

  it('answers alreadyAuthenticated with only outcome and transactionReference for a wallet token', async () => {
    const wallet = {
      transactionReference: 'wallet-1',
      merchant: { entity: 'SBXE01' },
      instruction: {
        paymentInstrument: { type: 'card/wallet+googlepay', walletToken: '{"version":"EC_v1","data":"x"}' },
      },
      value: { currency: 'USD', amount: 999 },
    };
    const expected = {
      status: 200,
      contentType: verificationsType,
      body: { outcome: 'alreadyAuthenticated', transactionReference: 'wallet-1' },
    };
    expect(await api.authenticate(wallet)).toEqual(expected);
    expect(await api.authenticate(wallet, {}, '/verifications/customers/3ds/authenticate')).toEqual(expected);
  });

  it('answers every card outcome on the wallet example path /authenticate too', async () => {
    const reply = await api.authenticate(
      minimalRequest('3ds1-not-enrolled'),
      {},
      '/verifications/customers/3ds/authenticate',
    );
    expect(reply.body).toMatchObject({ outcome: 'notEnrolled' });
  });

  it('lists every test value with its outcome', () => {
    expect(Object.entries(threeDsTestValues).map(([k, v]) => [k, v.outcome, v.version])).toEqual([
      ['3ds2-frictionless-identified', 'authenticated', 2],
      ['3ds2-frictionless-rejected', 'authenticationFailed', 2],
      ['3ds2-challenge-identified', 'challenged', 2],
      ['3ds1-challenge-identified', 'challenged', 1],
      ['3ds1-not-enrolled', 'notEnrolled', 1],
      ['3ds2-bypassed', 'bypassed', 2],
      ['3ds2-unavailable', 'unavailable', 2],
    ]);
  });
});

describe('sandbox 3DS eci per card network', () => {
  let api: ThreeDsApi;
  beforeAll(async () => {
    api = await startThreeDsApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const eci = async (name: string, pan: string) => {
    const body = (await api.authenticate(minimalRequest(name, pan))).body as {
      authentication: { eci: string };
    };
    return body.authentication.eci;
  };

  it.each([
    ['mastercard', '5555555555554444', ['02', '00', '01', '00']],
    ['mastercard 2-series', '2221000000000009', ['02', '00', '01', '00']],
    ['visa', '4444333322221111', ['05', '07', '06', '07']],
    ['amex', '343434343434343', ['05', '07', '06', '07']],
    ['discover', '6011000400000000', ['05', '07', '06', '07']],
    ['jcb', '3569990010095841', ['05', '07', '06', '07']],
  ])(
    'uses the %s eci family for authenticated, failed, not enrolled and bypassed',
    async (_n, pan, expected) => {
      expect([
        await eci('3ds2-frictionless-identified', pan),
        await eci('3ds2-frictionless-rejected', pan),
        await eci('3ds1-not-enrolled', pan),
        await eci('3ds2-bypassed', pan),
      ]).toEqual(expected);
    },
  );

  it('takes the network of a network token from its number and reads the test value from cardHolderName', async () => {
    const request = minimalRequest();
    request.instruction = {
      paymentInstrument: {
        type: 'card/networkToken',
        cardHolderName: '3ds2-frictionless-identified',
        tokenNumber: '5163613613613613',
        cardExpiryDate: { month: 3, year: 2033 },
      },
      value: { currency: 'GBP', amount: 10 },
    };
    expect((await api.authenticate(request)).body).toMatchObject({
      outcome: 'authenticated',
      authentication: { eci: '02' },
    });
  });

  it('takes the network of a stored token from its card and the test value from riskData.transaction.firstName', async () => {
    const request = minimalRequest();
    request.instruction = {
      paymentInstrument: { type: 'card/tokenized', href: `${api.url}/tokens/TKNMCCREDITUS` },
      value: { currency: 'USD', amount: 10 },
    };
    request.riskData = { transaction: { firstName: '3ds2-frictionless-rejected' } };
    expect((await api.authenticate(request)).body).toMatchObject({
      outcome: 'authenticationFailed',
      authentication: { eci: '00' },
    });
  });

  it('falls back to a challenge for a stored token without a test value', async () => {
    const request = minimalRequest();
    request.instruction = {
      paymentInstrument: { type: 'card/tokenized', href: '/tokens/TKNVISACREDITGB' },
      value: { currency: 'GBP', amount: 10 },
    };
    expect((await api.authenticate(request)).body).toMatchObject({ outcome: 'challenged' });
  });
});

describe('sandbox 3DS domestic-scheme fields', () => {
  let api: ThreeDsApi;
  beforeAll(async () => {
    api = await startThreeDsApi();
  });
  afterAll(async () => {
    await api.close();
  });
  const domesticPan = '4970100000000063';

  it('adds the domestic-scheme fields to a frictionless authentication, echoing the challenge preference', async () => {
    const ref = 'order-3ds2-frictionless-identified';
    expect((await api.authenticate(fullRequest('3ds2-frictionless-identified', domesticPan))).body).toEqual({
      outcome: 'authenticated',
      transactionReference: ref,
      authentication: {
        version: '2.2.0',
        authenticationValue: authenticationValue(seed, ref),
        eci: '05',
        transactionId: dsTransactionId(seed, ref),
        cryptogramAlgorithm: '1',
        challengePreference: 'challengeRequested',
        authenticationFlow: 'frictionless',
        brand: 'CB',
        networkScore: networkScore(seed, ref),
      },
      _links: { curies: curies(api.url) },
    });
    expect(networkScore(seed, ref)).toMatch(/^\d{2}$/);
  });

  it('adds a status reason but no cryptogram algorithm to a frictionless failure, defaulting the preference', async () => {
    const ref = 'min-3ds2-frictionless-rejected';
    expect((await api.authenticate(minimalRequest('3ds2-frictionless-rejected', domesticPan))).body).toEqual({
      outcome: 'authenticationFailed',
      transactionReference: ref,
      authentication: {
        version: '2.2.0',
        eci: '07',
        transactionId: dsTransactionId(seed, ref),
        challengePreference: 'noPreference',
        authenticationFlow: 'frictionless',
        brand: 'CB',
        networkScore: networkScore(seed, ref),
        statusReason: '01',
      },
      _links: {
        '3ds:authenticate': { href: `${api.url}/verifications/customers/3ds/authentication` },
        curies: curies(api.url),
      },
    });
  });

  it('keeps notEnrolled to version and eci even for a domestic-scheme card', async () => {
    expect((await api.authenticate(minimalRequest('3ds1-not-enrolled', domesticPan))).body).toMatchObject({
      authentication: { version: '1.0.2', eci: '06' },
    });
  });

  it('gives a version-1 flow a base64 xid as transactionId', () => {
    expect(xid(seed, 'x')).toMatch(/^[A-Za-z0-9+/]{27}=$/);
  });
});

describe('sandbox 3DS media types', () => {
  let api: ThreeDsApi;
  beforeAll(async () => {
    api = await startThreeDsApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('refuses a JSON Content-Type other than the verifications media type with 415', async () => {
    expect(await api.authenticate(minimalRequest(), { 'content-type': 'application/json' })).toEqual({
      status: 415,
      contentType: 'application/json',
      body: { httpStatusCode: 415, message: 'Unsupported Media Type' },
    });
  });

  it('refuses a non-JSON Content-Type with 415', async () => {
    expect((await api.authenticate(minimalRequest(), { 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('refuses an Accept header without the verifications media type with 406', async () => {
    expect(await api.authenticate(minimalRequest(), { accept: 'application/json' })).toEqual({
      status: 406,
      contentType: 'application/json',
      body: {
        httpStatusCode: 406,
        customCode: 'SBX302',
        message: `Not Acceptable: this endpoint answers with ${verificationsType}`,
      },
    });
  });

  it('accepts a wildcard Accept header and answers with the verifications media type', async () => {
    const reply = await api.authenticate(minimalRequest('3ds2-bypassed'), { accept: '*/*' });
    expect([reply.status, reply.contentType]).toEqual([200, verificationsType]);
  });

  it('checks the media types of verify the same way', async () => {
    const body = { transactionReference: 'x', merchant: { entity: 'SBXE01' }, challenge: { reference: 'y' } };
    expect((await api.verify(body, { 'content-type': 'application/json' })).status).toBe(415);
    expect((await api.verify(body, { accept: 'text/html' })).status).toBe(406);
  });

  it('refuses a request without Basic credentials', async () => {
    const res = await fetch(`${api.url}/verifications/customers/3ds/authentication`, {
      method: 'POST',
      headers: { 'content-type': verificationsType },
      body: JSON.stringify(minimalRequest()),
    });
    expect(res.status).toBe(401);
  });

  it('keeps the returnUrl of the request out of the answer', async () => {
    const reply = await api.authenticate(minimalRequest('3ds2-frictionless-identified'));
    expect(JSON.stringify(reply.body)).not.toContain(returnUrl);
  });
});
