import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../src/sandbox/server.ts';
import { postSale, type SaleBody, validSale } from './salesSupport.ts';

/** The AVS and CVC risk factors the sandbox reports for its test values, on authorized and refused sales. */

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
});
