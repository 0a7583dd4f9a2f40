import type { StatementItem } from '../../datasources/accounts/models.ts';
import { type InputPathRules, withInputPaths } from '../../errors/index.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import {
  type ConnectionArgs,
  defaultPageLimits,
  instantWindows,
  stitch,
  windowAt,
} from '../../pagination/index.ts';
import { validateStitchedInput } from '../../validation/connectionArgs.ts';
import { childFieldArgs, type EarlyStart } from '../common/childFields.ts';
import { nonEmpty, optionalMoney } from '../common/providerValues.ts';
import type { GatewayContext } from '../context.ts';
import { statementRange } from './args.ts';
import {
  clearedOf,
  fundingTypeOf,
  type StatementConnectionModel,
  statementConnection,
  statementItemIdOf,
  statementMoney,
  transferTypeOf,
} from './view.ts';

/** The provider's largest statement page (spec area D: page size 1 to 500). */
const providerMaxPageSize = 500;

/** The provider's longest statement range (spec area D: at most 31 days); longer ones are cut into these. */
const providerWindowDays = 31;

/** The statement's query parameters that come from `Account.statement`'s arguments (paging ones are ours). */
const statementInputPaths: InputPathRules = [
  ['startDate', 'from'],
  ['endDate', 'to'],
];

/** `Account.statement`'s arguments: the range as the schema reads it and Relay's paging arguments. */
type StatementArgs = ConnectionArgs & { readonly from?: unknown; readonly to?: unknown };

/** One `Account.statement` field: its range checked, then the windows its page spans read through the loader. */
async function statementOf(
  account: { readonly accountNumber: string; readonly entity: string | undefined },
  args: StatementArgs,
  ctx: GatewayContext,
): Promise<StatementConnectionModel> {
  const { accountNumber } = account;
  const windowsOf = ({ from, to }: { from: Date; to: Date }) => instantWindows(from, to, providerWindowDays);
  const { value: range, window: paging } = validateStitchedInput(statementRange, args, '', {
    args,
    limits: defaultPageLimits,
    keyOf: ({ from, to }) => ({ accountNumber, from: from.toISOString(), to: to.toISOString() }),
    windowsOf: (value) => windowsOf(value).length,
  });
  const windows = windowsOf(range).map(({ from, to }) => ({
    startDate: from.toISOString(),
    endDate: to.toISOString(),
  }));
  // The provider takes the statement currency from the first entry; any page that has one tells it.
  let currency: string | undefined;
  const connection = await stitch<StatementItem>({
    paging,
    windowCount: windows.length,
    filterKey: { accountNumber, from: range.from.toISOString(), to: range.to.toISOString() },
    providerMaxPageSize,
    fetchPage: async (index, pageNumber, pageSize) => {
      const { startDate, endDate } = windowAt(windows, index);
      const load = ctx.loaders.accounts.statementPage.load({
        accountNumber,
        startDate,
        endDate,
        pageNumber,
        pageSize,
      });
      const page = await withInputPaths(load, statementInputPaths);
      currency ??= page.currency;
      return { items: page.accountStatementItems, total: page.totalNumberOfRecords };
    },
  });
  // Without entries on the page, the currency is whatever the windows' first pages (read for the total) say.
  const currencyOfRange = async () => {
    if (currency === undefined) await connection.totalCount();
    return currency;
  };
  return statementConnection(connection, account, currency, currencyOfRange);
}

/** Relay's paging arguments among arguments read from a selection, each only when it has the schema's type. */
function pagingOf(args: Record<string, unknown>): StatementArgs {
  const count = (value: unknown) => (typeof value === 'number' ? value : undefined);
  const cursor = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    from: args.from,
    to: args.to,
    first: count(args.first),
    last: count(args.last),
    after: cursor(args.after),
    before: cursor(args.before),
  };
}

/**
 * Starts the statements an `account(accountNumber)` field selects beside its account lookup, instead of after it
 * (one provider round trip instead of two). Only the account's balance names its entity, and the lookup still
 * decides what the caller sees: what is started here only fills the request's statement loader, where
 * `Account.statement` finds it, and that field runs only for an account the caller may see. Nothing is started
 * unless an earlier lookup named the account's entity and the caller may act for it (KnownAccountEntities), so no
 * statement is ever read for a caller who may not see it. A range or paging argument that breaks a rule starts
 * nothing (it is refused before any call), and any failure here is dropped: the field meets it again and reports it.
 */
export const startStatements: EarlyStart = (accountNumber, info, ctx) => {
  const entity = ctx.accountEntities.entityOf(accountNumber);
  if (entity === undefined || !ctx.entitlement.allows(entity)) return;
  for (const args of childFieldArgs(info, 'statement')) {
    statementOf({ accountNumber, entity }, pagingOf(args), ctx).catch(() => undefined);
  }
};

/** `Account.statement` and the statement types (spec area D). */
export const statementsResolvers: Resolvers = {
  Account: {
    statement: (account, args, ctx) => statementOf(account, args, ctx),
  },
  StatementItemConnection: {
    nodes: (connection) => connection.edges.map((edge) => edge.node),
    totalCount: (connection) => connection.totalCount(),
    currency: (connection) => connection.currency(),
  },
  StatementItem: {
    id: statementItemIdOf,
    transferType: (item) => transferTypeOf(item.transferType),
    rawTransferType: (item) => item.transferType,
    fundingType: (item) => fundingTypeOf(item.fundingType),
    rawFundingType: (item) => item.fundingType,
    amount: (item) => statementMoney(item, item.amount),
    balance: (item) => statementMoney(item, item.balance),
    cleared: (item) => clearedOf(item.cleared),
    rawCleared: (item) => item.cleared,
    countryCode: (item) => nonEmpty(item.countryCode),
    originalAmount: (item) => optionalMoney(item.originalAmount, item.originalCurrency),
  },
};
