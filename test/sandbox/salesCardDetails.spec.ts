import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';
import { postSale, type SaleBody, validSale, visaPar } from './salesSupport.ts';

/** What the sandbox tells of a sold card from its card table, and what it never stores or logs of it. */

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
    expect(par(first)).toMatch(/^SBX1[0-9A-F]{25}$/);
    expect(par(first)).toBe(visaPar(sandbox));
    expect(par(await sell(second))).toBe(par(first));
    expect(par(await sell(other))).not.toBe(par(first));
  });

  it('keys the payment account reference per instance, so it cannot be recomputed from the public seed', async () => {
    const twin = await startSandbox({ seed: sandbox.config.seed });
    try {
      const theirs = await postSale<SaleBody>(twin.url, validSale('order-par-twin'));
      expect(theirs.body.paymentInstrument.card.paymentAccountReference).toMatch(/^SBX1[0-9A-F]{25}$/);
      expect(theirs.body.paymentInstrument.card.paymentAccountReference).not.toBe(visaPar(sandbox));
    } finally {
      await twin.close();
    }
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
    expect(JSON.stringify(stored?.response)).not.toContain('"4321"');
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
