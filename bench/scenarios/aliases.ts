import { paths } from '../../src/contract/index.ts';
import type { RestCall } from '../clients.ts';
import {
  type BenchContext,
  fetchGraphqlData,
  fetchRestBody,
  graphqlOp,
  parallel,
  type Scenario,
} from '../scenario.ts';
import { text } from '../values.ts';
import { sameView } from './compare.ts';

const copies = 10;

/** `a0: account(...) {...} a1: ...`: the same account asked for ten times, as ten independent widgets would. */
const query = `query Aliases($n: String!) {\n${Array.from(
  { length: copies },
  (_, i) => `  a${i}: account(accountNumber: $n) { balance { total { amount currency } } }`,
).join('\n')}\n}`;

/**
 * Scenario 4: the loader effect. Ten widgets that each need the same account's balance: one GraphQL request whose
 * per-request loader should ask the provider once, against ten provider calls made at once.
 */
export function aliasesScenario({ gql, rest, fixtures }: BenchContext): Scenario {
  const request = { query, variables: { n: fixtures.accountNumber } };
  const call: RestCall = {
    path: paths.accountBalancePrefix + encodeURIComponent(fixtures.accountNumber),
    accept: fixtures.media.balances,
  };
  return {
    name: `same account ×${copies} (loader)`,
    graphql: { label: `GraphQL (${copies} aliases)`, op: graphqlOp(gql, request) },
    baselines: [
      {
        label: `REST ×${copies} parallel`,
        op: parallel(
          rest,
          Array.from({ length: copies }, () => call),
        ),
      },
    ],
    async validate() {
      const data = await fetchGraphqlData(gql, request);
      const body = await fetchRestBody(rest, call);
      const expected = {
        amount: text(body, 'accounts', 0, 'balance'),
        currency: text(body, 'accounts', 0, 'currency'),
      };
      sameView(
        this.name,
        Array.from({ length: copies }, (_, i) => ({
          amount: text(data, `a${i}`, 'balance', 'total', 'amount'),
          currency: text(data, `a${i}`, 'balance', 'total', 'currency'),
        })),
        Array.from({ length: copies }, () => expected),
      );
    },
  };
}
