import { describe, expect, it } from 'vitest';
import {
  AccountsStatementDocument,
  CardBinLookupDocument,
  ContractAccountDocument,
  ContractCreatePayoutDocument,
} from '../generated/graphql.ts';
import { setUpContractGateway } from './support/gateway.ts';
import { entity, plainCardPayout, reference, visa } from './support/inputs.ts';

// The spec: "Media types of statement, balance, payouts and BIN endpoints: not shown". Each is a setting; these are
// types no default would send, so the headers the stand-in received can only be the settings'.
const overrides = {
  UPSTREAM_STATEMENTS_MEDIA_TYPE: 'application/vnd.acme.statements-v9+json',
  UPSTREAM_BALANCES_MEDIA_TYPE: 'application/vnd.acme.balances-v9+json',
  UPSTREAM_PAYOUTS_MEDIA_TYPE: 'application/vnd.acme.payouts-v9+json',
  UPSTREAM_CARD_BIN_MEDIA_TYPE: 'application/vnd.acme.bin-v9+json',
};
const accountNumber = 'GB12CONTRACT0001';
const balances = {
  entity: 'MindPalaceLtd',
  accounts: [
    { accountNumber, accountName: 'A', currency: 'GBP', clearedBalance: 1, unclearedBalance: 0, balance: 1 },
  ],
};

describe('contract: the media type settings of the areas the spec gives none for', () => {
  const gw = setUpContractGateway(overrides);

  function headersReceived() {
    return gw.standIn
      .received()
      .map(({ method, path, contentType, accept }) => ({ method, path, contentType, accept }));
  }

  it('asks for UPSTREAM_BALANCES_MEDIA_TYPE and UPSTREAM_STATEMENTS_MEDIA_TYPE in Accept', async () => {
    gw.standIn.answer(
      { method: 'GET', path: `/accounts/balance//${accountNumber}` },
      { status: 200, body: balances },
    );
    gw.standIn.answer(
      { method: 'GET', path: '/accounts/statements/' },
      {
        status: 200,
        body: {
          accountNumber,
          currency: 'GBP',
          pageNumber: 1,
          pageSize: 2,
          pageCount: 0,
          totalNumberOfRecords: 0,
          accountStatementItems: [],
        },
      },
    );
    const account = await gw.run(ContractAccountDocument, { accountNumber });
    expect(account.errors).toBeUndefined();
    const statement = await gw.run(AccountsStatementDocument, {
      accountNumber,
      from: '2026-10-01T00:00:00Z',
      to: '2026-10-31T00:00:00Z',
      first: 2,
    });
    expect(statement.errors).toBeUndefined();
    expect(statement.data?.account?.statement?.totalCount).toBe(0);
    expect(headersReceived()).toEqual([
      {
        method: 'GET',
        path: `/accounts/balance//${accountNumber}`,
        contentType: undefined,
        accept: overrides.UPSTREAM_BALANCES_MEDIA_TYPE,
      },
      {
        method: 'GET',
        path: `/accounts/balance//${accountNumber}`,
        contentType: undefined,
        accept: overrides.UPSTREAM_BALANCES_MEDIA_TYPE,
      },
      {
        method: 'GET',
        path: '/accounts/statements/',
        contentType: undefined,
        accept: overrides.UPSTREAM_STATEMENTS_MEDIA_TYPE,
      },
    ]);
  });

  it('sends UPSTREAM_PAYOUTS_MEDIA_TYPE and UPSTREAM_CARD_BIN_MEDIA_TYPE as Content-Type and Accept', async () => {
    gw.standIn.answer(
      { method: 'POST', path: '/payouts/basicDisbursement' },
      {
        status: 201,
        body: {
          outcome: 'requestReceived',
          receivedAt: '2026-11-20T10:15:30.123Z',
          _links: { 'payouts:payout': { href: '/payouts/PO-2001' } },
        },
      },
    );
    gw.standIn.answer(
      { method: 'POST', path: '/api/cardBin/panLookup' },
      { status: 200, body: { type: 'pan', brand: ['visa'], bin: '444433', binLength: 6 } },
    );
    const payout = await gw.run(ContractCreatePayoutDocument, { input: plainCardPayout(reference('media')) });
    expect(payout.errors).toBeUndefined();
    const bin = await gw.run(CardBinLookupDocument, { input: { entity, by: { cardNumber: visa } } });
    expect(bin.errors).toBeUndefined();
    expect(headersReceived()).toEqual([
      {
        method: 'POST',
        path: '/payouts/basicDisbursement',
        contentType: overrides.UPSTREAM_PAYOUTS_MEDIA_TYPE,
        accept: overrides.UPSTREAM_PAYOUTS_MEDIA_TYPE,
      },
      {
        method: 'POST',
        path: '/api/cardBin/panLookup',
        contentType: overrides.UPSTREAM_CARD_BIN_MEDIA_TYPE,
        accept: overrides.UPSTREAM_CARD_BIN_MEDIA_TYPE,
      },
    ]);
  });
});
