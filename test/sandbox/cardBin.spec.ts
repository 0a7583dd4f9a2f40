import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devCredentials } from '../../src/sandbox/config.ts';
import { testCards } from '../../src/sandbox/data/testCards.ts';
import { testTokens, tokenHref } from '../../src/sandbox/data/tokens.ts';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';

const basic = `Basic ${Buffer.from(`${devCredentials.username}:${devCredentials.password}`).toString('base64')}`;
const jsonHeaders = {
  authorization: basic,
  'content-type': 'application/json',
  accept: 'application/json',
  'WP-Api-Version': '1',
};

describe('sandbox card BIN lookup', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ controlEnabled: true });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  async function lookup(body: unknown, headers: Record<string, string> = jsonHeaders) {
    const res = await fetch(`${sandbox.url}/api/cardBin/panLookup`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return { status: res.status, contentType: res.headers.get('content-type'), body: await res.json() };
  }

  const merchant = { entity: 'SBXE01' };

  it('answers the BIN data of a listed test card in the provider documented words', async () => {
    expect(await lookup({ merchant, cardNumber: '4444333322221111' })).toEqual({
      status: 200,
      contentType: 'application/json',
      body: {
        type: 'pan',
        brand: ['visa'],
        bin: '444433',
        binLength: 6,
        fundingType: 'credit',
        issuerName: 'SANDBOX BANK PLC',
        countryCode: 'GB',
        currency: 'GBP',
        dccAllowed: false,
        anonymousPrepaid: 'notPrepaidOrNonAnonymous',
        category: 'consumer',
      },
    });
  });

  it.each(testCards.map((c) => [c.pan.slice(0, 6), c] as const))(
    'answers the table row of test card %s',
    async (_bin, card) => {
      const { status, body } = await lookup({ merchant, cardNumber: card.pan });
      expect(status).toBe(200);
      expect(body).toEqual({
        type: 'pan',
        brand: card.brand,
        bin: card.bin,
        binLength: card.bin.length,
        fundingType: card.fundingType,
        issuerName: card.issuerName,
        countryCode: card.countryCode,
        currency: card.currency,
        dccAllowed: card.dccAllowed,
        anonymousPrepaid: card.anonymousPrepaid,
        category: card.category,
        ...(card.multipleAccountAccess ? { multipleAccountAccess: card.multipleAccountAccess } : {}),
      });
    },
  );

  it('derives BIN data from the prefix of a valid number that is not a listed test card', async () => {
    expect((await lookup({ merchant, cardNumber: '5105105105105100' })).body).toEqual({
      type: 'pan',
      brand: ['mastercard'],
      bin: '510510',
      binLength: 6,
      fundingType: 'credit',
      issuerName: 'UNKNOWN SANDBOX ISSUER',
      countryCode: 'GB',
      currency: 'GBP',
      dccAllowed: false,
      anonymousPrepaid: 'unknown',
      category: 'consumer',
    });
  });

  it('answers 404 SBXB04 for a valid number whose prefix belongs to no simulated card network', async () => {
    expect(await lookup({ merchant, cardNumber: '1234567812345670' })).toEqual({
      status: 404,
      contentType: 'application/json',
      body: { httpStatusCode: 404, customCode: 'SBXB04', message: 'No BIN data for this card number' },
    });
  });

  it('answers the stored card of a token looked up by its location', async () => {
    const { status, body } = await lookup({ merchant, token: tokenHref(sandbox.url, 'TKNMCDEBITGB') });
    expect(status).toBe(200);
    expect(body).toEqual({
      type: 'pan',
      brand: ['mastercard'],
      bin: '516361',
      binLength: 6,
      fundingType: 'debit',
      issuerName: 'SANDBOX BANK PLC',
      countryCode: 'GB',
      currency: 'GBP',
      dccAllowed: false,
      anonymousPrepaid: 'notPrepaidOrNonAnonymous',
      category: 'consumer',
    });
  });

  it.each(testTokens.map((t) => [t.id, t] as const))(
    'resolves token %s to its test card',
    async (_id, token) => {
      const byToken = await lookup({ merchant, token: tokenHref(sandbox.url, token.id) });
      const byNumber = await lookup({ merchant, cardNumber: token.pan });
      expect(byToken).toEqual(byNumber);
      expect(byToken.status).toBe(200);
    },
  );

  it('keeps only listed test cards behind its tokens', () => {
    const listed = new Set(testCards.map((c) => c.pan));
    expect(testTokens.filter((t) => !listed.has(t.pan))).toEqual([]);
  });

  it('matches a token by path, whatever host the location names or when it is path-only', async () => {
    const expected = (await lookup({ merchant, cardNumber: '343434343434343' })).body;
    expect((await lookup({ merchant, token: 'https://tokens.example.test/tokens/TKNAMEXUS' })).body).toEqual(
      expected,
    );
    expect((await lookup({ merchant, token: '/tokens/TKNAMEXUS' })).body).toEqual(expected);
  });

  it('answers 404 SBXB03 for a location that holds no token', async () => {
    const notFound = {
      status: 404,
      contentType: 'application/json',
      body: { httpStatusCode: 404, customCode: 'SBXB03', message: 'No token is stored at this location' },
    };
    expect(await lookup({ merchant, token: `${sandbox.url}/tokens/TKNUNKNOWN` })).toEqual(notFound);
    expect(await lookup({ merchant, token: `${sandbox.url}/cards/TKNVISACREDITGB` })).toEqual(notFound);
    expect(await lookup({ merchant, token: `${sandbox.url}/tokens/tknvisacreditgb` })).toEqual(notFound);
  });

  const invalid = (errors: Record<string, string[]>) => ({
    status: 400,
    contentType: 'application/json',
    body: { errors, httpStatusCode: 400, customCode: 'SBXB01', message: 'The request body is invalid' },
  });
  const exactlyOne = ['exactly one of cardNumber or token is required'];

  it('refuses a request with both a card number and a token', async () => {
    expect(
      await lookup({ merchant, cardNumber: '4444333322221111', token: tokenHref(sandbox.url, 'TKNAMEXUS') }),
    ).toEqual(invalid({ cardNumber: exactlyOne, token: exactlyOne }));
  });

  it('refuses a request with neither a card number nor a token', async () => {
    expect(await lookup({ merchant })).toEqual(invalid({ cardNumber: exactlyOne, token: exactlyOne }));
    expect(await lookup({ merchant, cardNumber: null, token: null })).toEqual(
      invalid({ cardNumber: exactlyOne, token: exactlyOne }),
    );
  });

  it.each([
    ['letters', '4444abcd22221111', 'cardNumber must be 12 to 19 digits'],
    ['spaces', '4444 3333 2222 1111', 'cardNumber must be 12 to 19 digits'],
    ['11 digits', '41111111116', 'cardNumber must be 12 to 19 digits'],
    ['20 digits', '41111111111111111113', 'cardNumber must be 12 to 19 digits'],
    ['a failing Luhn check digit', '4444333322221112', 'cardNumber fails the Luhn check'],
  ])('refuses a card number with %s without echoing it', async (_what, cardNumber, message) => {
    const answer = await lookup({ merchant, cardNumber });
    expect(answer).toEqual(invalid({ cardNumber: [message] }));
    expect(JSON.stringify(answer.body)).not.toContain(cardNumber);
  });

  it('accepts the shortest and longest card numbers', async () => {
    expect((await lookup({ merchant, cardNumber: '411111111117' })).status).toBe(200);
    expect((await lookup({ merchant, cardNumber: '4111111111111111110' })).status).toBe(200);
  });

  it('refuses a card number or token that is not a string', async () => {
    expect(await lookup({ merchant, cardNumber: 4444333322221111 })).toEqual(
      invalid({ cardNumber: ['cardNumber must be a string'] }),
    );
    expect(await lookup({ merchant, token: { href: '/tokens/TKNAMEXUS' } })).toEqual(
      invalid({ token: ['token must be a string'] }),
    );
  });

  it.each([
    'TKNVISACREDITGB',
    'ftp://host/tokens/TKNVISACREDITGB',
    '//host/tokens/TKNVISACREDITGB',
    'http://',
  ])('refuses the token %s that is not a resource URL', async (token) => {
    expect(await lookup({ merchant, token })).toEqual(
      invalid({ token: ['token must be a token resource URL'] }),
    );
  });

  it('requires merchant.entity', async () => {
    const cardNumber = '4444333322221111';
    expect(await lookup({ cardNumber })).toEqual(invalid({ merchant: ['merchant is required'] }));
    expect(await lookup({ merchant: 'SBXE01', cardNumber })).toEqual(
      invalid({ merchant: ['merchant must be an object'] }),
    );
    expect(await lookup({ merchant: {}, cardNumber })).toEqual(
      invalid({ 'merchant.entity': ['merchant.entity is required'] }),
    );
    expect(await lookup({ merchant: { entity: ' ' }, cardNumber })).toEqual(
      invalid({ 'merchant.entity': ['merchant.entity must not be empty'] }),
    );
    expect(await lookup({ merchant: { entity: 'E'.repeat(33) }, cardNumber })).toEqual(
      invalid({ 'merchant.entity': ['merchant.entity must be at most 32 characters'] }),
    );
  });

  it('lists every bad field at once', async () => {
    expect(await lookup({ merchant: { entity: 7 }, cardNumber: '12', token: 'x' })).toEqual(
      invalid({
        'merchant.entity': ['merchant.entity must be a string'],
        cardNumber: [...exactlyOne, 'cardNumber must be 12 to 19 digits'],
        token: [...exactlyOne, 'token must be a token resource URL'],
      }),
    );
  });

  it('answers 415 without a code when the body is not sent as application/json', async () => {
    const unsupported = {
      status: 415,
      contentType: 'application/json',
      body: { httpStatusCode: 415, message: 'Unsupported Media Type' },
    };
    const body = { merchant, cardNumber: '4444333322221111' };
    expect(await lookup(body, { ...jsonHeaders, 'content-type': 'text/plain' })).toEqual(unsupported);
    expect(
      await lookup(body, { ...jsonHeaders, 'content-type': 'application/vnd.provider.payments-v5+json' }),
    ).toEqual(unsupported);
  });

  it('accepts application/json with a charset parameter', async () => {
    const headers = { ...jsonHeaders, 'content-type': 'application/json; charset=utf-8' };
    expect((await lookup({ merchant, cardNumber: '4444333322221111' }, headers)).status).toBe(200);
  });

  it('answers 406 SBXB02 when the caller does not accept JSON', async () => {
    expect(
      await lookup({ merchant, cardNumber: '4444333322221111' }, { ...jsonHeaders, accept: 'text/html' }),
    ).toEqual({
      status: 406,
      contentType: 'application/json',
      body: { httpStatusCode: 406, customCode: 'SBXB02', message: 'Not Acceptable' },
    });
  });

  it('answers 400 SPAV01 to a lookup without the WP-Api-Version header, after the media type checks', async () => {
    const { 'WP-Api-Version': _, ...unversioned } = jsonHeaders;
    const body = { merchant, cardNumber: '4444333322221111' };
    // Header names are case-insensitive: the lower-cased name is the same header.
    expect((await lookup(body, { ...unversioned, 'wp-api-version': '1' })).status).toBe(200);
    expect((await lookup(body, { ...unversioned, 'content-type': 'text/plain' })).status).toBe(415);
    expect((await lookup(body, { ...unversioned, accept: 'text/html' })).status).toBe(406);
    expect(await lookup(body, unversioned)).toEqual({
      status: 400,
      contentType: 'application/json',
      body: {
        httpStatusCode: 400,
        customCode: 'SPAV01',
        message: 'An API version is required, but was not specified.',
      },
    });
  });

  it.each(['2', '1.0', ' '])('answers 400 SPAV01 to WP-Api-Version %j', async (version) => {
    const headers = { ...jsonHeaders, 'WP-Api-Version': version };
    const answer = await lookup({ merchant, cardNumber: '4444333322221111' }, headers);
    expect(answer).toEqual({
      status: 400,
      contentType: 'application/json',
      body: {
        httpStatusCode: 400,
        customCode: 'SPAV01',
        message: 'An API version is required, but was not specified.',
      },
    });
  });

  it('requires Basic credentials', async () => {
    const { authorization: _, ...anonymous } = jsonHeaders;
    const answer = await lookup({ merchant, cardNumber: '4444333322221111' }, anonymous);
    expect(answer.status).toBe(401);
  });

  it('logs the lookup with the card number masked', async () => {
    await fetch(`${sandbox.url}/_sandbox/requests`, { method: 'DELETE' });
    await lookup({ merchant, cardNumber: '4444333322221111' });
    const log = (await (await fetch(`${sandbox.url}/_sandbox/requests`)).json()) as { requests: unknown[] };
    expect(log.requests).toMatchObject([
      {
        area: 'cardBin',
        method: 'POST',
        path: '/api/cardBin/panLookup',
        status: 200,
        body: { merchant, cardNumber: '444433******1111' },
      },
    ]);
  });
});
