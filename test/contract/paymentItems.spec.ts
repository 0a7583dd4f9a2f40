import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/identity/globalId.ts';
import { ContractPaymentItemDocument, ContractPaymentItemsDocument } from '../generated/graphql.ts';
import { sent, setUpContractGateway } from './support/gateway.ts';
import { entity } from './support/inputs.ts';

const paymentId = '5c6f0d5e-8d2b-4e3a-9a51-1f2e3d4c5b6a';

/** A payment item as the spec's table (area C) lists it, plus the fields of newer versions. */
const item = {
  ubr: 'PN123456',
  narrative: 'Refund 42',
  transactionReference: 'po-42',
  beneficiaryAccountNumber: '12345678',
  swiftBic: 'NWBKGB2L',
  paymentId,
  entity,
  paymentDatetime: '2026-11-02T08:15:00Z',
  payeeName: 'Dr Ada King Lovelace',
  sourceCurrency: 'GBP',
  sourceAmount: 100.5,
  targetCurrency: 'EUR',
  targetAmount: '115.25',
  countryCode: 'FR',
  paymentState: 'RETURNED',
  bankName: 'Banque Exemple',
  bankCode: '30004',
  iban: null,
  payoutRequestId: 98765,
  accountNumber: 'GB12CONTRACT0001',
  bankReference: 'BR-2026-0042',
  channel: 'SEPA',
};

/** The GraphQL answer for {@link item}. */
const itemAnswer = {
  id: toGlobalId('PaymentItem', paymentId),
  paymentId,
  ubr: 'PN123456',
  entity,
  transactionReference: 'po-42',
  narrative: 'Refund 42',
  paymentDatetime: '2026-11-02T08:15:00.000Z',
  payeeName: 'Dr Ada King Lovelace',
  beneficiaryAccountNumber: '12345678',
  iban: null,
  swiftBic: 'NWBKGB2L',
  bankName: 'Banque Exemple',
  bankCode: '30004',
  source: { amount: '100.50', currency: 'GBP', minorUnits: '10050' },
  target: { amount: '115.25', currency: 'EUR', minorUnits: '11525' },
  countryCode: 'FR',
  paymentState: 'RETURNED',
  rawPaymentState: 'RETURNED',
  payoutRequestId: '98765',
  accountNumber: 'GB12CONTRACT0001',
  bankReference: 'BR-2026-0042',
  channel: 'SEPA',
};

const byIdPath = `/payouts/events/id/${paymentId}`;
const onePage = { pageNumber: '1', pageSize: '1' };

