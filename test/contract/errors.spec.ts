import { describe, expect, it } from 'vitest';
import {
  AccountsStatementIdsDocument,
  CardBinLookupDocument,
  ContractAuthenticateDocument,
  ContractCreatePayoutDocument,
  SalesCreateDocument,
} from '../generated/graphql.ts';
import { sent, setUpContractGateway } from './support/gateway.ts';
import {
  cardAuthentication,
  cardAuthenticationBody,
  cardOnFileSale,
  entity,
  plainCardPayout,
  plainCardPayoutBody,
  reference,
  saleBody,
  visa,
} from './support/inputs.ts';

/** The error body of newer provider versions: a name, a message and validation errors by JSON path. */
function newerErrorBody(validationErrors: Array<{ errorName: string; message: string; jsonPath?: string }>) {
  return {
    errorName: 'bodyDoesNotMatchSchema',
    message: 'The json body provided does not match the expected schema',
    validationErrors,
  };
}

function rejected(path: string, line: number, fieldErrors: Array<{ path: string; message: string }>) {
  return {
    message: 'The payment provider rejected the request (HTTP 400 bodyDoesNotMatchSchema).',
    locations: [{ line, column: 3 }],
    path: [path],
    extensions: {
      code: 'UPSTREAM_REJECTED',
      upstream: {
        status: 400,
        customCode: 'bodyDoesNotMatchSchema',
        message: 'The json body provided does not match the expected schema',
        fieldErrors,
      },
    },
  };
}

/**
 * Provider validation failures in the error body of newer versions read like our own: `errorName` is the provider
 * code, and each JSON path that names an input field is answered as the GraphQL input path; messages are masked.
 */
