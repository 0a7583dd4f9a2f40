import { paths } from '../../src/contract/index.ts';
import type { RestCall } from '../clients.ts';
import {
  type BenchContext,
  fetchGraphqlData,
  fetchRestBody,
  graphqlOp,
  type Scenario,
  sequential,
} from '../scenario.ts';
import { text } from '../values.ts';
import { sameView } from './compare.ts';

const query = /* GraphQL */ `
  query Balance($n: String!) {
    account(accountNumber: $n) { balance { total { amount currency } } }
  }
`;

/** Scenario 1: the balance of one account; the smallest read, so it shows the gateway's fixed cost per request. */
export function balanceScenario({ gql, rest, fixtures }: BenchContext): Scenario {
  const request = { query, variables: { n: fixtures.accountNumber } };
  // encodeURIComponent as the gateway's data source does; the double slash is the provider's published path.
  const call: RestCall = {
    path: paths.accountBalancePrefix + encodeURIComponent(fixtures.accountNumber),
    accept: fixtures.media.balances,
  };
  return {
    name: 'balance of one account',
    graphql: { label: 'GraphQL', op: graphqlOp(gql, request) },
    baselines: [{ label: 'REST GET balance', op: sequential(rest, [call]) }],
    async validate() {
      const data = await fetchGraphqlData(gql, request);
      const body = await fetchRestBody(rest, call);
      sameView(
        this.name,
        {
          amount: text(data, 'account', 'balance', 'total', 'amount'),
          currency: text(data, 'account', 'balance', 'total', 'currency'),
        },
        { amount: text(body, 'accounts', 0, 'balance'), currency: text(body, 'accounts', 0, 'currency') },
      );
    },
  };
}