/** Payment item search (area C) against fixed provider answers: by filters and by payment id. */
describe('contract: payment item search', () => {
  const gw = setUpContractGateway();

  it('searches by filters and reads the envelope with paging numbers as strings', async () => {
    gw.standIn.answer(
      { method: 'GET', path: '/payouts/events' },
      {
        status: 200,
        body: {
          items: [item],
          pagination: { pageNumber: '1', pageSize: '2', pageCount: '1', totalNumberOfRecords: '1' },
        },
      },
    );
    const filter = { entity, startDate: '2026-11-01', endDate: '2026-11-20', payeeName: 'Ada' };
    const result = await gw.run(ContractPaymentItemsDocument, { filter, first: 2 });
    expect(result).toEqual({
      data: {
        paymentItems: {
          totalCount: 1,
          pageInfo: { hasNextPage: false, hasPreviousPage: false },
          edges: [{ node: itemAnswer }],
        },
      },
    });
    expect(gw.standIn.received()).toEqual([
      sent('paymentItems', 'GET', '/payouts/events', {
        query: { ...filter, pageNumber: '1', pageSize: '2' },
      }),
    ]);
  });

  it('refuses a search page as a contract violation when one of its items has an amount that is no decimal', async () => {
    gw.standIn.answer(
      { method: 'GET', path: '/payouts/events' },
      {
        status: 200,
        body: {
          items: [item, { ...item, paymentId: 'second', targetAmount: '11x.25' }],
          pagination: { pageNumber: 1, pageSize: 2, pageCount: 1, totalNumberOfRecords: 2 },
        },
      },
    );
    const filter = { entity, startDate: '2026-11-01', endDate: '2026-11-20' };
    const result = await gw.run(ContractPaymentItemsDocument, { filter, first: 2 });
    expect(result).toEqual({
      data: { paymentItems: null },
      errors: [
        {
          message: 'The payment provider answered something its contract does not allow.',
          locations: [{ line: 3, column: 3 }],
          path: ['paymentItems'],
          extensions: { code: 'UPSTREAM_CONTRACT_VIOLATION' },
        },
      ],
    });
    expect(gw.standIn.received()).toEqual([
      sent('paymentItems', 'GET', '/payouts/events', {
        query: { ...filter, pageNumber: '1', pageSize: '2' },
      }),
    ]);
  });

  it('reads a payment item by id answered as a bare item (newer versions)', async () => {
    gw.standIn.answer({ method: 'GET', path: byIdPath }, { status: 200, body: item });
    const result = await gw.run(ContractPaymentItemDocument, { paymentId });
    expect(result).toEqual({ data: { paymentItem: itemAnswer } });
    expect(gw.standIn.received()).toEqual([sent('paymentItems', 'GET', byIdPath, { query: onePage })]);
  });

  it('reads a payment item by id answered in the envelope, with only the fields the spec requires', async () => {
    gw.standIn.answer(
      { method: 'GET', path: byIdPath },
      {
        status: 200,
        body: {
          items: [{ paymentId, entity }],
          pagination: { pageNumber: 1, pageSize: 1, pageCount: 1, totalNumberOfRecords: 1 },
        },
      },
    );
    const result = await gw.run(ContractPaymentItemDocument, { paymentId });
    const absent = Object.fromEntries(Object.keys(itemAnswer).map((key) => [key, null]));
    expect(result).toEqual({
      data: { paymentItem: { ...absent, id: itemAnswer.id, paymentId, entity } },
    });
    expect(gw.standIn.received()).toEqual([sent('paymentItems', 'GET', byIdPath, { query: onePage })]);
  });

  it('answers null for a payment id the provider does not know (404 SPAN19)', async () => {
    gw.standIn.answer(
      { method: 'GET', path: byIdPath },
      { status: 404, body: { httpStatusCode: 404, customCode: 'SPAN19', message: 'Payment not found' } },
    );
    const result = await gw.run(ContractPaymentItemDocument, { paymentId });
    expect(result).toEqual({ data: { paymentItem: null } });
    expect(gw.standIn.received()).toEqual([sent('paymentItems', 'GET', byIdPath, { query: onePage })]);
  });

  it("maps the spec's schema validation error to the filter's input paths", async () => {
    gw.standIn.answer(
      { method: 'GET', path: '/payouts/events' },
      {
        status: 400,
        body: {
          errors: {
            entity: ['entity must be 6 characters long and not contain I or O'],
            pageSize: ['page size must be greater than 0 and less than 500'],
          },
          httpStatusCode: 400,
          customCode: 'SPAB05',
          message: 'entity must be 6 characters long and not contain I or O',
        },
      },
    );
    const filter = { entity, startDate: '2026-11-01', endDate: '2026-11-20' };
    const result = await gw.run(ContractPaymentItemsDocument, { filter, first: 2 });
    expect(result).toEqual({
      data: { paymentItems: null },
      errors: [
        {
          message: 'The payment provider rejected the request (HTTP 400 SPAB05).',
          locations: [{ line: 3, column: 3 }],
          path: ['paymentItems'],
          extensions: {
            code: 'UPSTREAM_REJECTED',
            upstream: {
              status: 400,
              customCode: 'SPAB05',
              message: 'entity must be 6 characters long and not contain I or O',
              fieldErrors: [
                { path: 'filter.entity', message: 'entity must be 6 characters long and not contain I or O' },
                { path: 'pageSize', message: 'page size must be greater than 0 and less than 500' },
              ],
            },
          },
        },
      ],
    });
  });
});
