import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { devCredentials } from '../../src/sandbox/config.ts';
import {
  authenticationValue,
  dsTransactionId,
  networkScore,
  xid,
} from '../../src/sandbox/routes/threeDs/values.ts';
import {
  curies,
  hiddenField,
  minimalRequest,
  returnUrl,
  startThreeDsApi,
  type ThreeDsApi,
  verificationsType,
} from './threeDsSupport.ts';

const seed = 42;
const tenMinutes = 10 * 60 * 1000;

interface Challenged {
  readonly transactionReference: string;
  readonly challenge: { readonly reference: string; readonly url: string; readonly jwt: string };
}

/** POSTs a verification to an absolute URL (a link from an answer), as a client following it would. */
async function postJson(href: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const { username, password } = devCredentials;
  const res = await fetch(href, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
      'content-type': verificationsType,
      accept: verificationsType,
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** The claims of a JWT, read without checking it (that is the sandbox's job). */
function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

describe('sandbox 3DS challenge round trip', () => {
  let api: ThreeDsApi;
  beforeEach(async () => {
    api = await startThreeDsApi();
  });
  afterEach(async () => {
    await api.close();
  });

  async function challenge(name = '3ds2-challenge-identified', pan?: string): Promise<Challenged> {
    const reply = await api.authenticate(minimalRequest(name, pan));
    expect(reply.body).toMatchObject({ outcome: 'challenged' });
    return reply.body as Challenged;
  }

  const verifyBody = (c: Challenged, entity = 'SBXE01') => ({
    transactionReference: c.transactionReference,
    merchant: { entity },
    challenge: { reference: c.challenge.reference },
  });

  async function decide(c: Challenged, decision: 'pass' | 'fail') {
    const page = await api.postForm(c.challenge.url, { JWT: c.challenge.jwt });
    expect(page.status).toBe(200);
    const jwt = hiddenField(page.html, 'JWT') ?? '';
    return api.postForm('/_sandbox/3ds/challenge/complete', { JWT: jwt, decision });
  }

  it('hands out an HS256 JWT carrying the reference and returnUrl that expires after 10 minutes', async () => {
    const c = await challenge();
    const [header] = c.challenge.jwt.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8'))).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    const claims = claimsOf(c.challenge.jwt);
    expect(claims).toEqual({
      iss: 'sandbox-3ds',
      jti: c.challenge.reference,
      reference: c.challenge.reference,
      transactionReference: c.transactionReference,
      returnUrl,
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(600);
  });

  it('shows the order and Pass and Fail buttons on the challenge page, with no external assets', async () => {
    const c = await challenge('3ds2-challenge-identified', '5555555555554444');
    const page = await api.postForm(c.challenge.url, { JWT: c.challenge.jwt });
    expect(page.status).toBe(200);
    expect(page.contentType).toBe('text/html; charset=utf-8');
    expect(page.html).toContain('<dd>min-3ds2-challenge-identified</dd>');
    expect(page.html).toContain('<dd>0 EUR (minor units)</dd>');
    expect(page.html).toContain('<dd>ending 4444</dd>');
    expect(page.html).toContain('<button type="submit" name="decision" value="pass">Pass</button>');
    expect(page.html).toContain('<button type="submit" name="decision" value="fail">Fail</button>');
    expect(page.html).toContain('action="/_sandbox/3ds/challenge/complete"');
    expect(page.html).not.toMatch(/src=|<link|https?:\/\//);
    expect(page.html).not.toContain('5555555555554444');
  });

  it('passes: posts the customer back to the returnUrl, then verify answers authenticated', async () => {
    const c = await challenge();
    const done = await decide(c, 'pass');
    expect(done.status).toBe(200);
    expect(done.html).toContain(
      `<form id="return" method="post" action="${returnUrl.replace('&', '&amp;')}">`,
    );
    expect(hiddenField(done.html, 'transactionReference')).toBe(c.transactionReference);
    expect(hiddenField(done.html, 'reference')).toBe(c.challenge.reference);
    expect(done.html).toContain('<button type="submit">Continue</button>');
    expect(done.html).toContain("document.getElementById('return').submit();");

    const ref = c.transactionReference;
    const expected = {
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
    };
    expect(await api.verify(verifyBody(c))).toEqual(expected);
    expect(await api.verify(verifyBody(c))).toEqual(expected);
  });

  it('fails: verify answers authenticationFailed with the non-3DS eci and a 3ds:authenticate link', async () => {
    const c = await challenge('3ds2-challenge-identified', '5555555555554444');
    expect((await decide(c, 'fail')).status).toBe(200);
    expect((await api.verify(verifyBody(c))).body).toEqual({
      outcome: 'authenticationFailed',
      transactionReference: c.transactionReference,
      authentication: {
        version: '2.2.0',
        eci: '00',
        transactionId: dsTransactionId(seed, c.transactionReference),
      },
      _links: {
        '3ds:authenticate': { href: `${api.url}/verifications/customers/3ds/authentication` },
        curies: curies(api.url),
      },
    });
  });

  it('gives a passed 3DS1 challenge an xid as transactionId', async () => {
    const c = await challenge('3ds1-challenge-identified');
    await decide(c, 'pass');
    expect((await api.verify(verifyBody(c))).body).toMatchObject({
      outcome: 'authenticated',
      authentication: { version: '1.0.2', eci: '05', transactionId: xid(seed, c.transactionReference) },
    });
  });

  it('adds the domestic-scheme fields with the challenge flow and cardholder cancellation on a failed challenge', async () => {
    const c = await challenge('3ds2-challenge-identified', '4970100000000063');
    await decide(c, 'fail');
    const ref = c.transactionReference;
    expect((await api.verify(verifyBody(c))).body).toMatchObject({
      outcome: 'authenticationFailed',
      authentication: {
        version: '2.2.0',
        eci: '07',
        transactionId: dsTransactionId(seed, ref),
        challengePreference: 'noPreference',
        authenticationFlow: 'challenge',
        brand: 'CB',
        networkScore: networkScore(seed, ref),
        statusReason: '01',
        cancellationIndicator: '01',
      },
    });
  });

  it('answers 409 SBX304 to verify while the challenge is open', async () => {
    const c = await challenge();
    expect(await api.verify(verifyBody(c))).toEqual({
      status: 409,
      contentType: 'application/json',
      body: {
        httpStatusCode: 409,
        customCode: 'SBX304',
        message: 'The customer has not completed the challenge yet',
      },
    });
  });

  it('answers 404 SBX303 to an unknown reference or one of another transaction or merchant', async () => {
    const c = await challenge();
    const notFound = {
      status: 404,
      contentType: 'application/json',
      body: {
        httpStatusCode: 404,
        customCode: 'SBX303',
        message: 'No challenge with this reference for this transaction',
      },
    };
    expect(await api.verify({ ...verifyBody(c), challenge: { reference: 'chUnknown' } })).toEqual(notFound);
    expect(await api.verify({ ...verifyBody(c), transactionReference: 'another-order' })).toEqual(notFound);
    expect(await api.verify(verifyBody(c, 'OTHER1'))).toEqual(notFound);
  });

  it('verifies through its 3ds:verify link, the documented path with ?challenge=, as through the plain path', async () => {
    const c = await challenge();
    const href = (c as Challenged & { _links: { '3ds:verify': { href: string } } })._links['3ds:verify'].href;
    expect(href).toBe(
      `${api.url}/verifications/customers/3ds/verification?challenge=${c.challenge.reference}`,
    );
    await decide(c, 'pass');
    const linked = await postJson(href, verifyBody(c));
    expect(linked).toEqual({ status: 200, body: (await api.verify(verifyBody(c))).body });
    expect(linked.body).toMatchObject({ outcome: 'authenticated' });
  });

  it('answers 404 SBX303 when the 3ds:verify link of one challenge is used for another', async () => {
    const first = await challenge();
    const other = await challenge('3ds1-challenge-identified');
    const href = `${api.url}/verifications/customers/3ds/verification?challenge=${first.challenge.reference}`;
    expect(await postJson(href, verifyBody(other))).toEqual({
      status: 404,
      body: {
        httpStatusCode: 404,
        customCode: 'SBX303',
        message: 'No challenge with this reference for this transaction',
      },
    });
  });

  it('answers 400 SBX301 to a verify request missing its fields', async () => {
    expect((await api.verify({ merchant: {} })).body).toEqual({
      errors: {
        transactionReference: ['is required'],
        'merchant.entity': ['is required'],
        challenge: ['is required'],
      },
      httpStatusCode: 400,
      customCode: 'SBX301',
      message: 'The verification request is invalid',
    });
  });

  it('times a challenge out after 10 minutes on the sandbox clock: expired page, then authenticationFailed', async () => {
    const c = await challenge('3ds2-challenge-identified', '4970100000000063');
    await api.advance(tenMinutes - 5000);
    expect((await api.postForm(c.challenge.url, { JWT: c.challenge.jwt })).status).toBe(200);
    await api.advance(5000);
    const expired = await api.postForm(c.challenge.url, { JWT: c.challenge.jwt });
    expect(expired.status).toBe(400);
    expect(expired.html).toContain('The challenge token has expired (it is valid for 10 minutes).');
    const expected = {
      outcome: 'authenticationFailed',
      authentication: { authenticationFlow: 'challenge', statusReason: '14', cancellationIndicator: '03' },
    };
    expect((await api.verify(verifyBody(c))).body).toMatchObject(expected);
    expect((await api.verify(verifyBody(c))).body).toMatchObject(expected);
  });

  it('refuses to complete a challenge whose token expired on the page', async () => {
    const c = await challenge();
    const page = await api.postForm(c.challenge.url, { JWT: c.challenge.jwt });
    await api.advance(tenMinutes);
    const done = await api.postForm('/_sandbox/3ds/challenge/complete', {
      JWT: hiddenField(page.html, 'JWT') ?? '',
      decision: 'pass',
    });
    expect(done.status).toBe(400);
    expect((await api.verify(verifyBody(c))).body).toMatchObject({ outcome: 'authenticationFailed' });
  });

  it('answers a 400 page to a tampered, foreign or missing JWT, and to an unknown decision', async () => {
    const c = await challenge();
    const [h, p] = c.challenge.jwt.split('.');
    const tampered = await api.postForm(c.challenge.url, { JWT: `${h}.${p}.AAAA` });
    expect([tampered.status, tampered.html.includes('The challenge token is invalid.')]).toEqual([400, true]);
    const other = await startThreeDsApi();
    try {
      const foreign = await other.postForm('/_sandbox/3ds/challenge', { JWT: c.challenge.jwt });
      expect(foreign.status).toBe(400);
    } finally {
      await other.close();
    }
    expect((await api.postForm(c.challenge.url, {})).html).toContain('The challenge form has no JWT field.');
    const odd = await api.postForm('/_sandbox/3ds/challenge/complete', {
      JWT: c.challenge.jwt,
      decision: 'maybe',
    });
    expect([odd.status, odd.html.includes('The decision must be Pass or Fail.')]).toEqual([400, true]);
  });

  it('answers 409 once a challenge is completed, and keeps the first decision', async () => {
    const c = await challenge();
    await decide(c, 'pass');
    const again = await api.postForm('/_sandbox/3ds/challenge/complete', {
      JWT: c.challenge.jwt,
      decision: 'fail',
    });
    expect([again.status, again.html.includes('This challenge has already been completed.')]).toEqual([
      409,
      true,
    ]);
    expect((await api.verify(verifyBody(c))).body).toMatchObject({ outcome: 'authenticated' });
  });

  it('refuses a challenge form that is not form-encoded with 415', async () => {
    const c = await challenge();
    const res = await fetch(c.challenge.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ JWT: c.challenge.jwt }),
    });
    expect(res.status).toBe(415);
  });

  it('issues a fresh challenge reference when the same transaction is authenticated again', async () => {
    const first = await challenge();
    const second = await challenge();
    expect(second.challenge.reference).not.toBe(first.challenge.reference);
  });

  it('escapes the returnUrl in the page that posts the customer back', async () => {
    const request = minimalRequest('3ds2-challenge-identified');
    request.challenge = { returnUrl: 'https://merchant.example/back?a="><script>alert(1)</script>' };
    const c = (await api.authenticate(request)).body as Challenged;
    const done = await decide(c, 'pass');
    expect(done.html).not.toContain('<script>alert(1)</script>');
    expect(done.html).toContain('action="https://merchant.example/back?a=&quot;&gt;&lt;script&gt;');
  });
});
