import { describe, expect, it } from 'vitest';
import { ContractPaymentItemPayoutDocument, ContractStatementPayoutsDocument } from '../generated/graphql.ts';
import { entitledPayoutId } from '../support/payoutIds.ts';
import { sent, setUpContractGateway } from './support/gateway.ts';
import { entity } from './support/inputs.ts';

const accountNumber = 'GB12CONTRACT0001';
const paymentId = '5c6f0d5e-8d2b-4e3a-9a51-1f2e3d4c5b6a';
const byIdPath = `/payouts/events/id/${paymentId}`;

/** A statement entry as the spec's table (area D) lists it. */
function entry(
  n: number,
  fields: { transferType: string; transactionReference?: string; fundingType: string },
) {
  return {
    ...fields,
    amount: 10,
    timestamp: `2026-10-0${n}T09:00:00Z`,
    cleared: 'yes',
    description: fields.transferType,
    statementItemId: `0b6f2f3e-0000-4000-8000-00000000000${n}`,
    balance: 100,
    statementNumber: 17,
    narrative: '',
  };
}

/** Links to card payouts only where the provider's data names one (issue "True to the provider"). */
describe('contract: links to card payouts', () => {
  const gw = setUpContractGateway();

  it("looks up the card payout of a PAYOUT entry's reference and leaves a reversal's reference and funding unlinked, without a call", async () => {
    gw.standIn.answer(
      { method: 'GET', path: `/accounts/balance//${accountNumber}` },
      {
        status: 200,
        body: {
          entity,
          accounts: [
            {
              accountNumber,
              accountName: 'Payouts GBP',
              currency: 'GBP',
              clearedBalance: 1,
              unclearedBalance: 0,
              balance: 1,
            },
          ],
        },
      },
    );
    gw.standIn.answer(
      { method: 'GET', path: '/accounts/statements/' },
      {
        status: 200,
        body: {
          accountNumber,
          currency: 'GBP',
          pageNumber: 1,
          pageSize: 3,
          pageCount: 1,
          totalNumberOfRecords: 3,
          accountStatementItems: [
            entry(1, { transferType: 'PAYOUT', transactionReference: 'po-1', fundingType: 'debit' }),
            // The spec does not say whose reference a reversal carries: here one of its own, which the provider's
            // payout query would answer with an unrelated payout.
            entry(2, {
              transferType: 'PAYOUT REVERSAL',
              transactionReference: 'rv-2',
              fundingType: 'credit',
            }),
            entry(3, { transferType: 'LIQUIDITY FUNDING', fundingType: 'credit' }),
          ],
        },
      },
    );
    gw.standIn.answer(
      { method: 'GET', path: '/payouts/query', query: { transactionReference: 'po-1', entity } },
      {
        status: 200,
        body: { outcome: 'disbursed', _links: { 'payouts:payout': { href: '/payouts/PO-1' } } },
      },
    );
    gw.standIn.answer(
      { method: 'GET', path: '/payouts/query', query: { transactionReference: 'rv-2', entity } },
      { status: 200, body: { outcome: 'approved', _links: { 'payouts:payout': { href: '/payouts/PO-2' } } } },
    );

    const result = await gw.run(ContractStatementPayoutsDocument, {
      accountNumber,
      from: '2026-10-01T00:00:00Z',
      to: '2026-10-31T00:00:00Z',
      first: 3,
    });

    const node = (n: number, transferType: string, transactionReference: string | null, payout: unknown) => ({
      node: {
        statementItemId: `0b6f2f3e-0000-4000-8000-00000000000${n}`,
        transactionReference,
        transferType,
        payout,
      },
    });
    expect(result).toEqual({
      data: {
        account: {
          statement: {
            edges: [
              node(1, 'PAYOUT', 'po-1', {
                id: entitledPayoutId('/payouts/PO-1', entity, 'po-1'),
                transactionReference: 'po-1',
                entity,
                rawOutcome: 'disbursed',
              }),
              node(2, 'PAYOUT_REVERSAL', 'rv-2', null),
              node(3, 'LIQUIDITY_FUNDING', null, null),
            ],
          },
        },
      },
    });
    expect(gw.standIn.received()).toEqual([
      sent('balances', 'GET', `/accounts/balance//${accountNumber}`),
      sent('statements', 'GET', '/accounts/statements/', {
        query: {
          accountNumber,
          startDate: '2026-10-01T00:00:00.000Z',
          endDate: '2026-10-31T00:00:00.000Z',
          pageNumber: '1',
          pageSize: '3',
        },
      }),
      sent('payouts', 'GET', '/payouts/query', { query: { transactionReference: 'po-1', entity } }),
    ]);
  });

  it("answers a payment item's payout as null without asking the payout query: an account payout names no card payout", async () => {
    gw.standIn.answer(
      { method: 'GET', path: byIdPath },
      {
        status: 200,
        body: {
          ubr: 'PN123456',
          transactionReference: 'po-42',
          beneficiaryAccountNumber: '12345678',
          paymentId,
          entity,
          paymentDatetime: '2026-11-02T08:15:00Z',
          paymentState: 'EXECUTED',
        },
      },
    );
    gw.standIn.answer(
      { method: 'GET', path: '/payouts/query', query: { transactionReference: 'po-42', entity } },
      {
        status: 200,
        body: { outcome: 'disbursed', _links: { 'payouts:payout': { href: '/payouts/PO-42' } } },
      },
    );

    const result = await gw.run(ContractPaymentItemPayoutDocument, { paymentId });

    expect(result).toEqual({
      data: { paymentItem: { paymentId, transactionReference: 'po-42', payout: null } },
    });
    expect(gw.standIn.received()).toEqual([
      sent('paymentItems', 'GET', byIdPath, { query: { pageNumber: '1', pageSize: '1' } }),
    ]);
  });
});
