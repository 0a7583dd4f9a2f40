import { paths } from '../../src/contract/index.ts';
import type { RestCall } from '../clients.ts';
import {
  type BenchContext,
  fetchGraphqlData,
  fetchRestBody,
  graphqlOp,
  parallel,
  type Scenario,
  sequential,
} from '../scenario.ts';
import { list, text } from '../values.ts';
import { nonEmpty, sameView } from './compare.ts';

const itemsPageSize = 20;

const query = /* GraphQL */ `
  query Dashboard($entity: String!, $start: Date!, $end: Date!, $first: Int!) {
    accounts(entity: $entity) { accountNumber balance { total { amount currency } } }
    paymentItems(filter: { entity: $entity, startDate: $start, endDate: $end }, first: $first) {
      totalCount
      edges { node { ubr } }
    }
  }
`;

/**
 * Scenario 3: a dashboard (every account's balance and the latest payment items) in one GraphQL request, against
 * the two provider calls a frontend would otherwise make itself, one after the other and both at once.
 */
export function dashboardScenario({ gql, rest, fixtures }: BenchContext): Scenario {
  const request = {
    query,
    variables: {
      entity: fixtures.entity,
      start: fixtures.itemsStartDate,
      end: fixtures.itemsEndDate,
      first: itemsPageSize,
    },
  };
  const balances: RestCall = {
    path: paths.accountBalanceByEntity,
    query: { entity: fixtures.entity },
    accept: fixtures.media.balances,
  };
  const items: RestCall = {
    path: paths.paymentItemsByFilter,
    query: {
      entity: fixtures.entity,
      startDate: fixtures.itemsStartDate,
      endDate: fixtures.itemsEndDate,
      pageNumber: '1',
      pageSize: String(itemsPageSize),
    },
    accept: fixtures.media.accountPayouts,
  };
  return {
    name: 'dashboard (balances + payment items)',
    graphql: { label: 'GraphQL (1 request)', op: graphqlOp(gql, request) },
    baselines: [
      { label: 'REST ×2 sequential', op: sequential(rest, [balances, items]) },
      { label: 'REST ×2 parallel', op: parallel(rest, [balances, items]) },
    ],
    async validate() {
      const data = await fetchGraphqlData(gql, request);
      const balanceBody = await fetchRestBody(rest, balances);
      const itemsBody = await fetchRestBody(rest, items);
      const restItems = list(itemsBody, 'items');
      nonEmpty(this.name, 'the payment items page', restItems);
      nonEmpty(this.name, 'the account list', list(balanceBody, 'accounts'));
      sameView(
        this.name,
        {
          accounts: list(data, 'accounts').map((a) => ({
            accountNumber: text(a, 'accountNumber'),
            amount: text(a, 'balance', 'total', 'amount'),
            currency: text(a, 'balance', 'total', 'currency'),
          })),
          totalCount: text(data, 'paymentItems', 'totalCount'),
          ubrs: list(data, 'paymentItems', 'edges').map((e) => text(e, 'node', 'ubr')),
        },
        {
          accounts: list(balanceBody, 'accounts').map((a) => ({
            accountNumber: text(a, 'accountNumber'),
            amount: text(a, 'balance'),
            currency: text(a, 'currency'),
          })),
          totalCount: text(itemsBody, 'pagination', 'totalNumberOfRecords'),
          ubrs: restItems.map((i) => text(i, 'ubr')),
        },
      );
    },
  };
}
