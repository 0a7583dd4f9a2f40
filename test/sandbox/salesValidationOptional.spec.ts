import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';
import { postSale } from './salesSupport.ts';
import { facilitator, invalid, pi, saleSequence, withValue } from './salesValidationSupport.ts';

/** The sandbox's checks inside the optional objects of a sale: facilitator, billing address, customer. */

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
});
