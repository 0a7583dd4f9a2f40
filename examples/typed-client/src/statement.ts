import type { GatewayClient } from './gateway.ts';
import {
  StatementPageDocument,
  type StatementPageQuery,
  type StatementPageQueryVariables,
} from './gql/graphql.ts';

/** One page as the app shows it: the entry ids and where the page sits. */
export interface StatementPage {
  readonly totalCount: number;
  readonly ids: readonly string[];
  readonly hasNextPage: boolean;
  readonly hasPreviousPage: boolean;
  readonly startCursor: string | null;
  readonly endCursor: string | null;
}

/** A page as the app shows it, from the page an operation answered. */
function pageOf(data: StatementPageQuery, accountNumber: string): StatementPage {
  const statement = data.account?.statement;
  if (!statement) throw new Error(`StatementPage: no statement for account ${accountNumber}`);
  return {
    totalCount: statement.totalCount,
    ids: statement.edges.map((e) => e.node.statementItemId),
    hasNextPage: statement.pageInfo.hasNextPage,
    hasPreviousPage: statement.pageInfo.hasPreviousPage,
    startCursor: statement.pageInfo.startCursor ?? null,
    endCursor: statement.pageInfo.endCursor ?? null,
  };
}

/**
 * Pages a statement forward twice and back once, as a dashboard's "next" and "previous" buttons do: the page
 * before the second one must be the first one again.
 */
export async function pageStatement(
  client: GatewayClient,
  range: { accountNumber: string; from: string; to: string },
  size: number,
): Promise<{ first: StatementPage; second: StatementPage; back: StatementPage }> {
  const variables: StatementPageQueryVariables = { ...range, first: size };
  const list = client.paged(StatementPageDocument, variables);
  try {
    const first = pageOf(await list.first(), range.accountNumber);
    if (!first.hasNextPage) throw new Error('statement has a single page: pick a longer range');
    const second = pageOf(await list.more({ after: first.endCursor }), range.accountNumber);
    const back = pageOf(
      await list.more({ first: null, after: null, last: size, before: second.startCursor }),
      range.accountNumber,
    );
    if (back.ids.join() !== first.ids.join()) throw new Error('paging back did not return the first page');
    return { first, second, back };
  } finally {
    list.stop();
  }
}
