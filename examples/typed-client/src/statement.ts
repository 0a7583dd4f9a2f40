import type { Client } from '@urql/core';
import { dataOf } from './client.ts';
import { StatementPageDocument, type StatementPageQueryVariables } from './gql/graphql.ts';

/** One page as the app shows it: the entry ids and where the page sits. */
export interface StatementPage {
  readonly totalCount: number;
  readonly ids: readonly string[];
  readonly hasNextPage: boolean;
  readonly hasPreviousPage: boolean;
  readonly startCursor: string | null;
  readonly endCursor: string | null;
}

type PageArgs = Pick<StatementPageQueryVariables, 'first' | 'after' | 'last' | 'before'>;

async function page(
  client: Client,
  range: { accountNumber: string; from: string; to: string },
  args: PageArgs,
): Promise<StatementPage> {
  const result = await client.query(StatementPageDocument, { ...range, ...args }).toPromise();
  const statement = dataOf('StatementPage', result).account?.statement;
  if (!statement) throw new Error(`StatementPage: no statement for account ${range.accountNumber}`);
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
  client: Client,
  range: { accountNumber: string; from: string; to: string },
  size: number,
): Promise<{ first: StatementPage; second: StatementPage; back: StatementPage }> {
  const first = await page(client, range, { first: size });
  if (!first.hasNextPage) throw new Error('statement has a single page: pick a longer range');
  const second = await page(client, range, { first: size, after: first.endCursor });
  const back = await page(client, range, { last: size, before: second.startCursor });
  if (back.ids.join() !== first.ids.join()) throw new Error('paging back did not return the first page');
  return { first, second, back };
}
