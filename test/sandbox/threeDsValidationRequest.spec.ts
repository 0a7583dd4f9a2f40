import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullRequest, minimalRequest, startThreeDsApi, type ThreeDsApi } from './threeDsSupport.ts';
import { card, invalid, sendAuthentication, withField } from './threeDsValidationSupport.ts';

/** The sandbox's checks of an authentication request's required fields, card and value, and what it never reveals. */

describe('sandbox 3DS request validation', () => {
  let api: ThreeDsApi;
  beforeAll(async () => {
    api = await startThreeDsApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const send = (body: unknown) => sendAuthentication(api, body);

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
          'must be one of card/front, card/tokenized, card/networkToken, card/wallet+<wallet>pay',
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
