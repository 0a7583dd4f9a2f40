import { describe, expect, it } from 'vitest';
import { type Authenticate3dsInput, ThreeDsAuthenticateDocument } from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { cardInput } from '../support/threeDs.ts';

const gw = setUpTestGateway();

const device = { acceptHeader: 'text/html', userAgentHeader: 'Mozilla/5.0' };
const expiry = { month: 12, year: 2035 };
const address = { address1: '1 High St', postalCode: 'SW1A 1AA', city: 'London', countryCode: 'GB' };

/** Runs the input and expects exactly these field errors, with the provider never called. */
async function expectRefused(
  input: Authenticate3dsInput,
  fieldErrors: { path: string; rule: string; message: string }[],
) {
  const result = await gw.run(ThreeDsAuthenticateDocument, { input });
  expect(result).toEqual({
    status: 200,
    data: null,
    errors: [
      {
        message: 'The input is invalid.',
        locations: [{ line: 3, column: 3 }],
        path: ['authenticate3ds'],
        extensions: { code: 'BAD_USER_INPUT', fieldErrors },
      },
    ],
  });
  expect(await gw.upstreamCalls()).toEqual([]);
}

const withCard = (card: Record<string, unknown>) =>
  cardInput('x', {
    paymentInstrument: { card: { cardNumber: '4444333322221111', cardExpiryDate: expiry, ...card } },
  });

