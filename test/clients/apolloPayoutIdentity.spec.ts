import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  PayoutIdentityByIdDocument,
  PayoutIdentityStatementDocument,
  type PayoutIdentityStatementQuery,
  type PayoutsFieldsFragment,
} from '../generated/graphql.ts';
import { setUpTestGateway, type TestGateway } from '../support/gateway.ts';
import { statementPageWithPayout } from '../support/links.ts';

/**
 * What a frontend's normalized cache keeps of a payout (Apollo Client 4's InMemoryCache as teams configure it,
 * `possibleTypes` for `Node`): a statement page writes each payout's record, then a `node(id:)` refetch of one
 * of them writes the same record again. The second answer must not overwrite the first with nulls (before,
 * `node(id:)` answered `transactionReference` and `entity` null in open access, and FORBIDDEN to an API key).
 */
const entity = '7Z1UAK';
const merchantKey = 'merchant-0123456789abcdefghij';

function apolloClient(gw: TestGateway, authorization?: string) {
  const cache = new InMemoryCache({
    possibleTypes: { Node: ['Account', 'PaymentItem', 'Payout', 'Merchant'] },
  });
  const link = new HttpLink({ uri: gw.url, headers: authorization ? { authorization } : {} });
  return { client: new ApolloClient({ cache, link }), cache };
}

type CachedPayout = PayoutsFieldsFragment & { readonly __typename: 'Payout' };

/** The page's payouts as the list wrote them to the cache. */
async function listedPayouts(client: ApolloClient, gw: TestGateway): Promise<CachedPayout[]> {
  const list = await client.query<PayoutIdentityStatementQuery>({
    query: parse(PayoutIdentityStatementDocument.toString()),
    variables: statementPageWithPayout(gw.sandbox.state.world, entity, 5),
  });
  const edges = list.data?.account?.statement?.edges ?? [];
  return edges.flatMap((edge) => (edge.node.payout ? [edge.node.payout as CachedPayout] : []));
}

/** The cache's own record of a payout (what every query reading it will see). */
function cachedRecord(cache: InMemoryCache, payout: CachedPayout) {
  const id = cache.identify(payout);
  if (id === undefined) throw new Error('the cache cannot identify a payout');
  return cache.extract()[id];
}

describe.each([
  ['an API-key caller', { API_KEYS: `merchant:${merchantKey}:${entity}` }, `Bearer ${merchantKey}`],
  ['open access', {}, undefined],
])(
  'Apollo Client 4, %s: a statement page, then node(id:) for one of its payouts',
  (_name, env, authorization) => {
    const gw = setUpTestGateway({ env });

    it('keeps the payout record whole: transactionReference, entity and every other field', async () => {
      const { client, cache } = apolloClient(gw, authorization);
      const [payout] = await listedPayouts(client, gw);
      if (!payout) throw new Error('the page names no payout');
      const listed = cachedRecord(cache, payout);
      expect(listed).toMatchObject({ transactionReference: payout.transactionReference, entity });

      const refetched = await client.query({
        query: parse(PayoutIdentityByIdDocument.toString()),
        variables: { id: payout.id },
        fetchPolicy: 'network-only',
      });

      expect(refetched.error).toBeUndefined();
      expect(refetched.data).toEqual({ payout, node: payout });
      expect(cachedRecord(cache, payout)).toEqual(listed);
      expect(cachedRecord(cache, payout)).toMatchObject({
        __typename: 'Payout',
        id: payout.id,
        transactionReference: payout.transactionReference,
        entity,
      });
    });
  },
);
