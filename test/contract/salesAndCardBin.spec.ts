import { describe, expect, it } from 'vitest';
import { CardBinLookupDocument, SalesCreateDocument } from '../generated/graphql.ts';
import { sent, setUpContractGateway } from './support/gateway.ts';
import { cardOnFileSale, entity, reference, saleBody, visa } from './support/inputs.ts';

/** Card-on-file sales (area G) and BIN lookups (area F) against fixed provider answers. */
describe('contract: card-on-file sale and BIN lookup', () => {
  const gw = setUpContractGateway();

  it('sends a sale as payments v5 and reads every field, numbers sent as strings and a new risk type', async () => {
    const ref = reference('sale');
    gw.standIn.answer(
      { method: 'POST', path: '/payments/sales/migrateCardOnFile' },
      {
        status: 201,
        contentType: 'application/vnd.provider.payments-v5.hal+json',
        body: {
          outcome: 'authorized',
          issuer: { authorizationCode: 'A1B2C3' },
          paymentInstrument: {
            type: 'card/plain',
            card: {
              number: { bin: '444433', last4Digits: '1111' },
              issuer: { name: 'Contract Bank' },
              paymentAccountReference: 'PAR0001',
              countryCode: 'GB',
              fundingType: 'credit',
              brand: 'visa',
              expiryDate: { month: '12', year: '2035' },
            },
          },
          riskFactors: [
            { type: 'avs', risk: 'not_matched', detail: 'postcode' },
            { type: 'cvc', risk: 'not_supplied' },
            { type: 'threeDs', risk: 'not_checked' },
          ],
          scheme: { reference: '060720116005060' },
          _links: {
            curies: [
              { name: 'payments', href: 'https://provider.example/rels/payments/{rel}', templated: true },
            ],
          },
        },
      },
    );
    const result = await gw.run(SalesCreateDocument, { input: cardOnFileSale(ref) });
    expect(result).toEqual({
      data: {
        createCardOnFileSale: {
          replayed: false,
          sale: {
            transactionReference: ref,
            outcome: 'AUTHORIZED',
            rawOutcome: 'authorized',
            issuerAuthorizationCode: 'A1B2C3',
            schemeReference: '060720116005060',
            paymentInstrumentType: 'card/plain',
            card: {
              bin: '444433',
              last4Digits: '1111',
              dpan: null,
              issuerName: 'Contract Bank',
              paymentAccountReference: 'PAR0001',
              countryCode: 'GB',
              fundingType: 'CREDIT',
              rawFundingType: 'credit',
              brand: 'visa',
              expiryDate: { month: 12, year: 2035 },
            },
            riskFactors: [
              {
                type: 'AVS',
                rawType: 'avs',
                risk: 'NOT_MATCHED',
                rawRisk: 'not_matched',
                detail: 'POSTCODE',
                rawDetail: 'postcode',
              },
              {
                type: 'CVC',
                rawType: 'cvc',
                risk: 'NOT_SUPPLIED',
                rawRisk: 'not_supplied',
                detail: null,
                rawDetail: null,
              },
              {
                type: 'UNKNOWN',
                rawType: 'threeDs',
                risk: 'NOT_CHECKED',
                rawRisk: 'not_checked',
                detail: null,
                rawDetail: null,
              },
            ],
          },
        },
      },
    });
    expect(gw.standIn.received()).toEqual([
      sent('sales', 'POST', '/payments/sales/migrateCardOnFile', { body: saleBody(ref) }),
    ]);
  });

  it('reads a sale without issuer, card or risk factors, with an outcome the spec does not name', async () => {
    const ref = reference('sale-bare');
    gw.standIn.answer(
      { method: 'POST', path: '/payments/sales/migrateCardOnFile' },
      { status: 201, body: { outcome: 'sentForSettlement' } },
    );
    const result = await gw.run(SalesCreateDocument, { input: cardOnFileSale(ref) });
    expect(result).toEqual({
      data: {
        createCardOnFileSale: {
          replayed: false,
          sale: {
            transactionReference: ref,
            outcome: 'UNKNOWN',
            rawOutcome: 'sentForSettlement',
            issuerAuthorizationCode: null,
            schemeReference: null,
            paymentInstrumentType: null,
            card: null,
            riskFactors: [],
          },
        },
      },
    });
    expect(gw.standIn.received()).toEqual([
      sent('sales', 'POST', '/payments/sales/migrateCardOnFile', { body: saleBody(ref) }),
    ]);
  });

  it('looks a card number up and reads the documented vocabulary, a length sent as a string', async () => {
    gw.standIn.answer(
      { method: 'POST', path: '/api/cardBin/panLookup' },
      {
        status: 200,
        body: {
          type: 'pan',
          brand: ['visa'],
          bin: '444433',
          binLength: '6',
          fundingType: 'credit',
          issuerName: 'Contract Bank',
          countryCode: 'GB',
          currency: 'GBP',
          dccAllowed: true,
          anonymousPrepaid: 'notPrepaidOrNonAnonymous',
          category: 'consumer',
          multipleAccountAccess: 'managed',
        },
      },
    );
    const result = await gw.run(CardBinLookupDocument, { input: { entity, by: { cardNumber: visa } } });
    expect(result).toEqual({
      data: {
        cardBin: {
          type: 'pan',
          brand: ['visa'],
          bin: '444433',
          binLength: 6,
          fundingType: 'CREDIT',
          rawFundingType: 'credit',
          issuerName: 'Contract Bank',
          countryCode: 'GB',
          currency: 'GBP',
          dccAllowed: true,
          anonymousPrepaid: 'NOT_PREPAID_OR_NON_ANONYMOUS',
          rawAnonymousPrepaid: 'notPrepaidOrNonAnonymous',
          category: 'CONSUMER',
          rawCategory: 'consumer',
          multipleAccountAccess: 'MANAGED',
          rawMultipleAccountAccess: 'managed',
        },
      },
    });
    expect(gw.standIn.received()).toEqual([
      sent('cardBin', 'POST', '/api/cardBin/panLookup', { body: { merchant: { entity }, cardNumber: visa } }),
    ]);
  });

  it('looks a token up and reads an answer with only the BIN', async () => {
    const token = 'https://provider.example/tokens/T1';
    gw.standIn.answer(
      { method: 'POST', path: '/api/cardBin/panLookup' },
      { status: 200, body: { bin: '555555' } },
    );
    const result = await gw.run(CardBinLookupDocument, { input: { entity, by: { token } } });
    expect(result).toEqual({
      data: {
        cardBin: {
          type: null,
          brand: [],
          bin: '555555',
          binLength: null,
          fundingType: null,
          rawFundingType: null,
          issuerName: null,
          countryCode: null,
          currency: null,
          dccAllowed: null,
          anonymousPrepaid: null,
          rawAnonymousPrepaid: null,
          category: null,
          rawCategory: null,
          multipleAccountAccess: null,
          rawMultipleAccountAccess: null,
        },
      },
    });
    expect(gw.standIn.received()).toEqual([
      sent('cardBin', 'POST', '/api/cardBin/panLookup', { body: { merchant: { entity }, token } }),
    ]);
  });
});
