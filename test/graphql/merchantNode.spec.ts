import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase } from '../../scripts/privatePostgres.ts';
import { toGlobalId } from '../../src/identity/globalId.ts';
import { forbiddenArgument, runAs } from '../auth/support.ts';
import {
  MerchantIdsDocument,
  MerchantMoneyRequestsPagedDocument,
  type MerchantMoneyRequestsPagedQuery,
  MerchantNodeDocument,
  PayoutsCreateDocument,
} from '../generated/graphql.ts';
import { setUpTestGateway, type TestGateway } from '../support/gateway.ts';
import { payoutInput, testEntity } from '../support/payouts.ts';

/**
 * A merchant is a Node (Relay can make it refetchable, Apollo Client keys it by id), and its money requests page
 * both ways with ids of their own (issue "One payout, one object").
 */
const shopKey = 'merchant-node-shop-0123456789ab';
const otherKey = 'merchant-node-other-0123456789a';
const shop = `Bearer ${shopKey}`;
const other = `Bearer ${otherKey}`;
// The sandbox world of the default seed: 7Z1UAK is one of its entities (with accounts); PAY7X2 pays out.
const entity = '7Z1UAK';
const apiKeys = `shop:${shopKey}:${entity}|${testEntity},other:${otherKey}:4A9XZP`;

describe('Merchant as a Node', () => {
  const gw = setUpTestGateway({ env: { API_KEYS: apiKeys } });

  it('has one id wherever it is reached, and node(id:) answers it to a caller acting for it, calling nothing', async () => {
    const id = toGlobalId('Merchant', entity);
    const reached = await runAs(gw, shop, MerchantIdsDocument, { entity });
    expect(reached.errors).toBeUndefined();
    expect(reached.data?.merchant?.id).toBe(id);
    const accounts = reached.data?.merchant?.accounts ?? [];
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.map((account) => account.merchant)).toEqual(accounts.map(() => ({ id, entity })));
    await gw.clearUpstream();

    const node = await runAs(gw, shop, MerchantNodeDocument, { id });

    expect(node).toEqual({ status: 200, data: { node: { __typename: 'Merchant', id, entity } } });
    expect(await gw.upstreamCalls()).toEqual([]);
  });

  it('refuses a caller that may not act for the entity, as merchant(entity) does, calling nothing', async () => {
    const node = await runAs(gw, other, MerchantNodeDocument, { id: toGlobalId('Merchant', entity) });

    expect(node).toEqual({
      status: 200,
      data: { node: null },
      errors: [forbiddenArgument('id', ['node'])],
    });
    expect(await gw.upstreamCalls()).toEqual([]);
  });
});

type Page = NonNullable<NonNullable<MerchantMoneyRequestsPagedQuery['merchant']>['moneyRequests']>;

async function page(gw: TestGateway, args: Record<string, string | number>): Promise<Page> {
  const result = await runAs(gw, shop, MerchantMoneyRequestsPagedDocument, { entity: testEntity, ...args });
  const moneyRequests = result.data?.merchant?.moneyRequests;
  if (!moneyRequests) throw new Error(`no page: ${JSON.stringify(result)}`);
  return moneyRequests;
}

describe.each([
  ['in memory', false],
  ['in PostgreSQL', true],
])('Merchant.moneyRequests backward, the records %s', (_name, durable) => {
  let databaseUrl = '';
  beforeAll(async () => {
    if (durable) databaseUrl = await createEmptyDatabase(inject('postgresUrl'));
  });
  const gw = setUpTestGateway({
    env: (): Record<string, string> =>
      durable
        ? {
            API_KEYS: apiKeys,
            DATABASE_URL: databaseUrl,
            IDEMPOTENCY_FINGERPRINT_KEY: 'merchant-node-fingerprint-key-0123456789',
          }
        : { API_KEYS: apiKeys },
  });
  const count = 7;

  it('last/before pages give the edges of one forward request, in order, with unique ids', async () => {
    for (let i = 0; i < count; i += 1) {
      const created = await runAs(gw, shop, PayoutsCreateDocument, { input: payoutInput() });
      expect(created.errors).toBeUndefined();
    }
    const forward = await page(gw, { first: count });
    expect(forward.edges).toHaveLength(count);
    expect(forward.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: forward.edges[0]?.cursor,
      endCursor: forward.edges[count - 1]?.cursor,
    });
    const ids = forward.edges.map((edge) => edge.node.id);
    expect(new Set(ids).size).toBe(count);

    // From the oldest end, three at a time, each page's startCursor as the next page's `before`.
    const tail = await page(gw, { last: 3 });
    const middle = await page(gw, { last: 3, before: tail.pageInfo.startCursor ?? '' });
    const head = await page(gw, { last: 3, before: middle.pageInfo.startCursor ?? '' });

    expect([...head.edges, ...middle.edges, ...tail.edges]).toEqual(forward.edges);
    expect(tail.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: true,
      startCursor: forward.edges[4]?.cursor,
      endCursor: forward.edges[6]?.cursor,
    });
    expect(middle.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect(head.edges).toEqual(forward.edges.slice(0, 1));
    expect(head.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    // Between two cursors, either way round: the same requests.
    const after = forward.edges[1]?.cursor ?? '';
    const before = forward.edges[5]?.cursor ?? '';
    expect((await page(gw, { after, before, last: 10 })).edges).toEqual(forward.edges.slice(2, 5));
    expect((await page(gw, { after, before, first: 10 })).edges).toEqual(forward.edges.slice(2, 5));
  });
});
