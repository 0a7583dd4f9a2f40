import { describe, expect, it } from 'vitest';
import type { PaymentItem } from '../../src/sandbox/data/world.ts';
import { forbiddenArgument, runAs } from '../auth/support.ts';
import {
  AccountsByEntityDocument,
  LinksThroughOtherDataDocument,
  MerchantAccountsTwiceDocument,
  MerchantOverviewDocument,
  MerchantPaymentItemsDocument,
  MerchantRootPaymentItemsDocument,
  type PaymentItemFilter,
  PayoutsByIdDocument,
} from '../generated/graphql.ts';
import { dayBeforeAnchor, errorsOf } from '../support/accounts.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { expectedPastPayout, payoutQueryCall, windowWithReversal } from '../support/links.ts';

// The sandbox world of the default seed: 7Z1UAK and 4A9XZP are two of its entities, MindPalaceLtd a documented one.
const merchantKey = 'merchant-0123456789abcdefghij';
const otherKey = 'other-0123456789abcdefghijklm';
const merchant = `Bearer ${merchantKey}`;
const other = `Bearer ${otherKey}`;
const entity = '7Z1UAK';

const gw = setUpTestGateway({
  env: {
    API_KEYS: `merchant:${merchantKey}:${entity}|MindPalaceLtd,other:${otherKey}:4A9XZP`,
  },
});

function world() {
  return gw.sandbox.state.world;
}

/** 30 days ending the day before the world's anchor (the latest range the search accepts). */
function monthOf(): { startDate: string; endDate: string } {
  return { startDate: dayBeforeAnchor(world(), 31), endDate: dayBeforeAnchor(world(), 1) };
}

/** The first `count` items of the entity within {@link monthOf}, in search order. */
function firstItems(count: number): PaymentItem[] {
  const { startDate, endDate } = monthOf();
  const from = Date.parse(`${startDate}T00:00:00Z`);
  const until = Date.parse(`${endDate}T00:00:00Z`) + 86_400_000;
  return world()
    .paymentItems(entity)
    .filter((item) => Date.parse(item.paymentDatetime) >= from && Date.parse(item.paymentDatetime) < until)
    .slice(0, count);
}

const calls = async () => describeCalls(await gw.upstreamCalls());

/** The reference of a card payout the entity's statement records (a PAYOUT entry): the provider knows it. */
function statementPayoutReference(): string {
  const account = world().accountsOf(entity)[0];
  const entry = world()
    .statement(account?.accountNumber ?? '')
    .find((item) => item.transferType === 'PAYOUT' && item.transactionReference);
  if (!entry?.transactionReference) throw new Error('world without card payouts');
  return entry.transactionReference;
}

