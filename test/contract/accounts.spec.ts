import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/identity/globalId.ts';
import {
  AccountsStatementDocument,
  ContractAccountDocument,
  ContractAccountsDocument,
} from '../generated/graphql.ts';
import { sent, setUpContractGateway } from './support/gateway.ts';

const accountNumber = 'GB12CONTRACT0001';
const balanceEntity = 'MindPalaceLtd';

/** An account of a balances answer, with the `accountStatus` of newer versions. */
function account(n: number, accountStatus?: string) {
  return {
    accountNumber: `GB12CONTRACT000${n}`,
    accountName: `Account ${n}`,
    currency: 'GBP',
    clearedBalance: 100 + n,
    unclearedBalance: 0,
    balance: 100 + n,
    ...(accountStatus ? { accountStatus } : {}),
  };
}

/** The GraphQL answer for {@link account}. */
function accountAnswer(n: number, accountStatus: string | null) {
  const money = (units: number) => ({
    amount: `${units}.00`,
    currency: 'GBP',
    minorUnits: String(units * 100),
  });
  return {
    id: toGlobalId('Account', `GB12CONTRACT000${n}`),
    accountNumber: `GB12CONTRACT000${n}`,
    name: `Account ${n}`,
    currency: 'GBP',
    entity: balanceEntity,
    balance: { cleared: money(100 + n), uncleared: money(0), total: money(100 + n) },
    accountStatus,
  };
}

