import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';
import { postSale, responseType, type SaleBody, validSale, visaPar } from './salesSupport.ts';

/** The sandbox's decision on a card-on-file sale and the HAL body it answers with. */

describe('sandbox card-on-file sale', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ controlEnabled: true });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const sell = (body: unknown, headers?: Record<string, string>) =>
    postSale<SaleBody>(sandbox.url, body, headers);

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
            paymentAccountReference: visaPar(sandbox),
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
            paymentAccountReference: visaPar(sandbox),
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
});