describe('Query.merchant', () => {
  it("answers the merchant's accounts, each leading back to the merchant, and a payout by reference", async () => {
    const transactionReference = statementPayoutReference();

    const result = await runAs(gw, merchant, MerchantOverviewDocument, { entity, transactionReference });

    expect(result).toEqual({
      status: 200,
      data: {
        merchant: {
          entity,
          accounts: world()
            .accountsOf(entity)
            .map((account) => ({
              accountNumber: account.accountNumber,
              currency: account.currency,
              balance: { total: { amount: world().balance(account.accountNumber)?.balance } },
              merchant: { entity },
            })),
          payoutByReference: expectedPastPayout(gw.sandbox, entity, transactionReference),
        },
      },
    });
    expect((await calls()).sort()).toEqual(
      [`GET /accounts/balance/?entity=${entity}`, payoutQueryCall(entity, transactionReference)].sort(),
    );
  });

  it('shares the accounts lookup with Query.accounts: one provider call for both', async () => {
    const result = await runAs(gw, merchant, MerchantAccountsTwiceDocument, { entity });
    const accounts = world()
      .accountsOf(entity)
      .map((account) => ({ accountNumber: account.accountNumber }));
    expect(result).toEqual({ status: 200, data: { accounts, merchant: { accounts } } });
    expect(await calls()).toEqual([`GET /accounts/balance/?entity=${entity}`]);
  });

  it('answers null for a reference that names no payout of the merchant, after asking the provider once', async () => {
    const result = await runAs(gw, merchant, MerchantOverviewDocument, {
      entity,
      transactionReference: 'no-such-payout',
    });
    expect(result.data?.merchant?.payoutByReference).toBeNull();
    expect(result.errors).toBeUndefined();
    expect((await calls()).sort()).toEqual(
      [`GET /accounts/balance/?entity=${entity}`, payoutQueryCall(entity, 'no-such-payout')].sort(),
    );
  });

  it('refuses an entity the caller may not act for exactly as accounts(entity) does, calling nothing', async () => {
    const viaMerchant = await runAs(gw, merchant, MerchantOverviewDocument, {
      entity: '4A9XZP',
      transactionReference: 'any',
    });
    const viaAccounts = await runAs(gw, merchant, AccountsByEntityDocument, { entity: '4A9XZP' });

    expect(viaMerchant).toEqual({
      status: 200,
      data: { merchant: null },
      errors: [forbiddenArgument('entity', ['merchant'])],
    });
    expect(viaAccounts.errors).toEqual([forbiddenArgument('entity', ['accounts'])]);
    // The other caller may act for it.
    const allowed = await runAs(gw, other, MerchantAccountsTwiceDocument, { entity: '4A9XZP' });
    expect(allowed.errors).toBeUndefined();
    expect(await calls()).toEqual(['GET /accounts/balance/?entity=4A9XZP']);
  });

  it('refuses a malformed entity before anything is sent, naming the argument and the rule', async () => {
    const result = await runAs(gw, merchant, MerchantOverviewDocument, {
      entity: 'not an entity',
      transactionReference: 'any',
    });
    expect(errorsOf(result)).toEqual([
      {
        message: 'The input is invalid.',
        path: ['merchant'],
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: [
            {
              path: 'entity',
              rule: 'INVALID_FORMAT',
              message: 'must be 1 to 32 letters, digits, ".", "_" or "-"',
            },
          ],
        },
      },
    ]);
    expect(await calls()).toEqual([]);
  });
});

describe('Merchant.paymentItems', () => {
  it("answers what Query.paymentItems answers for the merchant's entity, the deprecated payout null without a call", async () => {
    const items = firstItems(10);
    const filter = monthOf();

    const scoped = await runAs(gw, merchant, MerchantPaymentItemsDocument, { entity, filter, first: 10 });
    const searchAndPayouts = await calls();
    const root = await runAs(gw, merchant, MerchantRootPaymentItemsDocument, {
      filter: { ...filter, entity } satisfies PaymentItemFilter,
      first: 10,
    });

    const connection = scoped.data?.merchant?.paymentItems;
    expect(connection?.edges.map((edge) => edge.node)).toEqual(
      items.map((item) => ({
        paymentId: item.paymentId,
        transactionReference: item.transactionReference,
        payout: null,
      })),
    );
    expect(scoped.errors).toBeUndefined();
    expect(root).toEqual({ status: 200, data: { paymentItems: connection } });
    const search = `GET /payouts/events?${new URLSearchParams({ entity, ...filter, pageNumber: '1', pageSize: '10' })}`;
    expect(searchAndPayouts).toEqual([search]);
  });

  it('reports a filter that breaks a rule with the same field errors as Query.paymentItems', async () => {
    const { startDate, endDate } = monthOf();
    const filter = { startDate: endDate, endDate: startDate };
    const scoped = await runAs(gw, merchant, MerchantPaymentItemsDocument, { entity, filter });
    const root = await runAs(gw, merchant, MerchantRootPaymentItemsDocument, {
      filter: { ...filter, entity },
    });

    const fieldErrorsOf = (result: typeof scoped | typeof root) =>
      result.errors?.map((error) => error.extensions?.fieldErrors);
    expect(fieldErrorsOf(scoped)).toEqual(fieldErrorsOf(root));
    expect(fieldErrorsOf(scoped)?.[0]).toEqual([
      expect.objectContaining({ path: expect.stringMatching(/^filter\./) }),
    ]);
    expect(scoped.errors?.[0]?.path).toEqual(['merchant', 'paymentItems']);
    expect(await calls()).toEqual([]);
  });

  it('refuses a merchant the search cannot name (not 6 letters and digits) at entity, calling nothing', async () => {
    const result = await runAs(gw, merchant, MerchantPaymentItemsDocument, {
      entity: 'MindPalaceLtd',
      filter: monthOf(),
    });
    expect(errorsOf(result)).toEqual([
      {
        message: 'The input is invalid.',
        path: ['merchant', 'paymentItems'],
        extensions: {
          code: 'BAD_USER_INPUT',
          fieldErrors: [
            {
              path: 'entity',
              rule: 'INVALID_FORMAT',
              message: 'must be 6 letters or digits, without I or O',
            },
          ],
        },
      },
    ]);
    expect(result.data).toEqual({ merchant: { paymentItems: null } });
    expect(await calls()).toEqual([]);
  });
});

