import { describe, expect, it } from 'vitest';
import { AccountsApi } from '../../src/datasources/accounts/api.ts';
import { PaymentItemsApi } from '../../src/datasources/paymentItems/api.ts';
import { statementPaging } from './sandboxSupport.ts';
import { rejection, scriptedUpstreams } from './scriptedUpstream.ts';

const upstreamAnswering = scriptedUpstreams();

describe('AccountsApi', () => {
  it('requests a statement page with the paging parameters and reads amounts exactly', async () => {
    const { client, seen } = await upstreamAnswering([
      200,
      `{"accountNumber":"ACC0000000000001","currency":"EUR","pageNumber":2,"pageSize":"1","pageCount":9,
        "totalNumberOfRecords":9,"unknownField":true,"accountStatementItems":[{"transferType":"PAYOUT",
        "amount":1234567890123456.78,"timestamp":"2024-01-02T03:04:05Z","fundingType":"debit","rate":1.2345,
        "cleared":"yes","statementItemId":"0b1c","balance":-12.5,"statementNumber":"7","narrative":"",
        "originalCurrency":"USD","originalAmount":10}]}`,
    ]);
    const page = await new AccountsApi(client, statementPaging).getStatementPage({
      accountNumber: 'ACC0000000000001',
      startDate: '2024-01-01T00:00:00Z',
      endDate: '2024-01-31T00:00:00Z',
      pageNumber: 2,
      pageSize: 1,
    });
    expect(page).toEqual({
      accountNumber: 'ACC0000000000001',
      currency: 'EUR',
      pageNumber: 2,
      pageSize: 1,
      pageCount: 9,
      totalNumberOfRecords: 9,
      accountStatementItems: [
        {
          transactionReference: undefined,
          transferType: 'PAYOUT',
          amount: '1234567890123456.78',
          timestamp: '2024-01-02T03:04:05Z',
          fundingType: 'debit',
          rate: '1.2345',
          cleared: 'yes',
          description: undefined,
          statementItemId: '0b1c',
          balance: '-12.5',
          statementNumber: 7,
          narrative: '',
          countryCode: undefined,
          originalCurrency: 'USD',
          originalAmount: '10',
        },
      ],
    });
    expect(seen()).toEqual([
      [
        'GET',
        '/accounts/statements/?accountNumber=ACC0000000000001&startDate=2024-01-01T00%3A00%3A00Z' +
          '&endDate=2024-01-31T00%3A00%3A00Z&pageNumber=2&pageSize=1',
        'application/vnd.acme.accounts.statements-v1+json',
        undefined,
        '',
      ],
    ]);
  });

  it('asks for balances on the double-slash path with the account number encoded, and by entity', async () => {
    const balances = `{"entity":null,"accounts":[{"accountNumber":"A/1","accountName":"Main","currency":"GBP",
      "clearedBalance":99999999999999999.99,"unclearedBalance":0,"balance":99999999999999999.99}]}`;
    const { client, seen } = await upstreamAnswering(
      [200, balances],
      [200, '{"entity":"ABC123","accounts":null}'],
    );
    const api = new AccountsApi(client, statementPaging);
    expect(await api.getAccountBalances('A/1')).toEqual({
      entity: undefined,
      accounts: [
        {
          accountNumber: 'A/1',
          accountName: 'Main',
          currency: 'GBP',
          clearedBalance: '99999999999999999.99',
          unclearedBalance: '0',
          balance: '99999999999999999.99',
        },
      ],
    });
    expect(await api.getEntityBalances('ABC123')).toEqual({ entity: 'ABC123', accounts: [] });
    expect(seen().map(([method, url]) => [method, url])).toEqual([
      ['GET', '/accounts/balance//A%2F1'],
      ['GET', '/accounts/balance/?entity=ABC123'],
    ]);
  });

  it('reports a response missing what we rely on as a contract violation naming paths, not values', async () => {
    const { client } = await upstreamAnswering([
      200,
      '{"accounts":[{"accountNumber":"SECRET-ISH","currency":7,"clearedBalance":"12,50","unclearedBalance":0}]}',
    ]);
    const err = await rejection(new AccountsApi(client, statementPaging).getAccountBalances('X'));
    expect([err.kind, err.status, err.message]).toEqual([
      'contractViolation',
      200,
      'Upstream balance response does not match the contract: accounts.0.currency: invalid_type (expected string); ' +
        'accounts.0.clearedBalance: custom; accounts.0.balance: invalid_union',
    ]);
  });

  it('maps a provider error body to an UpstreamError', async () => {
    const { client } = await upstreamAnswering([
      400,
      '{"httpStatusCode":400,"customCode":"SBXA01","message":"accountNumber must be 16 alphanumeric characters"}',
    ]);
    const err = await rejection(new AccountsApi(client, statementPaging).getAccountBalances('short'));
    expect([err.kind, err.status, err.customCode, err.providerMessage]).toEqual([
      'rejected',
      400,
      'SBXA01',
      'accountNumber must be 16 alphanumeric characters',
    ]);
  });
});

describe('PaymentItemsApi', () => {
  const envelope = `{"items":[{"paymentId":"6f1c","ubr":"PN123456","sourceAmount":123456789012345678.12,
    "targetAmount":"5.00","paymentState":"SOMETHING_NEW"}],
    "pagination":{"pageNumber":1,"pageSize":10,"pageCount":1,"totalNumberOfRecords":1}}`;

  it('searches with every filter given, the paging, and the account-payouts media type', async () => {
    const { client, seen } = await upstreamAnswering([200, envelope]);
    const page = await new PaymentItemsApi(client).search(
      {
        entity: 'ABC123',
        startDate: '2024-01-01',
        endDate: '2024-01-20',
        payeeName: 'Jane Doe',
        targetAmount: '5.00',
      },
      { pageNumber: 1, pageSize: 10 },
    );
    expect(page.items[0]).toMatchObject({
      paymentId: '6f1c',
      sourceAmount: '123456789012345678.12',
      targetAmount: '5.00',
      paymentState: 'SOMETHING_NEW',
    });
    expect(page.pagination).toEqual({ pageNumber: 1, pageSize: 10, pageCount: 1, totalNumberOfRecords: 1 });
    expect(seen()).toEqual([
      [
        'GET',
        '/payouts/events?entity=ABC123&startDate=2024-01-01&endDate=2024-01-20&payeeName=Jane+Doe' +
          '&targetAmount=5.00&pageNumber=1&pageSize=10',
        'application/vnd.acme.account-payouts-v2+json',
        undefined,
        '',
      ],
    ]);
  });

  it('searches by UBR and by payment id on their encoded paths', async () => {
    const { client, seen } = await upstreamAnswering([200, envelope], [200, envelope]);
    const api = new PaymentItemsApi(client);
    await api.byUbr('PN12 34', { pageNumber: 1, pageSize: 5 });
    await api.byPaymentId('6f1c/x', { pageNumber: 2, pageSize: 1 });
    expect(seen().map(([, url]) => url)).toEqual([
      '/payouts/events/PN12%2034?pageNumber=1&pageSize=5',
      '/payouts/events/id/6f1c%2Fx?pageNumber=2&pageSize=1',
    ]);
  });
});
