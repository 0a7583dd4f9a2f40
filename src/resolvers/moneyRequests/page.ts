import { badUserInput } from '../../errors/index.ts';
import { beforeSending } from '../../idempotency/storeCalls.ts';
import {
  type ConnectionArgs,
  decodeKeysetCursor,
  defaultPageLimits,
  keysetCursorEncoder,
  readPagingArgs,
} from '../../pagination/index.ts';
import type { GatewayContext } from '../context.ts';
import { fromKeyset, type MoneyRequestConnectionModel, moneyRequestConnection } from './view.ts';

/**
 * One page of a merchant's money requests. The paging arguments are checked first (BAD_USER_INPUT names them),
 * then the ledger is read (STORE_UNAVAILABLE where it cannot be reached): forward with `first`/`after`, backward with
 * `last`/`before`, each page one indexed read. Cursors are bound to the merchant, so one merchant's cursor cannot
 * page another's list.
 */
export async function moneyRequestsPage(
  entity: string,
  args: ConnectionArgs,
  ctx: GatewayContext,
): Promise<MoneyRequestConnectionModel> {
  const filterKey = { list: 'moneyRequests', entity };
  const checked = readPagingArgs(args, defaultPageLimits, (cursor) => decodeKeysetCursor(cursor, filterKey));
  if (!checked.ok) throw badUserInput(checked.errors);
  const { after, before, count, fromEnd } = checked.value;
  const { ledger } = ctx;
  const range = {
    after: after && fromKeyset(after),
    before: before && fromKeyset(before),
    limit: count,
    fromEnd,
  };
  // Nothing is sent here; the store's failure still reads as STORE_UNAVAILABLE, which says "try again".
  const page = await beforeSending(() => ledger.listForEntity(entity, range));
  return moneyRequestConnection(page, range, keysetCursorEncoder(filterKey));
}