describe('links and authorization', () => {
  it("follows the links of the caller's own data without recording the payouts found: payout(id) reads them for the entity's callers only", async () => {
    const { account, from, to, entries } = windowWithReversal(world(), entity, 60);
    const [item] = firstItems(1);
    if (!item) throw new Error('world without payment items');
    const variables = { accountNumber: account.accountNumber, paymentId: item.paymentId, from, to, first: 3 };

    const result = await runAs(gw, merchant, LinksThroughOtherDataDocument, variables);

    const entryPayout = (reference: string | undefined) =>
      reference ? expectedPastPayout(gw.sandbox, entity, reference) : undefined;
    const linked = entries.slice(0, 3).map((entry) => ({
      node: {
        payout:
          entry.transferType === 'PAYOUT' ? { id: entryPayout(entry.transactionReference)?.id ?? '' } : null,
      },
    }));
    const shown = entries.slice(0, 3).find((entry) => entry.transferType === 'PAYOUT');
    const statementPayout = entryPayout(shown?.transactionReference);
    if (!statementPayout) throw new Error('no PAYOUT entry among the first three');
    expect(result).toEqual({
      status: 200,
      data: {
        account: {
          merchant: { entity },
          statement: { edges: linked },
        },
        // A payment item is an account payout: it names no card payout (deprecated link, always null).
        paymentItem: { payout: null },
      },
    });
    await gw.clearUpstream();
    // Reads never write: the id itself carries the entity the link answered it for, so another entity's caller is
    // refused without asking the provider, and the entity's own caller reads the payout the link showed.
    const refused = await runAs(gw, other, PayoutsByIdDocument, { id: statementPayout.id });
    expect(refused.data).toEqual({ payout: null });
    expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(await calls()).toEqual([]);
    const read = await runAs(gw, merchant, PayoutsByIdDocument, { id: statementPayout.id });
    expect(read).toEqual({
      status: 200,
      data: { payout: { ...statementPayout, amount: null, card: null } },
    });
  });

  it("leads another entity's caller nowhere: the account and item read as null and no payout is asked for", async () => {
    const { account, from, to } = windowWithReversal(world(), entity, 60);
    const [item] = firstItems(1);
    if (!item) throw new Error('world without payment items');

    const result = await runAs(gw, other, LinksThroughOtherDataDocument, {
      accountNumber: account.accountNumber,
      paymentId: item.paymentId,
      from,
      to,
      first: 3,
    });

    expect(result).toEqual({ status: 200, data: { account: null, paymentItem: null } });
    expect((await calls()).sort()).toEqual(
      [
        `GET /accounts/balance//${account.accountNumber}`,
        `GET /payouts/events/id/${item.paymentId}?pageNumber=1&pageSize=1`,
      ].sort(),
    );
  });
});
