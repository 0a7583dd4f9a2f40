import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';
import { postSale } from './salesSupport.ts';
import { invalid, pi, saleSequence, withValue } from './salesValidationSupport.ts';

/** The sandbox's checks of a sale's required fields and of each field's own rule, one field error at a time. */

describe('sandbox card-on-file sale validation', () => {
  let sandbox: RunningSandbox;
  const sale = saleSequence();

  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const sell = (body: unknown, headers?: Record<string, string>) => postSale(sandbox.url, body, headers);

  it('lists only the missing top-level fields of an empty body', async () => {
    expect(await sell({})).toEqual(
      invalid({
        transactionReference: ['transactionReference is required'],
        merchant: ['merchant is required'],
        instruction: ['instruction is required'],
      }),
    );
  });

  it('lists every required field inside empty merchant and instruction objects', async () => {
    expect(await sell({ transactionReference: 'order-empty', merchant: {}, instruction: {} })).toEqual(
      invalid({
        'merchant.entity': ['merchant.entity is required'],
        'instruction.value': ['instruction.value is required'],
        'instruction.narrative': ['instruction.narrative is required'],
        [pi]: [`${pi} is required`],
      }),
    );
  });

  it('lists every required field inside empty value, narrative and payment instrument objects', async () => {
    const body = { ...sale(), instruction: { value: {}, narrative: {}, paymentInstrument: {} } };
    expect(await sell(body)).toEqual(
      invalid({
        'instruction.value.amount': ['instruction.value.amount is required'],
        'instruction.value.currency': ['instruction.value.currency is required'],
        'instruction.narrative.line1': ['instruction.narrative.line1 is required'],
        [`${pi}.type`]: [`${pi}.type is required`],
        [`${pi}.cardHolderName`]: [`${pi}.cardHolderName is required`],
        [`${pi}.cardExpiryDate`]: [`${pi}.cardExpiryDate is required`],
        [`${pi}.cardNumber`]: [`${pi}.cardNumber is required`],
      }),
    );
  });

  const rules: [string, unknown, string][] = [
    ['transactionReference', 42, 'transactionReference must be a string'],
    ['transactionReference', '', 'transactionReference must not be empty'],
    ['channel', 'ecom', 'channel must be moto'],
    ['channel', 'MOTO', 'channel must be moto'],
    ['merchant', ['SBXE01'], 'merchant must be an object'],
    ['merchant.entity', '', 'merchant.entity must not be empty'],
    ['merchant.mcc', '59', 'merchant.mcc must be 4 digits'],
    ['merchant.mcc', 5999, 'merchant.mcc must be a string'],
    ['merchant.paymentFacilitator', 'PF001', 'merchant.paymentFacilitator must be an object'],
    ['instruction', 'pay', 'instruction must be an object'],
    ['instruction.value.amount', 0, 'instruction.value.amount must be an integer greater than 0'],
    ['instruction.value.amount', -1250, 'instruction.value.amount must be an integer greater than 0'],
    ['instruction.value.amount', 12.5, 'instruction.value.amount must be an integer greater than 0'],
    ['instruction.value.amount', '1250', 'instruction.value.amount must be an integer greater than 0'],
    ['instruction.value.amount', 2 ** 53, 'instruction.value.amount must be an integer greater than 0'],
    [
      'instruction.value.currency',
      'gbp',
      'instruction.value.currency must be a 3-letter ISO 4217 currency code',
    ],
    [
      'instruction.value.currency',
      'GBPX',
      'instruction.value.currency must be a 3-letter ISO 4217 currency code',
    ],
    ['instruction.narrative.line1', ' ', 'instruction.narrative.line1 must not be empty'],
    ['instruction.narrative.line2', 7, 'instruction.narrative.line2 must be a string'],
    ['instruction.debtRepayment', 'yes', 'instruction.debtRepayment must be a boolean'],
    [`${pi}.type`, 'card/tokenized', `${pi}.type must be card/plain`],
    [`${pi}.type`, 'card/front', `${pi}.type must be card/plain`],
    [`${pi}.cardHolderName`, '', `${pi}.cardHolderName must not be empty`],
    [`${pi}.cardExpiryDate`, '12/35', `${pi}.cardExpiryDate must be an object`],
    [`${pi}.cardExpiryDate.month`, 0, `${pi}.cardExpiryDate.month must be an integer from 1 to 12`],
    [`${pi}.cardExpiryDate.month`, 13, `${pi}.cardExpiryDate.month must be an integer from 1 to 12`],
    [`${pi}.cardExpiryDate.month`, '12', `${pi}.cardExpiryDate.month must be an integer from 1 to 12`],
    [`${pi}.cardExpiryDate.month`, undefined, `${pi}.cardExpiryDate.month is required`],
    [`${pi}.cardExpiryDate.year`, 35, `${pi}.cardExpiryDate.year must be a four-digit year`],
    [`${pi}.cardExpiryDate.year`, undefined, `${pi}.cardExpiryDate.year is required`],
    [`${pi}.cardNumber`, '4444-3333-2222-1111', `${pi}.cardNumber must be 12 to 19 digits`],
    [`${pi}.cardNumber`, '41111111116', `${pi}.cardNumber must be 12 to 19 digits`],
    [`${pi}.cardNumber`, 4444333322221111, `${pi}.cardNumber must be a string`],
    [`${pi}.cardNumber`, '4444333322221112', `${pi}.cardNumber fails the Luhn check`],
    [`${pi}.cardNumber`, '1234567812345670', `${pi}.cardNumber is not a number of a supported card network`],
    [`${pi}.cvc`, '12', `${pi}.cvc must be 3 or 4 digits`],
    [`${pi}.cvc`, '12345', `${pi}.cvc must be 3 or 4 digits`],
    [`${pi}.cvc`, 123, `${pi}.cvc must be a string`],
    [`${pi}.href`, 'TKNVISACREDITGB', `${pi}.href must be an absolute http(s) URL or an absolute path`],
    [
      `${pi}.tokenHref`,
      'ftp://host/tokens/1',
      `${pi}.tokenHref must be an absolute http(s) URL or an absolute path`,
    ],
    [`${pi}.cvcHref`, 'cvc', `${pi}.cvcHref must be an absolute http(s) URL or an absolute path`],
    [`${pi}.billingAddress`, 'London', `${pi}.billingAddress must be an object`],
    [
      `${pi}.billingAddress.countryCode`,
      'gb',
      `${pi}.billingAddress.countryCode must be a 2-letter ISO 3166-1 country code`,
    ],
    [`${pi}.billingAddress.city`, 1, `${pi}.billingAddress.city must be a string`],
    ['customer', true, 'customer must be an object'],
    ['customer.authentication.eci', '5', 'customer.authentication.eci must be 2 digits'],
    ['customer.authentication.version', 2, 'customer.authentication.version must be a string'],
  ];

  it.each(rules)('refuses %s = %j with one field error', async (path, value, message) => {
    const body =
      path.startsWith(`${pi}.billingAddress.`) || path.startsWith('customer.')
        ? withValue(
            withValue(
              withValue(sale(), `${pi}.billingAddress`, { postalCode: 'SW1A 1AA', countryCode: 'GB' }),
              'customer',
              {
                authentication: { eci: '05', type: '3DS' },
              },
            ),
            path,
            value,
          )
        : withValue(sale(), path, value);
    expect(await sell(body)).toEqual(invalid({ [path]: [message] }));
  });

  it('treats null as an absent field', async () => {
    const body = withValue(withValue(sale(), 'channel', null), `${pi}.cvc`, null);
    expect((await sell(body)).status).toBe(201);
    expect(await sell(withValue(sale(), 'merchant', null))).toEqual(
      invalid({ merchant: ['merchant is required'] }),
    );
  });

  it('never echoes the card number or the CVC in a validation error', async () => {
    const body = withValue(withValue(sale(), `${pi}.cardNumber`, '4444333322221112'), `${pi}.cvc`, '12a');
    const answer = await sell(body);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).not.toMatch(/4444333322221112|12a/);
  });
});
