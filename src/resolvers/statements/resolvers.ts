import { z } from 'zod';
import type { StatementItem } from '../../datasources/accounts/models.ts';
import { type InputPathRules, withInputPaths } from '../../errors/index.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import {
  type ConnectionArgs,
  instantWindows,
  type ListField,
  type ProviderPage,
  resolveListOf,
  startList,
} from '../../pagination/index.ts';
import { dateTime, statementDateRule } from '../../validation/dates.ts';
import { childFieldArgs, type EarlyStart } from '../common/childFields.ts';
import { nonEmpty, optionalMoney } from '../common/providerValues.ts';
import type { GatewayContext } from '../context.ts';
import {
  clearedOf,
  fundingTypeOf,
  type StatementConnectionModel,
  statementConnection,
  statementItemIdOf,
  statementMoney,
  transferTypeOf,
  withStatement,
} from './view.ts';

/**
 * What `Account.statement` reads: the account (its number, from the parent) and the range, both ends in the past
 * (as of each check), `from` before `to`, at most 366 days. Built once: a zod schema is costly to build.
 */
const statementQuery = z
  .object({ accountNumber: z.string(), from: dateTime, to: dateTime })
  .superRefine(statementDateRule(() => new Date()));

/** The statement's query parameters that come from `Account.statement`'s arguments (paging ones are ours). */
const statementInputPaths: InputPathRules = [
  ['startDate', 'from'],
  ['endDate', 'to'],
];

/** One statement search of the provider: an account's entries in one window of at most 31 days. */
interface StatementSearch {
  readonly accountNumber: string;
  readonly startDate: string;
  readonly endDate: string;
}

/** A statement page: its entries, and the statement currency (the provider takes it from the first entry). */
type StatementPage = ProviderPage<StatementItem> & { readonly currency: string | undefined };

/**
 * `Account.statement` as a list (spec area D): the account's entries in the range, read 31 days at a time (the
 * provider's longest statement range) in pages of at most 500, the windows stitched into one list.
 */
const statementList: ListField<typeof statementQuery, StatementSearch, StatementPage, GatewayContext> = {
  cursors: 'position',
  input: statementQuery,
  inputPath: '',
  key: ({ accountNumber, from, to }) => ({ accountNumber, from: from.toISOString(), to: to.toISOString() }),
  searches: ({ accountNumber, from, to }) =>
    instantWindows(from, to, 31).map((window) => ({
      accountNumber,
      startDate: window.from.toISOString(),
      endDate: window.to.toISOString(),
    })),
  providerMaxPageSize: 500,
  fetchPage: async (search, pageNumber, pageSize, ctx) => {
    const load = ctx.loaders.accounts.statementPage.load({ ...search, pageNumber, pageSize });
    const page = await withInputPaths(load, statementInputPaths);
    return { items: page.accountStatementItems, total: page.totalNumberOfRecords, currency: page.currency };
  },
};

/** `Account.statement`'s arguments: the range as the schema reads it and Relay's paging arguments. */
type StatementArgs = ConnectionArgs & { readonly from?: unknown; readonly to?: unknown };

/** One `Account.statement` field: the page of {@link statementList}, with the account and the statement currency. */
async function statementOf(
  account: { readonly accountNumber: string; readonly entity: string | undefined },
  args: StatementArgs,
  ctx: GatewayContext,
): Promise<StatementConnectionModel> {
  const { accountNumber, entity } = account;
  // The provider takes the statement currency from the first entry; any page that has one tells it.
  let currency: string | undefined;
  const connection = await resolveListOf(statementList, statementInput(accountNumber, args), args, ctx, {
    onPage: (page) => {
      currency ??= page.currency;
    },
    // Built once the page is read, so every entry has the currency its pages told.
    node: (item) => withStatement(item, currency, entity, accountNumber),
  });
  // Without entries on the page, the currency is whatever the windows' first pages (read for the total) say.
  const currencyOfRange = async () => {
    if (currency === undefined) await connection.totalCount();
    return currency;
  };
  return statementConnection(connection, accountNumber, currencyOfRange);
}

/** What {@link statementList} checks: the account and the range as the field's arguments give it. */
function statementInput(accountNumber: string, args: StatementArgs) {
  return { accountNumber, from: args.from, to: args.to };
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
    order: args.order === 'NEWEST_FIRST' ? 'NEWEST_FIRST' : 'OLDEST_FIRST',
  };
}

/**
 * Starts the statements an `account(accountNumber)` field selects beside its account lookup, instead of after it
 * (one provider round trip instead of two). Only the account's balance names its entity, and the lookup still
 * decides what the caller sees: what is started here only reads pages into the request's statement loader, where
 * `Account.statement` finds them and builds the page (once: nothing is built here), and that field runs only for an
 * account the caller may see. Nothing is started
 * unless an earlier lookup named the account's entity and the caller may act for it (KnownAccountEntities), so no
 * statement is ever read for a caller who may not see it. A range or paging argument that breaks a rule starts
 * nothing (it is refused before any call), and any failure here is dropped: the field meets it again and reports it.
 */
export const startStatements: EarlyStart = (accountNumber, info, ctx) => {
  const entity = ctx.accountEntities.entityOf(accountNumber);
  if (entity === undefined || !ctx.entitlement.allows(entity)) return;
  for (const args of childFieldArgs(info, 'statement')) {
    const paging = pagingOf(args);
    startList(statementList, statementInput(accountNumber, paging), paging, ctx);
  }
};

/** `Account.statement` and the statement types (spec area D). */
export const statementsResolvers: Resolvers = {
  Account: {
    statement: (account, args, ctx) => statementOf(account, args, ctx),
  },
  StatementItemConnection: {
    nodes: (connection) => connection.edges.map((edge) => edge.node),
    // async: a failed count (a provider call) comes after the page's other fields started (compilationRule.ts).
    totalCount: async (connection) => connection.totalCount(),
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
