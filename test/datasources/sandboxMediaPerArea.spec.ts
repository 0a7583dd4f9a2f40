import { describe, expect, it } from 'vitest';
import { AccountsApi } from '../../src/datasources/accounts/api.ts';
import { CardBinApi } from '../../src/datasources/cardBin/api.ts';
import { PaymentItemsApi } from '../../src/datasources/paymentItems/api.ts';
import { PayoutsApi } from '../../src/datasources/payouts/api.ts';
import { SalesApi } from '../../src/datasources/sales/api.ts';
import { ThreeDsApi } from '../../src/datasources/threeDs/api.ts';
import { sandboxPerFile, statementPaging } from './sandboxSupport.ts';

const sb = sandboxPerFile();
const world = () => sb.sandbox.state.world;
const entity = () => world().entities[0]?.id ?? '';

// Transport headers undici sets on its own; everything else the sandbox logged is what the gateway chose to send.
const transport = new Set(['host', 'connection', 'content-length']);

/** Each logged request as `[method, path, headers]`, transport headers left out (credentials the log hides). */
function sent(): [string, string, Record<string, string>][] {
  return sb.sandbox.state.requestLog
    .list()
    .map((r) => [
      r.method,
      r.path,
      Object.fromEntries(Object.entries(r.headers).filter(([name]) => !transport.has(name))),
    ]);
}

const payoutsType = 'application/vnd.provider.payouts-v3+json';

describe('media types and version headers the data sources send, per area (sandbox request log)', () => {
  it('payouts: the payouts v3 type both ways on the create, in Accept on the reads that follow its links', async () => {
    const api = new PayoutsApi(sb.client);
    const created = await api.create('basicDisbursement', {
      transactionReference: 'media-payout-1',
      merchant: { entity: entity() },
      instruction: {
        narrative: { line1: 'Sandbox shop' },
        value: { amount: 100, currency: 'GBP' },
        payoutInstrument: {
          type: 'card/plain',
          cardNumber: '4444333322221111',
          cardExpiryDate: { month: 12, year: 2035 },
        },
      },
    });
    await api.get(created.links.payout);
    await api.findByReference('media-payout-1', entity());
    const location = new URL(created.links.payout).pathname;
    expect(sent()).toEqual([
      ['POST', '/payouts/basicDisbursement', { 'content-type': payoutsType, accept: payoutsType }],
      ['GET', location, { accept: payoutsType }],
      ['GET', '/payouts/query', { accept: payoutsType }],
    ]);
  });

  it('reads: statements and balances their own accounts v1 types, payment items account-payouts v2, in Accept', async () => {
    const api = new AccountsApi(sb.client, statementPaging);
    const account = world().accounts[0]?.accountNumber ?? '';
    const end = sb.sandbox.clock.now().getTime() - 86_400_000;
    await api.getStatementPage({
      accountNumber: account,
      startDate: new Date(end - 10 * 86_400_000).toISOString(),
      endDate: new Date(end).toISOString(),
      pageNumber: 1,
      pageSize: 1,
    });
    await api.getAccountBalances(account);
    await api.getEntityBalances(entity());
    const ubr = world().paymentItems(entity())[0]?.ubr ?? '';
    await new PaymentItemsApi(sb.client).byUbr(ubr, { pageNumber: 1, pageSize: 1 });
    expect(sent()).toEqual([
      ['GET', '/accounts/statements/', { accept: 'application/vnd.provider.accounts.statements-v1+json' }],
      [
        'GET',
        `/accounts/balance//${account}`,
        { accept: 'application/vnd.provider.accounts.balance-v1+json' },
      ],
      ['GET', '/accounts/balance/', { accept: 'application/vnd.provider.accounts.balance-v1+json' }],
      ['GET', `/payouts/events/${ubr}`, { accept: 'application/vnd.provider.account-payouts-v2+json' }],
    ]);
  });

  it('bodies: BIN plain JSON with WP-Api-Version: 1, 3DS verifications v2 HAL, sales payments v5 / v5 HAL', async () => {
    await new CardBinApi(sb.client).lookup({ entity: entity(), cardNumber: '4444333322221111' });
    await new ThreeDsApi(sb.client).authenticate({
      transactionReference: 'media-3ds-1',
      merchant: { entity: entity() },
      instruction: {
        paymentInstrument: {
          type: 'card/front',
          cardHolderName: 'Authenticated',
          cardNumber: '4444333322221111',
          cardExpiryDate: { month: 12, year: 2035 },
        },
        value: { amount: 100, currency: 'GBP' },
      },
      deviceData: { acceptHeader: 'text/html', userAgentHeader: 'Mozilla/5.0' },
      challenge: { returnUrl: 'https://shop.example/back' },
    });
    const token = `${sb.sandbox.url}/tokens/TKNVISACREDITGB`;
    await new SalesApi(sb.client).create({
      transactionReference: 'media-sale-1',
      merchant: { entity: entity() },
      instruction: {
        value: { amount: 500, currency: 'GBP' },
        narrative: { line1: 'Sandbox shop' },
        paymentInstrument: {
          type: 'card/plain',
          cardHolderName: 'J Doe',
          cardExpiryDate: { month: 12, year: 2035 },
          cardNumber: '4444333322221111',
          cvc: '123',
          href: token,
          tokenHref: token,
        },
      },
    });
    const verifications = 'application/vnd.provider.verifications.customers-v2.hal+json';
    expect(sent()).toEqual([
      [
        'POST',
        '/api/cardBin/panLookup',
        { 'content-type': 'application/json', accept: 'application/json', 'wp-api-version': '1' },
      ],
      [
        'POST',
        '/verifications/customers/3ds/authentication',
        { 'content-type': verifications, accept: verifications },
      ],
      [
        'POST',
        '/payments/sales/migrateCardOnFile',
        {
          'content-type': 'application/vnd.provider.payments-v5+json',
          accept: 'application/vnd.provider.payments-v5.hal+json',
        },
      ],
    ]);
  });
});