describe('authenticate3ds validation before the network', () => {
  it('refuses a card number failing the Luhn check without echoing it', async () => {
    const input = withCard({ cardNumber: '4444333322221112' });
    await expectRefused(input, [
      { path: 'input.paymentInstrument.card.cardNumber', rule: 'LUHN', message: 'must pass the Luhn check' },
    ]);
  });

  it('refuses a card number that is not 12 to 19 digits', async () => {
    await expectRefused(withCard({ cardNumber: '4444 3333 2222 1111' }), [
      {
        path: 'input.paymentInstrument.card.cardNumber',
        rule: 'INVALID_FORMAT',
        message: 'must be 12 to 19 digits',
      },
    ]);
  });

  it('refuses an expiry month outside 1 to 12 and a year that is not four digits', async () => {
    await expectRefused(withCard({ cardExpiryDate: { month: 13, year: 35 } }), [
      {
        path: 'input.paymentInstrument.card.cardExpiryDate.month',
        rule: 'OUT_OF_RANGE',
        message: 'must be 1 to 12',
      },
      {
        path: 'input.paymentInstrument.card.cardExpiryDate.year',
        rule: 'OUT_OF_RANGE',
        message: 'must be a four-digit year',
      },
    ]);
  });

  it('refuses an incomplete billing address (blank required lines, bad state)', async () => {
    await expectRefused(
      withCard({ billingAddress: { ...address, address1: ' ', city: '', state: 'California' } }),
      [
        {
          path: 'input.paymentInstrument.card.billingAddress.address1',
          rule: 'BLANK',
          message: 'must not be empty',
        },
        {
          path: 'input.paymentInstrument.card.billingAddress.city',
          rule: 'BLANK',
          message: 'must not be empty',
        },
        {
          path: 'input.paymentInstrument.card.billingAddress.state',
          rule: 'INVALID_FORMAT',
          message: 'must be a two-character upper-case sub-division code',
        },
      ],
    );
  });

  it('refuses a token href that is no location, a network token that is no number, a wallet token that is no JSON', async () => {
    await expectRefused(cardInput('x', { paymentInstrument: { tokenizedCard: { href: 'token-1' } } }), [
      {
        path: 'input.paymentInstrument.tokenizedCard.href',
        rule: 'INVALID_FORMAT',
        message: 'must be an absolute http(s) URL or a path starting with /',
      },
    ]);
    await expectRefused(
      cardInput('x', {
        paymentInstrument: { networkToken: { tokenNumber: '4444-3333', cardExpiryDate: expiry } },
      }),
      [
        {
          path: 'input.paymentInstrument.networkToken.tokenNumber',
          rule: 'INVALID_FORMAT',
          message: 'must be 12 to 19 digits',
        },
      ],
    );
    await expectRefused(cardInput('x', { paymentInstrument: { walletToken: { walletToken: 'abc' } } }), [
      {
        path: 'input.paymentInstrument.walletToken.walletToken',
        rule: 'INVALID_FORMAT',
        message: "must be the wallet's payment data, a JSON object serialized as a string",
      },
    ]);
  });

  it('refuses an amount that is not a whole number of minor units, zero or more: a fraction, a negative', async () => {
    for (const amount of ['2.50', '-1']) {
      await expectRefused(cardInput('x', { value: { amount, currency: 'GBP' } }), [
        {
          path: 'input.value.amount',
          rule: 'OUT_OF_RANGE',
          message: 'must be a whole number of minor units, zero or more, at most 9007199254740991',
        },
      ]);
    }
  });

  it('sends a zero-amount authentication with challengeMandated (adding a card) to the provider and answers it', async () => {
    const input = cardInput('3ds2-challenge-identified', {
      transactionReference: 'add-card-zero-amount',
      value: { minorUnits: '0', currency: 'GBP' },
      challenge: { preference: 'CHALLENGE_MANDATED', returnUrl: 'https://shop.example/3ds/return' },
    });
    const result = await gw.run(ThreeDsAuthenticateDocument, { input });
    expect(result.errors).toBeUndefined();
    expect(result.data?.authenticate3ds).toMatchObject({
      outcome: 'CHALLENGED',
      rawOutcome: 'challenged',
      transactionReference: 'add-card-zero-amount',
    });
    const calls = await gw.upstreamCalls();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /verifications/customers/3ds/authentication',
    ]);
    const body = calls[0]?.body as { instruction: { value: unknown }; challenge: unknown };
    expect(body.instruction.value).toEqual({ amount: 0, currency: 'GBP' });
    expect(body.challenge).toEqual({
      preference: 'challengeMandated',
      returnUrl: 'https://shop.example/3ds/return',
    });
  });

  it('refuses device data out of the spec: colour depth, screen sizes, time zone, language, blank headers', async () => {
    await expectRefused(
      cardInput('x', {
        deviceData: {
          acceptHeader: '',
          userAgentHeader: ' ',
          browserLanguage: 'English (UK)',
          browserColorDepth: 10,
          browserScreenHeight: 0,
          browserScreenWidth: -5,
          timeZone: 900,
        },
      }),
      [
        { path: 'input.deviceData.acceptHeader', rule: 'BLANK', message: 'must not be empty' },
        { path: 'input.deviceData.userAgentHeader', rule: 'BLANK', message: 'must not be empty' },
        {
          path: 'input.deviceData.browserLanguage',
          rule: 'INVALID_FORMAT',
          message: 'must be an IETF language tag such as en-GB',
        },
        {
          path: 'input.deviceData.browserColorDepth',
          rule: 'NOT_ALLOWED',
          message: 'must be one of 1, 4, 8, 15, 16, 24, 32, 48',
        },
        {
          path: 'input.deviceData.browserScreenHeight',
          rule: 'OUT_OF_RANGE',
          message: 'must be a positive number of pixels',
        },
        {
          path: 'input.deviceData.browserScreenWidth',
          rule: 'OUT_OF_RANGE',
          message: 'must be a positive number of pixels',
        },
        {
          path: 'input.deviceData.timeZone',
          rule: 'OUT_OF_RANGE',
          message: 'must be an offset in minutes from -840 to 720',
        },
      ],
    );
  });

  it('accepts every colour depth of the spec', async () => {
    for (const browserColorDepth of [1, 4, 8, 15, 16, 24, 32, 48]) {
      const result = await gw.run(ThreeDsAuthenticateDocument, {
        input: cardInput('3ds2-frictionless-identified', { deviceData: { ...device, browserColorDepth } }),
      });
      expect(result.data?.authenticate3ds.outcome).toBe('AUTHENTICATED');
    }
  });

  it('refuses a returnUrl that is not absolute http(s)', async () => {
    await expectRefused(cardInput('x', { challenge: { returnUrl: 'ftp://shop.example/back' } }), [
      {
        path: 'input.challenge.returnUrl',
        rule: 'INVALID_FORMAT',
        message: 'must be an absolute http or https URL',
      },
    ]);
  });

  it('refuses a gift card amount without currency, and a currency without amount', async () => {
    const gift = (totalValue: Record<string, string>) =>
      cardInput('x', { riskData: { transaction: { giftCardsPurchase: { totalValue } } } });
    const path = 'input.riskData.transaction.giftCardsPurchase.totalValue';
    await expectRefused(gift({ amount: '500' }), [
      { path: `${path}.currency`, rule: 'REQUIRED', message: 'is required when amount is given' },
    ]);
    await expectRefused(gift({ currency: 'GBP' }), [
      { path: `${path}.minorUnits`, rule: 'REQUIRED', message: 'is required when currency is given' },
    ]);
  });

  it('refuses an incomplete shipping address, bad emails and negative counters', async () => {
    await expectRefused(
      cardInput('x', {
        riskData: {
          account: { email: 'not-an-email' },
          transaction: { history: { attemptsLastDay: -1 } },
          shipping: {
            email: 'nope',
            address: { ...address, postalCode: '', stateCode: 'x' },
          },
        },
      }),
      [
        { path: 'input.riskData.account.email', rule: 'INVALID_FORMAT', message: 'must be an email address' },
        {
          path: 'input.riskData.transaction.history.attemptsLastDay',
          rule: 'OUT_OF_RANGE',
          message: 'must be a non-negative integer',
        },
        {
          path: 'input.riskData.shipping.email',
          rule: 'INVALID_FORMAT',
          message: 'must be an email address',
        },
        { path: 'input.riskData.shipping.address.postalCode', rule: 'BLANK', message: 'must not be empty' },
        {
          path: 'input.riskData.shipping.address.stateCode',
          rule: 'INVALID_FORMAT',
          message: 'must be a two-character upper-case sub-division code',
        },
      ],
    );
  });

  it('refuses a blank transactionReference and merchant fields', async () => {
    await expectRefused(
      cardInput('x', { transactionReference: '', merchant: { entity: ' ', overrideName: '' } }),
      [
        { path: 'input.transactionReference', rule: 'BLANK', message: 'must not be empty' },
        { path: 'input.merchant.entity', rule: 'BLANK', message: 'must not be empty' },
        { path: 'input.merchant.overrideName', rule: 'BLANK', message: 'must not be empty' },
      ],
    );
  });

  it.each([
    ['input.deviceData.ipAddress', { deviceData: { ...device, ipAddress: '2001:db8::1' } }],
    [
      'input.riskData.account.history.createdAt',
      { riskData: { account: { history: { createdAt: '2024-02-30' } } } },
    ],
    ['input.value.currency', { value: { amount: '1', currency: 'EURO' } }],
  ])('refuses a malformed scalar at %s before any resolver runs', async (path, overrides) => {
    const result = await gw.run(ThreeDsAuthenticateDocument, {
      input: cardInput('x', overrides as Partial<Authenticate3dsInput>),
    });
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ path }],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('never puts the card number into the response, whatever is wrong', async () => {
    const cardNumber = '4444333322221112';
    const res = await fetch(gw.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: ThreeDsAuthenticateDocument.toString(),
        variables: { input: withCard({ cardNumber, cardExpiryDate: { month: 0, year: 2030 } }) },
      }),
    });
    const text = await res.text();
    expect(text).toContain('BAD_USER_INPUT');
    expect(text).not.toContain(cardNumber);
    expect(text).not.toContain('33332222');
  });
});
