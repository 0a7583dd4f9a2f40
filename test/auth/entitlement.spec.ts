import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/identity/globalId.ts';
import { devCredentials } from '../../src/sandbox/config.ts';
import {
  AccountsAccountDocument,
  AccountsByEntityDocument,
  AccountsNodeDocument,
  CardBinLookupDocument,
  PaymentItemsByIdDocument,
  PaymentItemsByUbrDocument,
  PaymentItemsSearchDocument,
  PayoutsByIdDocument,
  PayoutsByReferenceDocument,
  PayoutsCreateDocument,
  SalesCreateDocument,
  ThreeDsAuthenticateDocument,
  ThreeDsVerifyDocument,
} from '../generated/graphql.ts';
import { basicPath, payoutRequest, payoutsType } from '../sandbox/payoutsSupport.ts';
import { dayBeforeAnchor } from '../support/accounts.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { payoutInput, reference, saleInput } from '../support/payouts.ts';
import { cardInput } from '../support/threeDs.ts';
import { forbiddenArgument, forbiddenData, payoutNotKnown, runAs } from './support.ts';

// The sandbox world of the default seed: 7Z1UAK and 4A9XZP are two of its entities; PAY7X2 pays out.
const merchantKey = 'merchant-0123456789abcdefghij';
const otherKey = 'other-0123456789abcdefghijklm';
const merchant = `Bearer ${merchantKey}`;
const other = `Bearer ${otherKey}`;

const gw = setUpTestGateway({
  env: {
    API_KEYS: `merchant:${merchantKey}:7Z1UAK|PAY7X2|MYENT1,other:${otherKey}:4A9XZP`,
  },
});

const world = () => gw.sandbox.state.world;

describe('every operation that takes an entity refuses one the caller may not act for, before the provider', () => {
  const cases = [
    [
      'accounts',
      () => runAs(gw, other, AccountsByEntityDocument, { entity: '7Z1UAK' }),
      'entity',
      ['accounts'],
    ],
    [
      'paymentItems',
      () => {
        const filter = {
          entity: '7Z1UAK',
          startDate: dayBeforeAnchor(world(), 31),
          endDate: dayBeforeAnchor(world(), 1),
        };
        return runAs(gw, other, PaymentItemsSearchDocument, { filter, first: 5 });
      },
      'filter.entity',
      ['paymentItems'],
    ],
    [
      'payoutByReference',
      () => runAs(gw, other, PayoutsByReferenceDocument, { transactionReference: 'po-1', entity: 'PAY7X2' }),
      'entity',
      ['payoutByReference'],
    ],
    [
      'createPayout',
      () => runAs(gw, other, PayoutsCreateDocument, { input: payoutInput() }),
      'input.entity',
      ['createPayout'],
    ],
    [
      'createCardOnFileSale',
      () => runAs(gw, other, SalesCreateDocument, { input: saleInput() }),
      'input.merchant.entity',
      ['createCardOnFileSale'],
    ],
    [
      'authenticate3ds',
      () => runAs(gw, other, ThreeDsAuthenticateDocument, { input: cardInput('Frictionless') }),
      'input.merchant.entity',
      ['authenticate3ds'],
    ],
    [
      'verify3ds',
      () =>
        runAs(gw, other, ThreeDsVerifyDocument, {
          input: { transactionReference: 'order-1', entity: 'MYENT1', challengeReference: 'c-1' },
        }),
      'input.entity',
      ['verify3ds'],
    ],
    [
      'cardBin',
      () =>
        runAs(gw, other, CardBinLookupDocument, {
          input: { entity: '7Z1UAK', by: { cardNumber: '4917610000000000' } },
        }),
      'input.entity',
      ['cardBin'],
    ],
  ] as const;

  it.each(cases)(
    '%s: FORBIDDEN naming the entity argument, no provider call',
    async (_, run, field, path) => {
      const result = await run();
      expect(result.status).toBe(200);
      expect(result.errors).toEqual([forbiddenArgument(field, path)]);
      expect(await gw.upstreamCalls()).toEqual([]);
    },
  );

  it('lets the same operation through for an entity the caller may act for', async () => {
    const result = await runAs(gw, merchant, AccountsByEntityDocument, { entity: '7Z1UAK' });
    expect(result.errors).toBeUndefined();
    expect(result.data?.accounts?.map((a) => a.accountNumber)).toEqual(
      world()
        .accountsOf('7Z1UAK')
        .map((a) => a.accountNumber),
    );
    expect(describeCalls(await gw.upstreamCalls())).toEqual(['GET /accounts/balance/?entity=7Z1UAK']);
  });
});

