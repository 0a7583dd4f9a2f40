import { paths, statementPagingParams } from '../../src/contract/index.ts';
import type { RestCall } from '../clients.ts';
import {
  type BenchContext,
  fetchGraphqlData,
  fetchRestBody,
  graphqlOp,
  type Scenario,
  sequential,
} from '../scenario.ts';
import { instant, list, text } from '../values.ts';
import { nonEmpty, sameView } from './compare.ts';

const pageSize = 50;

const query = /* GraphQL */ `
  query StatementPage($n: String!, $from: DateTime!, $to: DateTime!, $first: Int!) {
    account(accountNumber: $n) {
      statement(from: $from, to: $to, first: $first) {
        totalCount
        edges { node { amount { amount } timestamp } }
      }
    }
  }
`;

/** Scenario 2: the first page of 50 statement entries; a larger body, so mapping and serialising cost shows. */
export function statementScenario({ gql, rest, fixtures }: BenchContext): Scenario {
  const request = {
    query,
    variables: {
      n: fixtures.accountNumber,
      from: fixtures.statementFrom,
      to: fixtures.statementTo,
      first: pageSize,
    },
  };
  const call: RestCall = {
    path: paths.accountStatements,
    query: {
      accountNumber: fixtures.accountNumber,
      startDate: fixtures.statementFrom,
      endDate: fixtures.statementTo,
      [statementPagingParams.pageNumber]: '1',
      [statementPagingParams.pageSize]: String(pageSize),
    },
    accept: fixtures.media.statements,
  };
  return {
    name: `statement page (${pageSize} entries)`,
    graphql: { label: 'GraphQL', op: graphqlOp(gql, request) },
    baselines: [{ label: 'REST GET statement', op: sequential(rest, [call]) }],
    async validate() {
      const data = await fetchGraphqlData(gql, request);
      const body = await fetchRestBody(rest, call);
      const edges = list(data, 'account', 'statement', 'edges');
      const items = list(body, 'accountStatementItems');
      nonEmpty(this.name, 'the statement page', items);
      sameView(
        this.name,
        {
          totalCount: text(data, 'account', 'statement', 'totalCount'),
          entries: edges.map((e) => ({
            amount: text(e, 'node', 'amount', 'amount'),
            at: instant(e, 'node', 'timestamp'),
          })),
        },
        {
          totalCount: text(body, 'totalNumberOfRecords'),
          entries: items.map((i) => ({ amount: text(i, 'amount'), at: instant(i, 'timestamp') })),
        },
      );
    },
  };
}
