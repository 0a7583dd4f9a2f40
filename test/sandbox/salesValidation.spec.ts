import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devCredentials } from '../../src/sandbox/config.ts';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';

const basic = `Basic ${Buffer.from(`${devCredentials.username}:${devCredentials.password}`).toString('base64')}`;
const requestType = 'application/vnd.provider.payments-v5+json';
const responseType = 'application/vnd.provider.payments-v5.hal+json';
const v5Headers = { authorization: basic, 'content-type': requestType, accept: responseType };
const pi = 'instruction.paymentInstrument';

type Json = Record<string, unknown>;

function validSale(transactionReference: string): Json {
  return {
    transactionReference,
    merchant: { entity: 'SBXE01' },
    instruction: {
      value: { amount: 1250, currency: 'GBP' },
      narrative: { line1: 'Sandbox Shop' },
      paymentInstrument: {
        type: 'card/plain',
        cardHolderName: 'Ada Lovelace',
        cardNumber: '4444333322221111',
        cardExpiryDate: { month: 12, year: 2035 },
      },
    },
  };
}

/** A copy of `body` with the value at a dotted path replaced (created on the way), or removed when undefined. */
function withValue(body: Json, path: string, value: unknown): Json {
  const copy = structuredClone(body);
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let at: Json = copy;
  for (const key of keys) {
    if (typeof at[key] !== 'object' || at[key] === null) at[key] = {};
    at = at[key] as Json;
  }
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

const invalid = (errors: Record<string, string[]>) => ({
  status: 400,
  contentType: 'application/json',
  body: { errors, httpStatusCode: 400, customCode: 'SBXS01', message: 'The request body is invalid' },
});

const facilitator = {
  pfId: 'PF001',
  isoId: 'ISO01',
  subMerchant: {
    city: 'London',
    name: 'Corner Shop',
    postalCode: 'E1 6AN',
    merchantId: 'SUB001',
    countryCode: 'GB',
    street: '2 High Street',
    state: 'LND',
    taxId: 'GB123',
  },
};

describe('sandbox card-on-file sale validation', () => {
  let sandbox: RunningSandbox;
  let seq = 0;

  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox.close();
  });

  async function sell(body: unknown, headers: Record<string, string> = v5Headers) {
    const res = await fetch(`${sandbox.url}/payments/sales/migrateCardOnFile`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return { status: res.status, contentType: res.headers.get('content-type'), body: await res.json() };
  }

  const sale = () => validSale(`order-v-${++seq}`);

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

  it('requires pfId and subMerchant inside a payment facilitator', async () => {
    const at = 'merchant.paymentFacilitator';
    expect(await sell(withValue(sale(), at, {}))).toEqual(
      invalid({
        [`${at}.pfId`]: [`${at}.pfId is required`],
        [`${at}.subMerchant`]: [`${at}.subMerchant is required`],
      }),
    );
  });

  it('requires city, name, postalCode, merchantId, countryCode and street inside a sub-merchant', async () => {
    const at = 'merchant.paymentFacilitator.subMerchant';
    expect(
      await sell(withValue(sale(), 'merchant.paymentFacilitator', { pfId: 'PF001', subMerchant: {} })),
    ).toEqual(
      invalid(
        Object.fromEntries(
          ['city', 'name', 'postalCode', 'merchantId', 'street', 'countryCode'].map((k) => [
            `${at}.${k}`,
            [`${at}.${k} is required`],
          ]),
        ),
      ),
    );
  });

  it('checks the sub-merchant country code and optional strings', async () => {
    const at = 'merchant.paymentFacilitator.subMerchant';
    const body = withValue(sale(), 'merchant.paymentFacilitator', {
      ...facilitator,
      isoId: 1,
      subMerchant: { ...facilitator.subMerchant, countryCode: 'GBR', state: 5, taxId: false },
    });
    expect(await sell(body)).toEqual(
      invalid({
        'merchant.paymentFacilitator.isoId': ['merchant.paymentFacilitator.isoId must be a string'],
        [`${at}.countryCode`]: [`${at}.countryCode must be a 2-letter ISO 3166-1 country code`],
        [`${at}.state`]: [`${at}.state must be a string`],
        [`${at}.taxId`]: [`${at}.taxId must be a string`],
      }),
    );
  });

  it('requires postalCode and countryCode inside a billing address', async () => {
    const at = `${pi}.billingAddress`;
    expect(await sell(withValue(sale(), at, { address1: '1 Main Street' }))).toEqual(
      invalid({
        [`${at}.postalCode`]: [`${at}.postalCode is required`],
        [`${at}.countryCode`]: [`${at}.countryCode is required`],
      }),
    );
  });

  it('requires authentication inside a customer, and eci and type inside the authentication', async () => {
    expect(await sell(withValue(sale(), 'customer', {}))).toEqual(
      invalid({ 'customer.authentication': ['customer.authentication is required'] }),
    );
    expect(await sell(withValue(sale(), 'customer', { authentication: {} }))).toEqual(
      invalid({
        'customer.authentication.eci': ['customer.authentication.eci is required'],
        'customer.authentication.type': ['customer.authentication.type is required'],
      }),
    );
  });

  it('accepts a sale with every optional field of the spec filled in', async () => {
    const body = {
      ...sale(),
      channel: 'moto',
      merchant: { entity: 'SBXE01', mcc: '5999', paymentFacilitator: facilitator },
      instruction: {
        value: { amount: 1, currency: 'EUR' },
        narrative: { line1: 'Sandbox Shop', line2: 'Order 77' },
        debtRepayment: true,
        paymentInstrument: {
          type: 'card/plain',
          cardHolderName: 'Ada Lovelace',
          cardNumber: '4444333322221111',
          cardExpiryDate: { month: 1, year: 2035 },
          cvc: '1234',
          href: `${sandbox.url}/tokens/TKNVISACREDITGB`,
          tokenHref: '/tokens/TKNVISACREDITGB',
          cvcHref: 'https://sessions.example.test/sessions/cvc/1',
          billingAddress: {
            address1: '1 Main Street',
            address2: 'Flat 2',
            address3: 'Westminster',
            postalCode: 'SW1A 1AA',
            city: 'London',
            state: 'LND',
            countryCode: 'GB',
          },
        },
      },
      customer: {
        authentication: {
          eci: '05',
          type: '3DS',
          authenticationValue: 'AAABBBCCC',
          version: '2.2.0',
          transactionId: 'c5b808e7-1de1-4069-a17b-f70d3b3b1645',
        },
      },
    };
    const { status, body: answer } = await sell(body);
    const { outcome, riskFactors } = answer as { outcome?: string; riskFactors?: unknown };
    expect([status, outcome, riskFactors]).toEqual([201, 'authorized', undefined]);
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

  const unsupported = {
    status: 415,
    contentType: 'application/json',
    body: { httpStatusCode: 415, message: 'Unsupported Media Type' },
  };

  it.each([
    'application/json',
    'application/vnd.provider.payments-v5.hal+json',
    'application/vnd.provider.payments-v4+json',
  ])('answers 415 to a request sent as %s', async (type) => {
    expect(await sell(sale(), { ...v5Headers, 'content-type': type })).toEqual(unsupported);
  });

  it('accepts the v5 request type with a charset parameter', async () => {
    const answer = await sell(sale(), { ...v5Headers, 'content-type': `${requestType}; charset=utf-8` });
    expect(answer.status).toBe(201);
  });

  it.each(['application/json', 'application/vnd.provider.payments-v4.hal+json', 'text/html'])(
    'answers 406 SBXS02 to a caller that accepts only %s',
    async (accept) => {
      expect(await sell(sale(), { ...v5Headers, accept })).toEqual({
        status: 406,
        contentType: 'application/json',
        body: { httpStatusCode: 406, customCode: 'SBXS02', message: 'Not Acceptable' },
      });
    },
  );

  it.each(['*/*', 'application/*', `application/json, ${responseType};q=0.9`])(
    'answers a caller that accepts %s',
    async (accept) => {
      const answer = await sell(sale(), { ...v5Headers, accept });
      expect([answer.status, answer.contentType]).toEqual([201, responseType]);
    },
  );

  it('checks the media type before the body', async () => {
    expect(await sell({}, { ...v5Headers, 'content-type': 'application/json' })).toEqual(unsupported);
  });

  it('uses the configured media vendor', async () => {
    const acme = await startSandbox({ mediaVendor: 'acme' });
    try {
      const post = (contentType: string, accept: string) =>
        fetch(`${acme.url}/payments/sales/migrateCardOnFile`, {
          method: 'POST',
          headers: { authorization: basic, 'content-type': contentType, accept },
          body: JSON.stringify(sale()),
        });
      const ok = await post(
        'application/vnd.acme.payments-v5+json',
        'application/vnd.acme.payments-v5.hal+json',
      );
      expect([ok.status, ok.headers.get('content-type')]).toEqual([
        201,
        'application/vnd.acme.payments-v5.hal+json',
      ]);
      expect((await post(requestType, 'application/vnd.acme.payments-v5.hal+json')).status).toBe(415);
      expect((await post('application/vnd.acme.payments-v5+json', responseType)).status).toBe(406);
    } finally {
      await acme.close();
    }
  });

  it('requires Basic credentials', async () => {
    const { authorization: _, ...anonymous } = v5Headers;
    expect((await sell(sale(), anonymous)).status).toBe(401);
  });
});