describe('data reached by number or id shows only the caller entities', () => {
  it("answers another entity's account as null, like an account that does not exist", async () => {
    const accountNumber = world().accountsOf('7Z1UAK')[0]?.accountNumber ?? '';
    const refused = await runAs(gw, other, AccountsAccountDocument, { accountNumber });
    expect(refused).toEqual({ status: 200, data: { account: null } });
    const node = await runAs(gw, other, AccountsNodeDocument, { id: toGlobalId('Account', accountNumber) });
    expect(node).toEqual({ status: 200, data: { node: null } });
    const own = await runAs(gw, merchant, AccountsAccountDocument, { accountNumber });
    expect(own.data?.account?.accountNumber).toBe(accountNumber);
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /accounts/balance//${accountNumber}`,
      `GET /accounts/balance//${accountNumber}`,
      `GET /accounts/balance//${accountNumber}`,
    ]);
  });

  it("answers another entity's payment item as null, and refuses a UBR that finds another entity's items", async () => {
    const item = world().paymentItems('7Z1UAK')[0];
    if (!item?.ubr) throw new Error('world without payment items');
    const byId = await runAs(gw, other, PaymentItemsByIdDocument, { paymentId: item.paymentId });
    expect(byId).toEqual({ status: 200, data: { paymentItem: null } });
    const byUbr = await runAs(gw, other, PaymentItemsByUbrDocument, { ubr: item.ubr, first: 1 });
    expect(byUbr).toMatchObject({ status: 200, data: { paymentItemsByUbr: null } });
    expect(byUbr.errors).toEqual([forbiddenData('ubr', ['paymentItemsByUbr'])]);
    const own = await runAs(gw, merchant, PaymentItemsByIdDocument, { paymentId: item.paymentId });
    expect(own.data?.paymentItem?.paymentId).toBe(item.paymentId);
    expect(describeCalls(await gw.upstreamCalls())).toEqual([
      `GET /payouts/events/id/${item.paymentId}?pageNumber=1&pageSize=1`,
      `GET /payouts/events/${item.ubr}?pageNumber=1&pageSize=1`,
      `GET /payouts/events/id/${item.paymentId}?pageNumber=1&pageSize=1`,
    ]);
  });
});

describe('payouts by global id', () => {
  it("refuses another entity's payout by id (payout and node) without calling the provider", async () => {
    const input = payoutInput({ transactionReference: reference('own') });
    const created = await runAs(gw, merchant, PayoutsCreateDocument, { input });
    const id = created.data?.createPayout.payout.id ?? '';
    await gw.clearUpstream();

    const refused = await runAs(gw, other, PayoutsByIdDocument, { id });
    expect(refused.data).toEqual({ payout: null });
    expect(refused.errors).toEqual([payoutNotKnown('id', ['payout'])]);
    const node = await runAs(gw, other, `query ($id: ID!) { nodes(ids: [$id]) { id } }`, { id });
    expect(node.errors).toEqual([payoutNotKnown('ids.0', ['nodes', 0])]);
    expect(await gw.upstreamCalls()).toEqual([]);

    const own = await runAs(gw, merchant, PayoutsByIdDocument, { id });
    expect(own.errors).toBeUndefined();
    expect(own.data?.payout?.id).toBe(id);
    expect(await gw.upstreamCalls()).toHaveLength(1);
  });

  it('refuses a payout id the gateway did not create, even to a caller with entities', async () => {
    const id = toGlobalId('Payout', '/payouts/made-elsewhere');
    const result = await runAs(gw, merchant, PayoutsByIdDocument, { id });
    expect(result.errors).toEqual([payoutNotKnown('id', ['payout'])]);
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it("answers an id of no payout exactly as another entity's payout, in words true of both", async () => {
    const created = await runAs(gw, merchant, PayoutsCreateDocument, {
      input: payoutInput({ transactionReference: reference('theirs') }),
    });
    const theirs = created.data?.createPayout.payout.id ?? '';
    await gw.clearUpstream();
    const none = toGlobalId('Payout', '/payouts/w1_no_such_payout');
    const ofNone = await runAs(gw, other, PayoutsByIdDocument, { id: none });
    const ofTheirs = await runAs(gw, other, PayoutsByIdDocument, { id: theirs });
    expect(ofNone.errors).toEqual([payoutNotKnown('id', ['payout'])]);
    expect(ofNone).toEqual(ofTheirs);
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it("refuses to replay another caller's payout through createPayout with its entity", async () => {
    const input = payoutInput({ transactionReference: reference('replay') });
    const first = await runAs(gw, merchant, PayoutsCreateDocument, { input });
    expect(first.data?.createPayout.replayed).toBe(false);
    await gw.clearUpstream();
    const replay = await runAs(gw, other, PayoutsCreateDocument, { input });
    expect(replay).toMatchObject({ status: 200, data: null });
    expect(replay.errors).toEqual([forbiddenArgument('input.entity', ['createPayout'])]);
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it("reads a payout made elsewhere by the id payoutByReference returned, for its entity's callers only", async () => {
    const ref = reference('elsewhere');
    const basic = Buffer.from(`${devCredentials.username}:${devCredentials.password}`).toString('base64');
    const made = await fetch(`${gw.sandbox.url}${basicPath}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': payoutsType,
        accept: payoutsType,
      },
      body: JSON.stringify(payoutRequest({ reference: ref, entity: 'PAY7X2' })),
    });
    expect(made.status).toBe(201);
    const found = await runAs(gw, merchant, PayoutsByReferenceDocument, {
      transactionReference: ref,
      entity: 'PAY7X2',
    });
    expect(found.data?.payoutByReference?.transactionReference).toBe(ref);
    expect(found.data?.payoutByReference?.amount).toBeNull();
    const id = found.data?.payoutByReference?.id ?? '';
    await gw.clearUpstream();
    // The id carries the entity it was answered for: another entity's caller is refused as for an id of no payout.
    const theirs = await runAs(gw, other, PayoutsByIdDocument, { id });
    expect(theirs.errors).toEqual([payoutNotKnown('id', ['payout'])]);
    expect(await gw.upstreamCalls()).toEqual([]);
    const mine = await runAs(gw, merchant, PayoutsByIdDocument, { id });
    expect(mine).toEqual({ status: 200, data: { payout: found.data?.payoutByReference } });
  });
});
