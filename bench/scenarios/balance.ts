import type { Scenario } from '../scenario.ts';
import { balanceCall } from '../upstream/calls.ts';
import type { Fixtures } from '../upstream/fixtures.ts';
import { text } from '../values.ts';

const query = /* GraphQL */ `
  query Balance($n: String!) {
    account(accountNumber: $n) { balance { total { amount currency } } }
  }
`;

/** S1: the balance of one account; the smallest read, so it shows the gateway's fixed cost per request. */
export function balanceScenario(f: Fixtures): Scenario {
  return {
    id: 'S1',
    name: 'one account balance',
    graphql: () => ({ query, variables: { n: f.accountNumber } }),
    raw: () => ({ method: 'GET', path: `/balance?n=${encodeURIComponent(f.accountNumber)}` }),
    direct: () => [balanceCall(f, f.accountNumber)],
    minimumCalls: 1,
    graphqlView: (data) => ({
      amount: text(data, 'account', 'balance', 'total', 'amount'),
      currency: text(data, 'account', 'balance', 'total', 'currency'),
    }),
    restView: ([body]) => ({
      amount: text(body, 'accounts', 0, 'balance'),
      currency: text(body, 'accounts', 0, 'currency'),
    }),
    rawBodies: (answer) => [answer],
  };
}