/** Balances (area E) and statements (area D) against fixed provider answers. */
describe('contract: balances and statements', () => {
  const gw = setUpContractGateway();

  it('reads one account from the double-slash path, exact 18-digit amounts and its status', async () => {
    gw.standIn.answer(
      { method: 'GET', path: `/accounts/balance//${accountNumber}` },
      {
        status: 200,
        raw: `{"entity":"${balanceEntity}","accounts":[{"accountNumber":"${accountNumber}","accountName":"Payouts GBP","currency":"GBP","clearedBalance":1234567890123456.78,"unclearedBalance":-0.05,"balance":1234567890123456.73,"accountStatus":"open"}]}`,
      },
    );
    const result = await gw.run(ContractAccountDocument, { accountNumber });
    expect(result).toEqual({
      data: {
        account: {
          id: toGlobalId('Account', accountNumber),
          accountNumber,
          name: 'Payouts GBP',
          currency: 'GBP',
          entity: balanceEntity,
          balance: {
            cleared: { amount: '1234567890123456.78', currency: 'GBP', minorUnits: '123456789012345678' },
            uncleared: { amount: '-0.05', currency: 'GBP', minorUnits: '-5' },
            total: { amount: '1234567890123456.73', currency: 'GBP', minorUnits: '123456789012345673' },
          },
          accountStatus: 'open',
        },
      },
    });
    expect(gw.standIn.received()).toEqual([sent('balances', 'GET', `/accounts/balance//${accountNumber}`)]);
  });

  it("follows every page of a paged balances answer so accounts(entity) lists all the entity's accounts", async () => {
    const pagination = (pageNumber: number) => ({
      pageNumber,
      recordsPerPage: 2,
      totalPages: 3,
      totalNumberOfRecords: 5,
    });
    const path = '/accounts/balance/';
    gw.standIn.answer(
      { method: 'GET', path, query: { entity: balanceEntity } },
      {
        status: 200,
        body: {
          entity: balanceEntity,
          accounts: [account(1, 'open'), account(2)],
          pagination: pagination(1),
        },
      },
    );
    gw.standIn.answer(
      { method: 'GET', path, query: { entity: balanceEntity, pageNumber: '2', recordsPerPage: '2' } },
      {
        status: 200,
        body: {
          entity: balanceEntity,
          accounts: [account(3), account(4, 'closed')],
          pagination: pagination(2),
        },
      },
    );
    gw.standIn.answer(
      { method: 'GET', path, query: { entity: balanceEntity, pageNumber: '3', recordsPerPage: '2' } },
      { status: 200, body: { entity: balanceEntity, accounts: [account(5)], pagination: pagination(3) } },
    );
    const result = await gw.run(ContractAccountsDocument, { entity: balanceEntity });
    expect(result).toEqual({
      data: {
        accounts: [
          accountAnswer(1, 'open'),
          accountAnswer(2, null),
          accountAnswer(3, null),
          accountAnswer(4, 'closed'),
          accountAnswer(5, null),
        ],
      },
    });
    expect(gw.standIn.received()).toEqual([
      sent('balances', 'GET', path, { query: { entity: balanceEntity } }),
      sent('balances', 'GET', path, {
        query: { entity: balanceEntity, pageNumber: '2', recordsPerPage: '2' },
      }),
      sent('balances', 'GET', path, {
        query: { entity: balanceEntity, pageNumber: '3', recordsPerPage: '2' },
      }),
    ]);
  });

  it('answers a contract violation, without crawling, when a balances answer claims more than 20 pages', async () => {
    gw.standIn.answer(
      { method: 'GET', path: '/accounts/balance/' },
      {
        status: 200,
        body: {
          entity: balanceEntity,
          accounts: [account(1)],
          pagination: { pageNumber: 1, recordsPerPage: 1, totalPages: 21, totalNumberOfRecords: 21 },
        },
      },
    );
    const result = await gw.run(ContractAccountsDocument, { entity: balanceEntity });
    expect(result).toEqual({
      data: { accounts: null },
      errors: [
        {
          message: 'The payment provider answered something its contract does not allow.',
          locations: [{ line: 3, column: 3 }],
          path: ['accounts'],
          extensions: { code: 'UPSTREAM_CONTRACT_VIOLATION' },
        },
      ],
    });
    expect(gw.standIn.received()).toEqual([
      sent('balances', 'GET', '/accounts/balance/', { query: { entity: balanceEntity } }),
    ]);
  });

  it('reads a statement page with numbers sent as strings, a new transfer type and missing optional fields', async () => {
    gw.standIn.answer(
      { method: 'GET', path: `/accounts/balance//${accountNumber}` },
      { status: 200, body: { entity: balanceEntity, accounts: [{ ...account(1), accountNumber }] } },
    );
    gw.standIn.answer(
      { method: 'GET', path: '/accounts/statements/' },
      {
        status: 200,
        raw: `{"accountNumber":"${accountNumber}","currency":"GBP","pageNumber":"1","pageSize":"2","pageCount":"2","totalNumberOfRecords":"3","accountStatementItems":[
          {"transferType":"LIQUIDITY FUNDING","amount":5000.00,"timestamp":"2026-10-02T09:00:00Z","fundingType":"credit","cleared":"yes","description":"Funding","statementItemId":"0b6f2f3e-0000-4000-8000-000000000001","balance":5000.00,"statementNumber":"17","narrative":""},
          {"transactionReference":"po-1","transferType":"CARD PAYOUT","amount":250.10,"timestamp":"2026-10-03T10:30:00.250Z","fundingType":"debit","cleared":"pending","description":"Payout","statementItemId":"0b6f2f3e-0000-4000-8000-000000000002","balance":-1.5,"statementNumber":17,"narrative":"Refund","countryCode":"FR","rate":1.1523,"originalCurrency":"EUR","originalAmount":288.19}
        ]}`,
      },
    );
    const result = await gw.run(AccountsStatementDocument, {
      accountNumber,
      from: '2026-10-01T00:00:00Z',
      to: '2026-10-31T00:00:00Z',
      first: 2,
    });
    const money = (amount: string, minorUnits: string, currency = 'GBP') => ({
      amount,
      currency,
      minorUnits,
    });
    expect(result).toEqual({
      data: {
        account: {
          statement: {
            totalCount: 3,
            accountNumber,
            currency: 'GBP',
            pageInfo: {
              hasNextPage: true,
              hasPreviousPage: false,
              startCursor: 'djI6MDowOmVkZWRhNDNj',
              endCursor: 'djI6MDoxOmVkZWRhNDNj',
            },
            edges: [
              {
                cursor: 'djI6MDowOmVkZWRhNDNj',
                node: {
                  statementItemId: '0b6f2f3e-0000-4000-8000-000000000001',
                  statementNumber: 17,
                  transactionReference: null,
                  transferType: 'LIQUIDITY_FUNDING',
                  rawTransferType: 'LIQUIDITY FUNDING',
                  fundingType: 'CREDIT',
                  rawFundingType: 'credit',
                  amount: money('5000.00', '500000'),
                  balance: money('5000.00', '500000'),
                  timestamp: '2026-10-02T09:00:00.000Z',
                  cleared: true,
                  rawCleared: 'yes',
                  description: 'Funding',
                  narrative: '',
                  countryCode: null,
                  rate: null,
                  originalAmount: null,
                },
              },
              {
                cursor: 'djI6MDoxOmVkZWRhNDNj',
                node: {
                  statementItemId: '0b6f2f3e-0000-4000-8000-000000000002',
                  statementNumber: 17,
                  transactionReference: 'po-1',
                  transferType: 'OTHER',
                  rawTransferType: 'CARD PAYOUT',
                  fundingType: 'DEBIT',
                  rawFundingType: 'debit',
                  amount: money('250.10', '25010'),
                  balance: money('-1.50', '-150'),
                  timestamp: '2026-10-03T10:30:00.250Z',
                  cleared: null,
                  rawCleared: 'pending',
                  description: 'Payout',
                  narrative: 'Refund',
                  countryCode: 'FR',
                  rate: '1.1523',
                  originalAmount: money('288.19', '28819', 'EUR'),
                },
              },
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
          pageSize: '2',
        },
      }),
    ]);
  });

  it('refuses a statement page as a contract violation when one of its entries has no balance', async () => {
    gw.standIn.answer(
      { method: 'GET', path: `/accounts/balance//${accountNumber}` },
      { status: 200, body: { entity: balanceEntity, accounts: [{ ...account(1), accountNumber }] } },
    );
    gw.standIn.answer(
      { method: 'GET', path: '/accounts/statements/' },
      {
        status: 200,
        raw: `{"accountNumber":"${accountNumber}","currency":"GBP","pageNumber":1,"pageSize":2,"pageCount":1,"totalNumberOfRecords":2,"accountStatementItems":[
          {"transferType":"PAYOUT","amount":5.00,"timestamp":"2026-10-02T09:00:00Z","fundingType":"debit","statementItemId":"0b6f2f3e-0000-4000-8000-000000000001","balance":5.00},
          {"transferType":"PAYOUT","amount":6.00,"timestamp":"2026-10-03T09:00:00Z","fundingType":"debit","statementItemId":"0b6f2f3e-0000-4000-8000-000000000002"}
        ]}`,
      },
    );
    const result = await gw.run(AccountsStatementDocument, {
      accountNumber,
      from: '2026-10-01T00:00:00Z',
      to: '2026-10-31T00:00:00Z',
      first: 2,
    });
    expect(result).toEqual({
      data: { account: { statement: null } },
      errors: [
        {
          message: 'The payment provider answered something its contract does not allow.',
          locations: [{ line: 4, column: 5 }],
          path: ['account', 'statement'],
          extensions: { code: 'UPSTREAM_CONTRACT_VIOLATION' },
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
          pageSize: '2',
        },
      }),
    ]);
  });
  it("refuses a statement page that echoes the spec's default paging (page 1 of size 1) where a page of 2 was asked", async () => {
    // The spec: paging "page number (default 1) and page size (1 to 500, default 1)"; a provider that does not read
    // the parameter names the gateway sends answers its defaults, and one entry is not the page asked for.
    gw.standIn.answer(
      { method: 'GET', path: `/accounts/balance//${accountNumber}` },
      { status: 200, body: { entity: balanceEntity, accounts: [{ ...account(1), accountNumber }] } },
    );
    gw.standIn.answer(
      { method: 'GET', path: '/accounts/statements/' },
      {
        status: 200,
        raw: `{"accountNumber":"${accountNumber}","currency":"GBP","pageNumber":1,"pageSize":1,"pageCount":2,"totalNumberOfRecords":2,"accountStatementItems":[
          {"transferType":"PAYOUT","amount":5.00,"timestamp":"2026-10-02T09:00:00Z","fundingType":"debit","statementItemId":"0b6f2f3e-0000-4000-8000-000000000001","balance":5.00}
        ]}`,
      },
    );
    const result = await gw.run(AccountsStatementDocument, {
      accountNumber,
      from: '2026-10-01T00:00:00Z',
      to: '2026-10-31T00:00:00Z',
      first: 2,
    });
    expect(result).toEqual({
      data: { account: { statement: null } },
      errors: [
        {
          message: 'The payment provider answered something its contract does not allow.',
          locations: [{ line: 4, column: 5 }],
          path: ['account', 'statement'],
          extensions: { code: 'UPSTREAM_CONTRACT_VIOLATION' },
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
          pageSize: '2',
        },
      }),
    ]);
  });
});