describe('contract: error bodies of newer provider versions', () => {
  const gw = setUpContractGateway();

  it('maps a rejected payout to the payout input, the card number in a message masked', async () => {
    const ref = reference('bad-payout');
    gw.standIn.answer(
      { method: 'POST', path: '/payouts/basicDisbursement' },
      {
        status: 400,
        body: newerErrorBody([
          {
            errorName: 'fieldHasInvalidValue',
            message: `Card ${visa} is not valid`,
            jsonPath: '$.instruction.payoutInstrument.cardNumber',
          },
          {
            errorName: 'fieldHasInvalidValue',
            message: 'Must be positive',
            jsonPath: '$.instruction.value.amount',
          },
          { errorName: 'fieldIsMissing', message: 'Is missing', jsonPath: "$['merchant']['entity']" },
          {
            errorName: 'fieldNotAllowed',
            message: 'Not allowed',
            jsonPath: '$.instruction.requestAutoSettlement',
          },
        ]),
      },
    );
    const result = await gw.run(ContractCreatePayoutDocument, { input: plainCardPayout(ref) });
    expect(result).toEqual({
      data: null,
      errors: [
        rejected('createPayout', 3, [
          { path: 'input.instrument.card.cardNumber', message: 'Card [redacted] is not valid' },
          { path: 'input.value.amount', message: 'Must be positive' },
          { path: 'input.entity', message: 'Is missing' },
          { path: 'instruction.requestAutoSettlement', message: 'Not allowed' },
        ]),
      ],
    });
    expect(gw.standIn.received()).toEqual([
      sent('payouts', 'POST', '/payouts/basicDisbursement', { body: plainCardPayoutBody(ref) }),
    ]);
  });

  it('maps a rejected 3DS authentication to the instrument variant and device data the caller sent', async () => {
    const ref = reference('bad-3ds');
    gw.standIn.answer(
      { method: 'POST', path: '/verifications/customers/3ds/authentication' },
      {
        status: 400,
        body: newerErrorBody([
          {
            errorName: 'fieldHasInvalidValue',
            message: 'Expired',
            jsonPath: '$.instruction.paymentInstrument.cardExpiryDate.year',
          },
          { errorName: 'fieldIsMissing', message: 'Is missing', jsonPath: '$.deviceData.browserLanguage' },
          { errorName: 'requestInvalid', message: 'Something about the request' },
        ]),
      },
    );
    const result = await gw.run(ContractAuthenticateDocument, { input: cardAuthentication(ref) });
    expect(result).toEqual({
      data: null,
      errors: [
        rejected('authenticate3ds', 3, [
          { path: 'input.paymentInstrument.card.cardExpiryDate.year', message: 'Expired' },
          { path: 'input.deviceData.browserLanguage', message: 'Is missing' },
          { path: '', message: 'Something about the request' },
        ]),
      ],
    });
    expect(gw.standIn.received()).toEqual([
      sent('threeDs', 'POST', '/verifications/customers/3ds/authentication', {
        body: cardAuthenticationBody(ref),
      }),
    ]);
  });

  it('maps a rejected card-on-file sale to the sale input', async () => {
    gw.standIn.answer(
      { method: 'POST', path: '/payments/sales/migrateCardOnFile' },
      {
        status: 400,
        body: newerErrorBody([
          {
            errorName: 'fieldIsMissing',
            message: 'Is missing',
            jsonPath: '$.instruction.paymentInstrument.cvc',
          },
          {
            errorName: 'fieldHasInvalidValue',
            message: 'Unknown',
            jsonPath: '$.merchant.paymentFacilitator.pfId',
          },
        ]),
      },
    );
    const ref = reference('bad-sale');
    const result = await gw.run(SalesCreateDocument, { input: cardOnFileSale(ref) });
    expect(result).toEqual({
      data: null,
      errors: [
        rejected('createCardOnFileSale', 3, [
          { path: 'input.paymentInstrument.cvc', message: 'Is missing' },
          { path: 'input.merchant.paymentFacilitator.pfId', message: 'Unknown' },
        ]),
      ],
    });
    expect(gw.standIn.received()).toEqual([
      sent('sales', 'POST', '/payments/sales/migrateCardOnFile', { body: saleBody(ref) }),
    ]);
  });

  it('maps a rejected BIN lookup to the lookup input', async () => {
    gw.standIn.answer(
      { method: 'POST', path: '/api/cardBin/panLookup' },
      {
        status: 400,
        body: newerErrorBody([
          { errorName: 'fieldHasInvalidValue', message: 'Not a card number', jsonPath: '$.cardNumber' },
          { errorName: 'fieldIsMissing', message: 'Is missing', jsonPath: '$.merchant.entity' },
        ]),
      },
    );
    const result = await gw.run(CardBinLookupDocument, { input: { entity, by: { cardNumber: visa } } });
    expect(result).toEqual({
      data: { cardBin: null },
      errors: [
        rejected('cardBin', 3, [
          { path: 'input.by.cardNumber', message: 'Not a card number' },
          { path: 'input.entity', message: 'Is missing' },
        ]),
      ],
    });
    expect(gw.standIn.received()).toEqual([
      sent('cardBin', 'POST', '/api/cardBin/panLookup', { body: { merchant: { entity }, cardNumber: visa } }),
    ]);
  });

  it("maps a rejected statement range to the statement's arguments", async () => {
    const accountNumber = 'GB12CONTRACT0001';
    gw.standIn.answer(
      { method: 'GET', path: `/accounts/balance//${accountNumber}` },
      {
        status: 200,
        body: {
          entity,
          accounts: [{ accountNumber, currency: 'GBP', clearedBalance: 1, unclearedBalance: 0, balance: 1 }],
        },
      },
    );
    gw.standIn.answer(
      { method: 'GET', path: '/accounts/statements/' },
      {
        status: 400,
        body: newerErrorBody([
          { errorName: 'fieldHasInvalidValue', message: 'Must be in the past', jsonPath: '$.endDate' },
        ]),
      },
    );
    const result = await gw.run(AccountsStatementIdsDocument, {
      accountNumber,
      from: '2026-10-01T00:00:00Z',
      to: '2026-10-31T00:00:00Z',
      first: 1,
    });
    expect(result).toEqual({
      data: { account: { statement: null } },
      errors: [
        {
          ...rejected('statement', 4, [{ path: 'to', message: 'Must be in the past' }]),
          locations: [{ line: 4, column: 5 }],
          path: ['account', 'statement'],
        },
      ],
    });
    expect(gw.standIn.received()).toEqual([
      sent('balances', 'GET', `/accounts/balance//${accountNumber}`),
      sent('statements', 'GET', '/accounts/statements/', {
        query: {
          accountNumber,
          startDate: '2026-10-01T00:00:00.000Z',
          endDate: '2026-10-31T00:00:00.000Z',
          pageNumber: '1',
          pageSize: '1',
        },
      }),
    ]);
  });

  it('maps an error page that is not JSON by its status alone', async () => {
    gw.standIn.answer(
      { method: 'POST', path: '/api/cardBin/panLookup' },
      { status: 502, raw: '<html><body>Bad gateway</body></html>', contentType: 'text/html' },
    );
    const result = await gw.run(CardBinLookupDocument, { input: { entity, by: { cardNumber: visa } } });
    expect(result).toEqual({
      data: { cardBin: null },
      errors: [
        {
          message: 'The payment provider is unavailable. Try again later.',
          locations: [{ line: 3, column: 3 }],
          path: ['cardBin'],
          extensions: { code: 'UPSTREAM_UNAVAILABLE', upstream: { status: 502 } },
        },
      ],
    });
  });
});
