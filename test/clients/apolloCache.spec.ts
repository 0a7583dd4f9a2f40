import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { possibleTypes, typePolicies } from '../../client/apollo.ts';
import {
  ClientNodeDocument,
  ClientPaymentItemsDocument,
  ClientStatementDocument,
  type ClientStatementQueryVariables,
  PayoutsByIdDocument,
  PayoutsCreateDocument,
} from '../generated/graphql.ts';
import { dayBeforeAnchor, statementRange } from '../support/accounts.ts';
import { apolloDocument, countingFetch } from '../support/clients.ts';
import { describeCalls, setUpTestGateway } from '../support/gateway.ts';
import { locationOfId, payoutInput } from '../support/payouts.ts';

const gw = setUpTestGateway();

const statementQuery = apolloDocument(ClientStatementDocument);

/** Apollo Client 4 as docs/frontend.md sets it up, with client/apollo.ts; `count` is its requests so far. */
function cachedClient() {
  const counting = countingFetch();
  const client = new ApolloClient({
    cache: new InMemoryCache({ possibleTypes, typePolicies }),
    link: new HttpLink({ uri: gw.url, fetch: counting.fetch }),
  });
  return { client, count: counting.count };
}

/** Without the `__typename`s Apollo Client adds to every selection. */
function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === '__typename' ? undefined : v)));
}

/** An account with more than 60 entries in 31 days, and that range. */
function busyStatement(): Pick<ClientStatementQueryVariables, 'accountNumber' | 'from' | 'to'> {
  const world = gw.sandbox.state.world;
  const range = statementRange(world, 2, 31);
  const account = world.accounts.find(
    (a) =>
      a.accountNumber.length === 16 &&
      world.statementBetween(a.accountNumber, new Date(range.from), new Date(range.to)).length > 60,
  );
  if (!account) throw new Error('no account with more than 60 entries in 31 days');
  return { accountNumber: account.accountNumber, ...range };
}

/** The statement as one request of the gateway answers it, without a cache. */
async function oneRequest(variables: ClientStatementQueryVariables) {
  const result = await gw.run(ClientStatementDocument, variables);
  if (!result.data?.account?.statement) throw new Error(`no statement: ${JSON.stringify(result.errors)}`);
  return result.data.account.statement;
}

describe("Apollo Client 4's InMemoryCache with client/apollo.ts", () => {
  it('merges statement pages fetched with fetchMore into exactly the edges of one big request; nodes keep the last page', async () => {
    const range = busyStatement();
    const { client, count } = cachedClient();
    const watched = client.watchQuery({ query: statementQuery, variables: { ...range, first: 20 } });
    const subscription = watched.subscribe(() => undefined);
    try {
      const first = await watched.refetch();
      let endCursor = first.data?.account?.statement?.pageInfo.endCursor;
      for (let page = 0; page < 2; page += 1) {
        const more = await watched.fetchMore({ variables: { after: endCursor } });
        endCursor = more.data?.account?.statement?.pageInfo.endCursor;
      }
      const merged = client.readQuery({ query: statementQuery, variables: { ...range, first: 20 } });
      const big = await oneRequest({ ...range, first: 60 });
      const statement = plain(merged?.account?.statement) as typeof big;
      expect(statement.edges).toEqual(big.edges);
      expect(statement.pageInfo).toEqual(big.pageInfo);
      // `nodes` is not merged: it holds the last page fetched, the 41st to 60th entries.
      expect(statement.nodes).toEqual(big.nodes.slice(40, 60));
      // The first page (the subscription's fetch, which `refetch` joins) and the two pages of `fetchMore`.
      expect(count()).toBe(3);
    } finally {
      subscription.unsubscribe();
    }
  });

  it('keeps newest first and another range as separate lists, each answered from its own cache entry', async () => {
    const range = busyStatement();
    const { client, count } = cachedClient();
    const oldest = await client.query({ query: statementQuery, variables: { ...range, first: 20 } });
    const newest = await client.query({
      query: statementQuery,
      variables: { ...range, first: 20, order: 'NEWEST_FIRST' },
    });
    const shorter = { ...range, to: new Date(Date.parse(range.to) - 86_400_000).toISOString() };
    const otherRange = await client.query({ query: statementQuery, variables: { ...shorter, first: 20 } });
    // Each a request of its own (keyed by order and by range), answered as the gateway answers it.
    expect(count()).toBe(3);
    expect(plain(oldest.data?.account?.statement)).toEqual(await oneRequest({ ...range, first: 20 }));
    expect(plain(newest.data?.account?.statement)).toEqual(
      await oneRequest({ ...range, first: 20, order: 'NEWEST_FIRST' }),
    );
    expect(plain(otherRange.data?.account?.statement)).toEqual(await oneRequest({ ...shorter, first: 20 }));

    // Switching back: each list from the cache, unchanged by the others (no request).
    const again = await client.query({ query: statementQuery, variables: { ...range, first: 20 } });
    const newestAgain = await client.query({
      query: statementQuery,
      variables: { ...range, first: 20, order: 'NEWEST_FIRST' },
    });
    expect(count()).toBe(3);
    expect(again.data).toEqual(oldest.data);
    expect(newestAgain.data).toEqual(newest.data);
    const ids = (data: typeof oldest.data) =>
      data?.account?.statement?.edges.map((e) => e.node.statementItemId);
    expect(ids(newest.data)).not.toEqual(ids(oldest.data));
  });

  it('answers node(id) from the cache for a payment item a search put there', async () => {
    const world = gw.sandbox.state.world;
    const entity = world.entities[0]?.id ?? '';
    const filter = { entity, startDate: dayBeforeAnchor(world, 31), endDate: dayBeforeAnchor(world, 1) };
    const { client, count } = cachedClient();
    const search = await client.query({
      query: apolloDocument(ClientPaymentItemsDocument),
      variables: { filter, first: 3 },
    });
    const item = search.data?.paymentItems?.edges[1]?.node;
    if (!item) throw new Error('no payment items');
    const node = await client.query({
      query: apolloDocument(ClientNodeDocument),
      variables: { id: item.id },
    });
    expect(plain(node.data)).toEqual({ node: { id: item.id, paymentId: item.paymentId } });
    expect(count()).toBe(1);
  });

  it('answers payout(id) from the cache for the payout createPayout returned, and asks the gateway when told to', async () => {
    const { client, count } = cachedClient();
    const created = await client.mutate({
      mutation: apolloDocument(PayoutsCreateDocument),
      variables: { input: payoutInput() },
    });
    const payout = created.data?.createPayout.payout;
    if (!payout) throw new Error('no payout');
    await gw.clearUpstream();
    const byId = apolloDocument(PayoutsByIdDocument);
    const cached = await client.query({ query: byId, variables: { id: payout.id } });
    expect(cached.data?.payout).toEqual(payout);
    expect(count()).toBe(1);
    expect(await gw.upstreamCalls()).toEqual([]);
    // A status page asks for the current outcome: the gateway reads the payout from the provider.
    const fresh = await client.query({
      query: byId,
      variables: { id: payout.id },
      fetchPolicy: 'network-only',
    });
    expect(fresh.data?.payout?.id).toBe(payout.id);
    expect(count()).toBe(2);
    expect(describeCalls(await gw.upstreamCalls())).toEqual([`GET ${locationOfId(payout.id)}`]);
  });
});
