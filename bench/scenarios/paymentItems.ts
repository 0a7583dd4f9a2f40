import type { Scenario } from '../scenario.ts';
import { pageSizes, paymentItemsCall } from '../upstream/calls.ts';
import type { Fixtures } from '../upstream/fixtures.ts';
import { at, list, text } from '../values.ts';

const query = /* GraphQL */ `
  query PaymentItems($entity: String!, $start: Date!, $end: Date!, $first: Int!) {
    paymentItems(filter: { entity: $entity, startDate: $start, endDate: $end }, first: $first) {
      totalCount
      edges { node { paymentId ubr source { amount currency } } }
    }
  }
`;

/** S4: a payment item search, first page of 100: the largest body, so per-item mapping cost shows. */
export function paymentItemsScenario(f: Fixtures): Scenario {
  const first = pageSizes.items;
  return {
    id: 'S4',
    name: `payment item search, page of ${first}`,
    graphql: () => ({
      query,
      variables: { entity: f.entity, start: f.itemsStartDate, end: f.itemsEndDate, first },
    }),
    raw: () => ({
      method: 'GET',
      path: `/items?${new URLSearchParams({ entity: f.entity, start: f.itemsStartDate, end: f.itemsEndDate, first: String(first) })}`,
    }),
    direct: () => [paymentItemsCall(f, first)],
    minimumCalls: 1,
    graphqlView: (data) => ({
      totalCount: text(data, 'paymentItems', 'totalCount'),
      items: list(data, 'paymentItems', 'edges').map((e) => ({
        paymentId: text(e, 'node', 'paymentId'),
        ubr: text(e, 'node', 'ubr'),
        source: {
          amount: text(e, 'node', 'source', 'amount'),
          currency: text(e, 'node', 'source', 'currency'),
        },
      })),
    }),
    restView: ([body]) => ({
      totalCount: text(at(body, 'pagination'), 'totalNumberOfRecords'),
      items: list(body, 'items').map((i) => ({
        paymentId: text(i, 'paymentId'),
        ubr: text(i, 'ubr'),
        source: { amount: text(i, 'sourceAmount'), currency: text(i, 'sourceCurrency') },
      })),
    }),
    rawBodies: (answer) => [answer],
  };
}
