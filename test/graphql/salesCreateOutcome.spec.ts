import { describe, expect, it } from 'vitest';
import { mediaTypes } from '../../src/contract/index.ts';
import { type CreateCardOnFileSaleInput, SalesCreateDocument } from '../generated/graphql.ts';
import { setUpTestGateway } from '../support/gateway.ts';
import { saleInput, testEntity, ukVisa } from '../support/payouts.ts';
import { createSale, instrument, salePost as post, takeCalls, ukVisaCard } from '../support/sales.ts';

/** createCardOnFileSale end to end: the request sent to the provider and the outcome read from its answer. */

const gw = setUpTestGateway();

const calls = () => takeCalls(gw);
const sale = (input: CreateCardOnFileSaleInput) => createSale(gw, input);

describe('createCardOnFileSale: outcome and result fields', () => {
  it('authorizes a sale with every field of the spec, sent once with the payments v5 media types', async () => {
    const input: CreateCardOnFileSaleInput = {
      transactionReference: 'sale-every-field',
      channel: 'MOTO',
      merchant: {
        entity: testEntity,
        mcc: '5999',
        paymentFacilitator: {
          pfId: 'PF-1',
          isoId: 'ISO-9',
          subMerchant: {
            name: 'Corner Shop',
            merchantId: 'SM-7',
            street: '2 Side Road',
            city: 'Leeds',
            postalCode: 'LS1 1AA',
            state: 'WY',
            countryCode: 'GB',
            taxId: 'GB123',
          },
        },
      },
      value: { amount: '1999', currency: 'GBP' },
      narrative: { line1: 'Sandbox shop', line2: 'Order 42' },
      debtRepayment: true,
      paymentInstrument: {
        cardHolderName: 'Ada Lovelace',
        cardNumber: ukVisa,
        cardExpiryDate: { month: 12, year: 2035 },
        billingAddress: {
          address1: '1 High Street',
          address2: 'Flat 2',
          address3: 'Westminster',
          city: 'London',
          state: 'LN',
          postalCode: 'SW1A 1AA',
          countryCode: 'GB',
        },
        cvc: '123',
        href: 'https://tokens.example/cards/c-1',
        tokenHref: 'https://tokens.example/tokens/t-1',
      },
      customer: {
        authentication: {
          eci: '05',
          type: '3DS',
          authenticationValue: 'AAABBBCCC',
          version: '2.2.0',
          transactionId: 'ds-tx-1',
        },
      },
    };
    expect(await gw.run(SalesCreateDocument, { input })).toEqual({
      status: 200,
      data: {
        createCardOnFileSale: {
          replayed: false,
          sale: {
            transactionReference: 'sale-every-field',
            outcome: 'AUTHORIZED',
            rawOutcome: 'authorized',
            issuerAuthorizationCode: '747266',
            schemeReference: '101919831584376',
            paymentInstrumentType: 'card/plain+masked',
            card: ukVisaCard(gw),
            riskFactors: [],
          },
        },
      },
    });
    const [call] = await gw.upstreamCalls();
    const types = mediaTypes(gw.sandbox.config.mediaVendor);
    expect(call?.headers['content-type']).toBe(types.paymentsRequest);
    expect(call?.headers.accept).toBe(types.paymentsResponse);
    expect(call?.body).toEqual({
      transactionReference: 'sale-every-field',
      channel: 'moto',
      merchant: {
        entity: testEntity,
        mcc: '5999',
        paymentFacilitator: {
          pfId: 'PF-1',
          isoId: 'ISO-9',
          subMerchant: {
            name: 'Corner Shop',
            merchantId: 'SM-7',
            street: '2 Side Road',
            city: 'Leeds',
            postalCode: 'LS1 1AA',
            countryCode: 'GB',
            state: 'WY',
            taxId: 'GB123',
          },
        },
      },
      instruction: {
        value: { amount: 1999, currency: 'GBP' },
        narrative: { line1: 'Sandbox shop', line2: 'Order 42' },
        debtRepayment: true,
        paymentInstrument: {
          type: 'card/plain',
          cardHolderName: 'Ada Lovelace',
          cardExpiryDate: { month: 12, year: 2035 },
          cardNumber: '444433******1111',
          billingAddress: {
            address1: '1 High Street',
            address2: 'Flat 2',
            address3: 'Westminster',
            postalCode: 'SW1A 1AA',
            city: 'London',
            state: 'LN',
            countryCode: 'GB',
          },
          cvc: '***',
          href: 'https://tokens.example/cards/c-1',
          tokenHref: 'https://tokens.example/tokens/t-1',
        },
      },
      customer: {
        authentication: {
          eci: '05',
          type: '3DS',
          authenticationValue: 'AAABBBCCC',
          version: '2.2.0',
          transactionId: 'ds-tx-1',
        },
      },
    });
    expect(await calls()).toEqual([post]);
  });

  it('gives a refusal (card holder REFUSED) as data, without issuer code or scheme reference', async () => {
    const created = await sale(saleInput(instrument({ cardHolderName: 'REFUSED' })));
    expect(created.sale).toMatchObject({
      outcome: 'REFUSED',
      rawOutcome: 'refused',
      issuerAuthorizationCode: null,
      schemeReference: null,
      card: ukVisaCard(gw),
    });
  });

  it('refuses an expired card as the issuer would', async () => {
    const created = await sale(saleInput(instrument({ cardExpiryDate: { month: 1, year: 2020 } })));
    expect(created.sale.outcome).toBe('REFUSED');
  });
});
