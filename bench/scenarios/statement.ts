import type { Scenario } from '../scenario.ts';
import { pageSizes, statementCall } from '../upstream/calls.ts';
import type { Fixtures } from '../upstream/fixtures.ts';
import { at, instant, list, text } from '../values.ts';

const query = /* GraphQL */ `
  query StatementPage($n: String!, $from: DateTime!, $to: DateTime!, $first: Int!) {
    account(accountNumber: $n) {
      statement(from: $from, to: $to, first: $first) {
        totalCount
        edges { node { amount { amount currency } timestamp } }
      }
    }
  }
`;

/**
 * S2: the first page of 50 statement entries; a larger body, so mapping and serialising cost shows. A gateway
 * looks the account up first (its entity decides whether the caller may see it): two calls, against one for a
 * client that already knows the account is its own.
 */
export function statementScenario(f: Fixtures): Scenario {
  const first = pageSizes.statement;
  return {
    id: 'S2',
    name: `statement page of ${first}`,
    graphql: () => ({
      query,
      variables: { n: f.accountNumber, from: f.statementFrom, to: f.statementTo, first },
    }),
    raw: () => ({
      method: 'GET',
      path: `/statement?${new URLSearchParams({ n: f.accountNumber, from: f.statementFrom, to: f.statementTo, first: String(first) })}`,
    }),
    direct: () => [statementCall(f, first)],
    minimumCalls: 2,
    graphqlView: (data) => ({
      totalCount: text(data, 'account', 'statement', 'totalCount'),
      entries: list(data, 'account', 'statement', 'edges').map((e) => ({
        amount: text(e, 'node', 'amount', 'amount'),
        currency: text(e, 'node', 'amount', 'currency'),
        at: instant(e, 'node', 'timestamp'),
      })),
    }),
    restView: ([body]) => ({
      totalCount: text(body, 'totalNumberOfRecords'),
      entries: list(body, 'accountStatementItems').map((i) => ({
        amount: text(i, 'amount'),
        currency: text(body, 'currency'),
        at: instant(i, 'timestamp'),
      })),
    }),
    rawBodies: (answer) => [at(answer, 'statement')],
  };
}
