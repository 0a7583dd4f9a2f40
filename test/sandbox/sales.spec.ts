import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devCredentials } from '../../src/sandbox/config.ts';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';

const basic = `Basic ${Buffer.from(`${devCredentials.username}:${devCredentials.password}`).toString('base64')}`;
const requestType = 'application/vnd.provider.payments-v5+json';
const responseType = 'application/vnd.provider.payments-v5.hal+json';
const v5Headers = { authorization: basic, 'content-type': requestType, accept: responseType };

/** The sandbox's payment account reference of 4444333322221111 under the default seed. */
const visaPar = 'SBX1A4B3FF66D299851667D70C198';

/** A sale every check passes: full billing address and a CVC, so it has no risk factors. */
function validSale(transactionReference: string) {
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
        cvc: '123',
        billingAddress: {
          address1: '1 Main Street',
          postalCode: 'SW1A 1AA',
          countryCode: 'GB',
          city: 'London',
        },
      },
    },
  };
}

/** The parts of a sale response the tests read; whole bodies are compared with toEqual. */
interface SaleBody {
  readonly outcome: string;
  readonly issuer?: unknown;
  readonly riskFactors?: unknown;
  readonly paymentInstrument: { readonly card: { readonly paymentAccountReference: string } };
  readonly _links: Readonly<Record<string, unknown>>;
}

