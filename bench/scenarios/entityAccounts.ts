import type { Scenario } from '../scenario.ts';
import { entityBalancesCall } from '../upstream/calls.ts';
import type { Fixtures } from '../upstream/fixtures.ts';
import { list, text } from '../values.ts';

const query = /* GraphQL */ `
  query EntityAccounts($entity: String!) {
    accounts(entity: $entity) {
      accountNumber
      balance {
        cleared { amount currency }
        uncleared { amount currency }
        total { amount currency }
      }
    }
  }
`;

const money = (value: unknown, kind: string) => ({
  amount: text(value, 'balance', kind, 'amount'),
  currency: text(value, 'balance', kind, 'currency'),
});

/** S3: every account of an entity with its balances; the entity in the fixtures holds an 18-digit balance. */
export function entityAccountsScenario(f: Fixtures): Scenario {
  return {
    id: 'S3',
    name: "an entity's accounts with balances",
    graphql: () => ({ query, variables: { entity: f.entity } }),
    raw: () => ({ method: 'GET', path: `/accounts?entity=${encodeURIComponent(f.entity)}` }),
    direct: () => [entityBalancesCall(f)],
    minimumCalls: 1,
    graphqlView: (data) =>
      list(data, 'accounts').map((a) => ({
        accountNumber: text(a, 'accountNumber'),
        cleared: money(a, 'cleared'),
        uncleared: money(a, 'uncleared'),
        total: money(a, 'total'),
      })),
    restView: ([body]) =>
      list(body, 'accounts').map((a) => {
        const currency = text(a, 'currency');
        return {
          accountNumber: text(a, 'accountNumber'),
          cleared: { amount: text(a, 'clearedBalance'), currency },
          uncleared: { amount: text(a, 'unclearedBalance'), currency },
          total: { amount: text(a, 'balance'), currency },
        };
      }),
    rawBodies: (answer) => [answer],
  };
}
