import type { Handler } from '../../http/types.ts';
import { pageOf } from '../paymentItems/paging.ts';
import { accountNotFound, checkAccept, validated } from './rules.ts';
import { readStatementQuery } from './statementQuery.ts';
import { statementItemToWire } from './wire.ts';

/**
 * GET /accounts/statements/: entries with startDate <= timestamp < endDate, ascending by timestamp. The envelope's
 * currency is the first item's (all share it), or the account's when the page is empty.
 */
export const statement: Handler = (req, ctx) => {
  const headers = checkAccept(req.headers, ctx.config.mediaVendor, 'statements');
  const query = validated((errors) =>
    readStatementQuery(req.query, errors, ctx.clock.now(), ctx.state.readings.current.statementPageParams),
  );
  const world = ctx.state.world;
  const account = world.account(query.accountNumber);
  if (!account) accountNotFound();
  const page = pageOf(
    world.statementBetween(account.accountNumber, query.from, query.to),
    query.pageNumber,
    query.pageSize,
  );
  return {
    status: 200,
    headers,
    body: {
      accountNumber: account.accountNumber,
      currency: account.currency,
      accountStatementItems: page.items.map(statementItemToWire),
      pageNumber: page.pageNumber,
      pageSize: page.pageSize,
      pageCount: page.pageCount,
      totalNumberOfRecords: page.totalNumberOfRecords,
    },
  };
};