describe('sandbox card-on-file sale', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ controlEnabled: true });
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
    return {
      status: res.status,
      contentType: res.headers.get('content-type'),
      body: (await res.json()) as SaleBody,
    };
  }

  const links = (id: string, authorized: boolean) => ({
    ...(authorized
      ? {
          'payments:refund': { href: `${sandbox.url}/payments/sales/${id}/refunds/full` },
          'payments:partialRefund': { href: `${sandbox.url}/payments/sales/${id}/refunds/partials` },
          'payments:reversal': { href: `${sandbox.url}/payments/sales/${id}/reversals` },
        }
      : {}),
    'payments:events': { href: `${sandbox.url}/payments/sales/${id}/events` },
    curies: [{ name: 'payments', href: `${sandbox.url}/rels/payments/{rel}`, templated: true }],
  });

  it('authorizes a sale and answers 201 with the v5 HAL body, card details as BIN and last four only', async () => {
    expect(await sell(validSale('order-authorized'))).toEqual({
      status: 201,
      contentType: responseType,
      body: {
        outcome: 'authorized',
        issuer: { authorizationCode: '801204' },
        paymentInstrument: {
          type: 'card/plain+masked',
          card: {
            number: { bin: '444433', last4Digits: '1111' },
            issuer: { name: 'SANDBOX BANK PLC' },
            paymentAccountReference: visaPar,
            countryCode: 'GB',
            fundingType: 'credit',
            brand: 'visa',
            expiryDate: { month: 12, year: 2035 },
          },
        },
        scheme: { reference: '420278610285449' },
        _links: links('a574b31cd7746a9c8a5ca2564b23f17a', true),
      },
    });
  });
  it('refuses the sale of card holder REFUSED: no issuer code, no scheme reference, no refund links', async () => {
    const sale = validSale('order-refused');
    sale.instruction.paymentInstrument.cardHolderName = 'REFUSED';
    expect(await sell(sale)).toEqual({
      status: 201,
      contentType: responseType,
      body: {
        outcome: 'refused',
        paymentInstrument: {
          type: 'card/plain+masked',
          card: {
            number: { bin: '444433', last4Digits: '1111' },
            issuer: { name: 'SANDBOX BANK PLC' },
            paymentAccountReference: visaPar,
            countryCode: 'GB',
            fundingType: 'credit',
            brand: 'visa',
            expiryDate: { month: 12, year: 2035 },
          },
        },
        _links: links('04ca3ed3b9161f67d61f71667f335f62', false),
      },
    });
  });

  it('refuses a card whose expiry month has passed on the sandbox clock', async () => {
    const now = sandbox.clock.now();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const sale = validSale('order-expired');
    sale.instruction.paymentInstrument.cardExpiryDate = {
      month: lastMonth.getUTCMonth() + 1,
      year: lastMonth.getUTCFullYear(),
    };
    expect((await sell(sale)).body.outcome).toBe('refused');
  });

  it('authorizes a card in its expiry month and refuses it once the clock has moved past that month', async () => {
    const now = sandbox.clock.now();
    const thisMonth = { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() };
    const before = validSale('order-expiring-1');
    before.instruction.paymentInstrument.cardExpiryDate = thisMonth;
    expect((await sell(before)).body.outcome).toBe('authorized');

    const advance = await fetch(`${sandbox.url}/_sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 32 * 24 * 3_600_000 }),
    });
    expect(advance.status).toBe(200);
    const after = validSale('order-expiring-2');
    after.instruction.paymentInstrument.cardExpiryDate = thisMonth;
    expect((await sell(after)).body.outcome).toBe('refused');
  });

  type Instrument = ReturnType<typeof validSale>['instruction']['paymentInstrument'];
  type Edit = (instrument: Partial<Instrument> & Record<string, unknown>) => void;
  const riskCases: [string, Edit, unknown][] = [
    ['a matching address, postcode and CVC', () => {}, undefined],
    [
      'no billing address',
      (i) => {
        delete i.billingAddress;
      },
      [{ type: 'avs', risk: 'not_supplied' }],
    ],
    [
      'a billing address without address1',
      (i) => {
        i.billingAddress = {
          postalCode: 'SW1A 1AA',
          countryCode: 'GB',
          city: 'London',
        } as Instrument['billingAddress'];
      },
      [{ type: 'avs', risk: 'not_supplied', detail: 'address' }],
    ],
    [
      'address1 NOMATCH',
      (i) => {
        if (i.billingAddress) i.billingAddress.address1 = 'NOMATCH';
      },
      [{ type: 'avs', risk: 'not_matched', detail: 'address' }],
    ],
    [
      'address1 NOCHECK',
      (i) => {
        if (i.billingAddress) i.billingAddress.address1 = 'NOCHECK';
      },
      [{ type: 'avs', risk: 'not_checked', detail: 'address' }],
    ],
    [
      'postalCode NOMATCH',
      (i) => {
        if (i.billingAddress) i.billingAddress.postalCode = 'NOMATCH';
      },
      [{ type: 'avs', risk: 'not_matched', detail: 'postcode' }],
    ],
    [
      'postalCode NOCHECK',
      (i) => {
        if (i.billingAddress) i.billingAddress.postalCode = 'NOCHECK';
      },
      [{ type: 'avs', risk: 'not_checked', detail: 'postcode' }],
    ],
    [
      'no CVC',
      (i) => {
        delete i.cvc;
      },
      [{ type: 'cvc', risk: 'not_supplied' }],
    ],
    [
      'no CVC but a cvcHref',
      (i) => {
        delete i.cvc;
        i.cvcHref = 'https://sessions.example.test/sessions/cvc/1';
      },
      undefined,
    ],
    [
      'CVC 999',
      (i) => {
        i.cvc = '999';
      },
      [{ type: 'cvc', risk: 'not_matched' }],
    ],
    [
      'CVC 998',
      (i) => {
        i.cvc = '998';
      },
      [{ type: 'cvc', risk: 'not_checked' }],
    ],
    [
      'address1 and postalCode NOMATCH and CVC 999',
      (i) => {
        i.cvc = '999';
        if (i.billingAddress) {
          i.billingAddress.address1 = 'NOMATCH';
          i.billingAddress.postalCode = 'NOMATCH';
        }
      },
      [
        { type: 'avs', risk: 'not_matched', detail: 'address' },
        { type: 'avs', risk: 'not_matched', detail: 'postcode' },
        { type: 'cvc', risk: 'not_matched' },
      ],
    ],
    [
      'neither a billing address nor a CVC',
      (i) => {
        delete i.billingAddress;
        delete i.cvc;
      },
      [
        { type: 'avs', risk: 'not_supplied' },
        { type: 'cvc', risk: 'not_supplied' },
      ],
    ],
  ];

  it.each(riskCases.map(([name, edit, risks], n) => [name, n, edit, risks] as const))(
    'reports the risk factors of %s, and still authorizes',
    async (_name, n, edit, risks) => {
      const sale = validSale(`order-risk-${n}`);
      edit(sale.instruction.paymentInstrument);
      const { status, body } = await sell(sale);
      expect(status).toBe(201);
      expect(body.outcome).toBe('authorized');
      expect(body.riskFactors).toEqual(risks);
      expect('riskFactors' in body).toBe(risks !== undefined);
    },
  );

  it('reports risk factors on a refused sale too', async () => {
    const sale = validSale('order-refused-risk');
    sale.instruction.paymentInstrument.cardHolderName = 'REFUSED';
    sale.instruction.paymentInstrument.cvc = '999';
    const { body } = await sell(sale);
    expect([body.outcome, body.riskFactors]).toEqual(['refused', [{ type: 'cvc', risk: 'not_matched' }]]);
  });

  it.each([
    [
      '5555555555554444',
      { bin: '555555', last4Digits: '4444' },
      'EXAMPLE NATIONAL BANK',
      'US',
      'credit',
      'mastercard',
    ],
    ['343434343434343', { bin: '343434', last4Digits: '4343' }, 'AMEX SANDBOX', 'US', 'charge', 'amex'],
    [
      '4035501000000008',
      { bin: '403550', last4Digits: '0008' },
      'PREPAID SERVICES LTD',
      'IE',
      'prepaid',
      'visa',
    ],
    ['4970100000000063', { bin: '497010', last4Digits: '0063' }, 'BANQUE EXEMPLE', 'FR', 'debit', 'cb'],
    [
      '5105105105105100',
      { bin: '510510', last4Digits: '5100' },
      'UNKNOWN SANDBOX ISSUER',
      'GB',
      'credit',
      'mastercard',
    ],
  ])(
    'describes card %s from the card table',
    async (cardNumber, number, issuer, countryCode, fundingType, brand) => {
      const sale = validSale(`order-card-${cardNumber}`);
      sale.instruction.paymentInstrument.cardNumber = cardNumber;
      const { body } = await sell(sale);
      const { paymentAccountReference, ...card } = body.paymentInstrument.card;
      expect(card).toEqual({
        number,
        issuer: { name: issuer },
        countryCode,
        fundingType,
        brand,
        expiryDate: { month: 12, year: 2035 },
      });
      expect(paymentAccountReference).toMatch(/^SBX1[0-9A-F]{25}$/);
    },
  );

  it('gives one card the same payment account reference in every sale, and another card another one', async () => {
    const first = await sell(validSale('order-par-1'));
    const second = validSale('order-par-2');
    second.instruction.value.amount = 99;
    const other = validSale('order-par-3');
    other.instruction.paymentInstrument.cardNumber = '4917610000000000';
    const par = (answer: { body: SaleBody }) => answer.body.paymentInstrument.card.paymentAccountReference;
    expect(par(first)).toBe(visaPar);
    expect(par(await sell(second))).toBe(visaPar);
    expect(par(await sell(other))).not.toBe(visaPar);
  });

  it('replays the stored answer when the same sale is sent again, even with its keys in another order', async () => {
    const sale = validSale('order-replay');
    const first = await sell(sale);
    const size = sandbox.state.sales.size;
    const { instruction, merchant, transactionReference } = sale;
    expect(await sell({ instruction, merchant, transactionReference })).toEqual(first);
    expect(sandbox.state.sales.size).toBe(size);
  });

  it('replays a refused sale as refused', async () => {
    const sale = validSale('order-replay-refused');
    sale.instruction.paymentInstrument.cardHolderName = 'REFUSED';
    const first = await sell(sale);
    expect(first.body.outcome).toBe('refused');
    expect(await sell(sale)).toEqual(first);
  });

  it('answers 409 SBXS03 when a used transactionReference comes with another request', async () => {
    await sell(validSale('order-conflict'));
    const other = validSale('order-conflict');
    other.instruction.value.amount = 1251;
    expect(await sell(other)).toEqual({
      status: 409,
      contentType: 'application/json',
      body: {
        httpStatusCode: 409,
        customCode: 'SBXS03',
        message: 'transactionReference was already used for a different sale of this entity',
      },
    });
  });

  it('scopes transactionReference by merchant entity', async () => {
    const first = await sell(validSale('order-shared-ref'));
    const other = validSale('order-shared-ref');
    other.merchant.entity = 'SBXE02';
    const second = await sell(other);
    expect(second.status).toBe(201);
    expect(second.body.issuer).not.toEqual(first.body.issuer);
    expect(second.body._links['payments:events']).not.toEqual(first.body._links['payments:events']);
  });

  it('does not store the card number or the CVC, only the BIN and the last four digits', async () => {
    const sale = validSale('order-stored');
    sale.instruction.paymentInstrument.cvc = '4321';
    await sell(sale);
    const stored = sandbox.state.sales.find('SBXE01', 'order-stored');
    const text = JSON.stringify(stored);
    expect(stored?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(text).not.toContain('4444333322221111');
    expect(text).not.toContain('cvc');
    expect(JSON.stringify(stored?.response)).not.toContain('4321');
  });

  it('logs the sale with the card number and the CVC masked', async () => {
    await fetch(`${sandbox.url}/_sandbox/requests`, { method: 'DELETE' });
    await sell(validSale('order-logged'));
    const log = (await (await fetch(`${sandbox.url}/_sandbox/requests`)).json()) as { requests: unknown[] };
    expect(log.requests).toMatchObject([
      {
        area: 'sales',
        method: 'POST',
        path: '/payments/sales/migrateCardOnFile',
        status: 201,
        body: { instruction: { paymentInstrument: { cardNumber: '444433******1111', cvc: '***' } } },
      },
    ]);
  });
});
