import { toGlobalId } from '../../src/identity/globalId.ts';
import type { Scenario } from '../scenario.ts';
import { balanceCall } from '../upstream/calls.ts';
import type { Fixtures } from '../upstream/fixtures.ts';
import { at, list, text } from '../values.ts';

const query = /* GraphQL */ `
  query FanOut($a: String!, $b: String!, $ids: [ID!]!) {
    a1: account(accountNumber: $a) { ...Total }
    a2: account(accountNumber: $a) { ...Total }
    b1: account(accountNumber: $b) { ...Total }
    nodes(ids: $ids) { ...Total }
  }
  fragment Total on Account { accountNumber balance { total { amount currency } } }
`;

const total = (value: unknown) => ({
  accountNumber: text(value, 'accountNumber'),
  amount: text(value, 'balance', 'total', 'amount'),
  currency: text(value, 'balance', 'total', 'currency'),
});

/**
 * S5: fan-out with repeats, as independent widgets ask: three aliases and four `nodes` over two accounts. Seven
 * account reads, two distinct: a gateway with per-request loaders makes two provider calls.
 */
export function fanOutScenario(f: Fixtures): Scenario {
  const a = f.accountNumber;
  const b = f.otherAccountNumber;
  // The order of every account read in the answer: a1, a2, b1, then the nodes.
  const order = [a, a, b, a, b, a, b];
  return {
    id: 'S5',
    name: 'fan-out: 3 aliases + 4 nodes, 2 accounts',
    graphql: () => ({
      query,
      variables: { a, b, ids: [a, b, a, b].map((n) => toGlobalId('Account', n)) },
    }),
    raw: () => ({
      method: 'GET',
      path: `/fanout?${new URLSearchParams(order.map((n): [string, string] => ['n', n]))}`,
    }),
    direct: () => [balanceCall(f, a), balanceCall(f, b)],
    minimumCalls: 2,
    graphqlView: (data) => [
      ...['a1', 'a2', 'b1'].map((alias) => total(at(data, alias))),
      ...list(data, 'nodes').map(total),
    ],
    restView: (bodies) => {
      const byNumber = new Map(
        bodies.map((body) => {
          const view = {
            accountNumber: text(body, 'accounts', 0, 'accountNumber'),
            amount: text(body, 'accounts', 0, 'balance'),
            currency: text(body, 'accounts', 0, 'currency'),
          };
          return [view.accountNumber, view];
        }),
      );
      return order.map((n) => byNumber.get(n));
    },
    rawBodies: (answer) => list(answer),
  };
}
