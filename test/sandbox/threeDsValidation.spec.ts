import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxHttpError } from '../../src/sandbox/http/errors.ts';
import { walletInstrumentType } from '../../src/sandbox/routes/threeDs/index.ts';
import { parseAuthenticationRequest } from '../../src/sandbox/routes/threeDs/validation/authenticationRequest.ts';
import { fullRequest, minimalRequest, startThreeDsApi, type ThreeDsApi } from './threeDsSupport.ts';

/** Sets (or, with `undefined`, deletes) the value at a dotted path, creating objects on the way. */
function withField(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1] ?? '';
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

const invalid = (errors: Record<string, string[]>) => ({
  status: 400,
  body: {
    errors,
    httpStatusCode: 400,
    customCode: 'SBX301',
    message: 'The authentication request is invalid',
  },
});

const card = 'instruction.paymentInstrument';
const colorDepthRule = 'must be one of 1, 4, 8, 15, 16, 24, 32, 48';

describe('sandbox 3DS request validation', () => {
  let api: ThreeDsApi;
  beforeAll(async () => {
    api = await startThreeDsApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const send = async (body: unknown) => {
    const { status, body: reply } = await api.authenticate(body);
    return { status, body: reply };
  };

  it('accepts a request carrying every optional field of the spec', async () => {
    expect((await send(fullRequest('3ds2-frictionless-identified'))).status).toBe(200);
  });

  it('lists every missing top-level field at once', async () => {
    expect(await send({})).toEqual(
      invalid({
        transactionReference: ['is required'],
        merchant: ['is required'],
        instruction: ['is required'],
        deviceData: ['is required'],
        challenge: ['is required'],
      }),
    );
  });

  it.each<[string, string, unknown, Record<string, string[]>]>([
    [
      'an empty transactionReference',
      'transactionReference',
      '  ',
      { transactionReference: ['must not be empty'] },
    ],
    [
      'a numeric transactionReference',
      'transactionReference',
      12,
      { transactionReference: ['must be a string'] },
    ],
    ['a missing merchant entity', 'merchant.entity', undefined, { 'merchant.entity': ['is required'] }],
    ['a non-object merchant', 'merchant', 'SBXE01', { merchant: ['must be an object'] }],
    ['a missing payment instrument', `${card}`, undefined, { [card]: ['is required'] }],
    [
      'an unknown instrument type',
      `${card}.type`,
      'card/plain',
      {
        [`${card}.type`]: [
          `must be one of card/front, card/tokenized, card/networkToken, ${walletInstrumentType}`,
        ],
      },
    ],
    [
      'a card number failing the Luhn check',
      `${card}.cardNumber`,
      '4444333322221112',
      { [`${card}.cardNumber`]: ['must be a 12 to 19 digit card number that passes the Luhn check'] },
    ],
    [
      'a card number with letters',
      `${card}.cardNumber`,
      '4444-3333-2222-1111',
      { [`${card}.cardNumber`]: ['must be a 12 to 19 digit card number that passes the Luhn check'] },
    ],
    ['a missing card number', `${card}.cardNumber`, undefined, { [`${card}.cardNumber`]: ['is required'] }],
    [
      'a missing expiry date',
      `${card}.cardExpiryDate`,
      undefined,
      { [`${card}.cardExpiryDate`]: ['is required'] },
    ],
    [
      'an expiry month of 13',
      `${card}.cardExpiryDate.month`,
      13,
      { [`${card}.cardExpiryDate.month`]: ['must be an integer from 1 to 12'] },
    ],
    [
      'an expiry month of 0',
      `${card}.cardExpiryDate.month`,
      0,
      { [`${card}.cardExpiryDate.month`]: ['must be an integer from 1 to 12'] },
    ],
    [
      'a two-digit expiry year',
      `${card}.cardExpiryDate.year`,
      31,
      { [`${card}.cardExpiryDate.year`]: ['must be a four-digit integer year'] },
    ],
    [
      'a string expiry month',
      `${card}.cardExpiryDate.month`,
      '12',
      { [`${card}.cardExpiryDate.month`]: ['must be an integer from 1 to 12'] },
    ],
    [
      'a cardholder name that is not a string',
      `${card}.cardHolderName`,
      42,
      { [`${card}.cardHolderName`]: ['must be a string'] },
    ],
    ['a missing value', 'instruction.value', undefined, { 'instruction.value': ['is required'] }],
    [
      'a lower-case currency',
      'instruction.value.currency',
      'gbp',
      { 'instruction.value.currency': ['must be a 3-letter currency code'] },
    ],
    [
      'a decimal amount',
      'instruction.value.amount',
      12.5,
      { 'instruction.value.amount': ['must be a non-negative integer in minor units'] },
    ],
    [
      'a negative amount',
      'instruction.value.amount',
      -1,
      { 'instruction.value.amount': ['must be a non-negative integer in minor units'] },
    ],
    [
      'a string amount',
      'instruction.value.amount',
      '100',
      { 'instruction.value.amount': ['must be a non-negative integer in minor units'] },
    ],
    [
      'a missing amount',
      'instruction.value.amount',
      undefined,
      { 'instruction.value.amount': ['is required'] },
    ],
  ])('refuses %s', async (_name, path, value, errors) => {
    expect(await send(withField(minimalRequest(), path, value))).toEqual(invalid(errors));
  });

  it('accepts the value beside the instruction, as in the wallet example, and checks it there', async () => {
    const beside = withField(
      withField(minimalRequest('3ds2-bypassed'), 'instruction.value', undefined),
      'value',
      {
        currency: 'EUR',
        amount: 10,
      },
    );
    expect((await send(beside)).status).toBe(200);
    expect(await send(withField(beside, 'value.currency', 'EURO'))).toEqual(
      invalid({ 'value.currency': ['must be a 3-letter currency code'] }),
    );
  });

  describe('billing address', () => {
    const address = `${card}.billingAddress`;
    it('requires address1, city, postalCode and countryCode once an address is sent', async () => {
      expect(await send(withField(minimalRequest(), address, { address2: 'Flat 1', state: 'CA' }))).toEqual(
        invalid({
          [`${address}.address1`]: ['is required'],
          [`${address}.city`]: ['is required'],
          [`${address}.postalCode`]: ['is required'],
          [`${address}.countryCode`]: ['is required'],
        }),
      );
    });
    it('refuses a three-letter country code and a long state', async () => {
      const body = withField(
        withField(fullRequest('x'), `${address}.countryCode`, 'GBR'),
        `${address}.state`,
        'California',
      );
      expect(await send(body)).toEqual(
        invalid({
          [`${address}.countryCode`]: ['must be an ISO 3166-1 alpha-2 country code'],
          [`${address}.state`]: ['must be a two-character subdivision code'],
        }),
      );
    });
  });

  describe('instrument variants', () => {
    const variant = (instrument: Record<string, unknown>) =>
      withField(minimalRequest(), card, instrument) as Record<string, unknown>;

    it('requires href on a stored token and that it names a stored token', async () => {
      expect(await send(variant({ type: 'card/tokenized' }))).toEqual(
        invalid({ [`${card}.href`]: ['is required'] }),
      );
      expect(
        await send(variant({ type: 'card/tokenized', href: 'https://elsewhere.example/tokens/NOPE' })),
      ).toEqual(invalid({ [`${card}.href`]: ['must be the location of a stored token'] }));
    });

    it('requires tokenNumber and cardExpiryDate on a network token, and checks its billing address', async () => {
      expect(await send(variant({ type: 'card/networkToken', billingAddress: { city: 'Paris' } }))).toEqual(
        invalid({
          [`${card}.tokenNumber`]: ['is required'],
          [`${card}.cardExpiryDate`]: ['is required'],
          [`${card}.billingAddress.address1`]: ['is required'],
          [`${card}.billingAddress.postalCode`]: ['is required'],
          [`${card}.billingAddress.countryCode`]: ['is required'],
        }),
      );
      expect(
        await send(
          variant({
            type: 'card/networkToken',
            tokenNumber: '12ab',
            cardExpiryDate: { month: 1, year: 2030 },
          }),
        ),
      ).toEqual(invalid({ [`${card}.tokenNumber`]: ['must be a 12 to 19 digit token number'] }));
    });

    it('requires walletToken on a wallet instrument but no device data or challenge', async () => {
      const wallet = {
        transactionReference: 'w',
        merchant: { entity: 'SBXE01' },
        instruction: { paymentInstrument: { type: walletInstrumentType } },
        value: { currency: 'USD', amount: 1 },
      };
      expect(await send(wallet)).toEqual(invalid({ [`${card}.walletToken`]: ['is required'] }));
    });

    it('still checks device data and challenge when a wallet request sends them', async () => {
      const wallet = {
        transactionReference: 'w',
        merchant: { entity: 'SBXE01' },
        instruction: { paymentInstrument: { type: walletInstrumentType, walletToken: '{}' } },
        value: { currency: 'USD', amount: 1 },
        deviceData: { acceptHeader: 'text/html' },
        challenge: {},
      };
      expect(await send(wallet)).toEqual(
        invalid({ 'deviceData.userAgentHeader': ['is required'], 'challenge.returnUrl': ['is required'] }),
      );
    });
  });

  describe('device data', () => {
    it('requires the accept and user agent headers', async () => {
      expect(await send(withField(minimalRequest(), 'deviceData', {}))).toEqual(
        invalid({
          'deviceData.acceptHeader': ['is required'],
          'deviceData.userAgentHeader': ['is required'],
        }),
      );
    });

    it.each<[string, unknown, string]>([
      ['ipAddress', '2001:db8::1', 'must be an IPv4 address'],
      ['ipAddress', '256.1.1.1', 'must be an IPv4 address'],
      ['browserColorDepth', 12, colorDepthRule],
      ['browserColorDepth', '30', colorDepthRule],
      ['browserColorDepth', 'deep', colorDepthRule],
      ['browserScreenHeight', 0, 'must be a positive integer number of pixels'],
      ['browserScreenWidth', '12.5', 'must be a positive integer number of pixels'],
      ['browserScreenWidth', -5, 'must be a positive integer number of pixels'],
      ['timeZone', '+5h', 'must be an integer offset in minutes from -840 to 720'],
      ['timeZone', 900, 'must be an integer offset in minutes from -840 to 720'],
      ['browserLanguage', 'english please', 'must be an IETF language tag'],
      ['browserJavaEnabled', 'yes', 'must be a boolean'],
      ['browserJavascriptEnabled', 1, 'must be a boolean'],
      ['collectionReference', '', 'must not be empty'],
    ])('refuses %s %j', async (field, value, rule) => {
      expect(await send(withField(minimalRequest(), `deviceData.${field}`, value))).toEqual(
        invalid({ [`deviceData.${field}`]: [rule] }),
      );
    });

    it.each<[string, unknown]>([
      ['browserColorDepth', 48],
      ['browserColorDepth', '1'],
      ['browserScreenHeight', '800'],
      ['timeZone', '+300'],
      ['timeZone', -300],
      ['ipAddress', '10.0.0.1'],
      ['browserLanguage', 'en'],
    ])('accepts %s %j', async (field, value) => {
      expect((await send(withField(minimalRequest(), `deviceData.${field}`, value))).status).toBe(200);
    });
  });

  describe('challenge', () => {
    it.each<[string, unknown, string]>([
      ['returnUrl', undefined, 'is required'],
      ['returnUrl', '/3ds/return', 'must be an absolute http or https URL'],
      ['returnUrl', 'javascript:alert(1)', 'must be an absolute http or https URL'],
      ['windowSize', '400x500', 'must be one of 250x400, 390x400, 600x400, 500x600, fullpage'],
      [
        'preference',
        'always',
        'must be one of noPreference, noChallengeRequested, challengeRequested, challengeMandated',
      ],
    ])('refuses %s %j', async (field, value, rule) => {
      expect(await send(withField(minimalRequest(), `challenge.${field}`, value))).toEqual(
        invalid({ [`challenge.${field}`]: [rule] }),
      );
    });

    it.each(['250x400', '390x400', '600x400', '500x600', 'fullpage'])(
      'accepts window size %s',
      async (size) => {
        expect((await send(withField(minimalRequest(), 'challenge.windowSize', size))).status).toBe(200);
      },
    );
  });

  describe('risk data', () => {
    const dateRule = 'must be a date of the form YYYY-MM-DD';
    it.each<[string, unknown, string]>([
      [
        'account.type',
        'vipUser',
        'must be one of guestUser, registeredUser, federatedAccount, issuerCredentials, thirdPartyAuthentication, fidoAuthenticator',
      ],
      ['account.previousSuspiciousActivity', 'no', 'must be a boolean'],
      ['account.email', 'not-an-email', 'must be an email address'],
      ['account.history.createdAt', '2020-02-30', dateRule],
      ['account.history.modifiedAt', '2021/02/28', dateRule],
      ['account.history.passwordModifiedAt', '2022-03-01T00:00:00Z', dateRule],
      ['account.history.paymentAccountEnrolledAt', 20230415, 'must be a string'],
      ['transaction.reorder', 'false', 'must be a boolean'],
      ['transaction.preOrderDate', '30-05-2030', dateRule],
      ['transaction.history.attemptsLastDay', -1, 'must be a non-negative integer'],
      ['transaction.history.attemptsLastYear', 1.5, 'must be a non-negative integer'],
      ['transaction.history.completedLastSixMonths', '2', 'must be a non-negative integer'],
      ['transaction.history.addCardsLastDay', true, 'must be a non-negative integer'],
      ['transaction.history.shippingAddressFirstUsedAt', '2019-13-01', dateRule],
      ['transaction.giftCardsPurchase.quantity', -2, 'must be a non-negative integer'],
      ['transaction.giftCardsPurchase.totalValue.currency', 'pounds', 'must be a 3-letter currency code'],
      [
        'shipping.method',
        'drone',
        'must be one of billingAddress, verifiedAddress, otherAddress, store, digital, unshippedTickets, other',
      ],
      ['shipping.timeFrame', 'someday', 'must be one of electronic, sameDay, nextDay, twoDaysPlus'],
      ['shipping.nameMatchesAccountName', 'yes', 'must be a boolean'],
      ['shipping.address.countryCode', 'gb', 'must be an ISO 3166-1 alpha-2 country code'],
    ])('refuses riskData.%s %j', async (field, value, rule) => {
      expect(await send(withField(fullRequest('x'), `riskData.${field}`, value))).toEqual(
        invalid({ [`riskData.${field}`]: [rule] }),
      );
    });

    it('requires the gift card amount with its currency, and the currency with its amount', async () => {
      const path = 'riskData.transaction.giftCardsPurchase.totalValue';
      expect(await send(withField(fullRequest('x'), path, { currency: 'GBP' }))).toEqual(
        invalid({ [`${path}.amount`]: ['is required when currency is given'] }),
      );
      expect(await send(withField(fullRequest('x'), path, { amount: 100 }))).toEqual(
        invalid({ [`${path}.currency`]: ['is required when amount is given'] }),
      );
    });

    it('requires address1, city, postalCode and countryCode of a shipping address', async () => {
      const path = 'riskData.shipping.address';
      expect(await send(withField(fullRequest('x'), path, { phoneNumber: '+44' }))).toEqual(
        invalid({
          [`${path}.address1`]: ['is required'],
          [`${path}.city`]: ['is required'],
          [`${path}.postalCode`]: ['is required'],
          [`${path}.countryCode`]: ['is required'],
        }),
      );
    });
  });

  it('never echoes a submitted value in its messages', async () => {
    const body = withField(minimalRequest(), `${card}.cardNumber`, '4444333322221112');
    const reply = await send(withField(body, 'deviceData.ipAddress', '203.0.113.999'));
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).not.toMatch(/4444333322221112|203\.0\.113\.999/);
  });

  it('logs the card number masked', async () => {
    await send(minimalRequest('3ds2-bypassed', '5555555555554444'));
    const log = api.sandbox.state.requestLog.list();
    expect(JSON.stringify(log)).not.toContain('5555555555554444');
  });
});

describe('sandbox 3DS validation under arbitrary input', () => {
  it('answers any JSON body with a valid request or a provider-shaped 400, never a crash', () => {
    const base = minimalRequest('3ds2-bypassed');
    const part = fc.constantFrom(
      'transactionReference',
      'merchant',
      'instruction',
      'deviceData',
      'challenge',
      'riskData',
    );
    fc.assert(
      fc.property(fc.object(), fc.jsonValue(), part, (anything, value, key) => {
        const bodies = [
          anything,
          { ...base, [key]: value },
          { ...base, instruction: { paymentInstrument: value, value } },
          { ...base, riskData: { account: value, transaction: value, shipping: value } },
        ];
        for (const body of bodies) {
          try {
            parseAuthenticationRequest(body);
          } catch (err) {
            if (!(err instanceof SandboxHttpError) || err.status !== 400 || err.customCode !== 'SBX301')
              throw err;
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
