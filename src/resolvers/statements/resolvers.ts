import type { StatementItem } from '../../datasources/accounts/models.ts';
import { type InputPathRules, withInputPaths } from '../../errors/index.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import { defaultPageLimits, instantWindows, stitch, windowAt } from '../../pagination/index.ts';
import { validateStitchedInput } from '../../validation/connectionArgs.ts';
import { nonEmpty, optionalMoney } from '../common/providerValues.ts';
import { statementRange } from './args.ts';
import { clearedOf, fundingTypeOf, statementConnection, statementMoney, transferTypeOf } from './view.ts';

/** The provider's largest statement page (spec area D: page size 1 to 500). */
const providerMaxPageSize = 500;

/** The provider's longest statement range (spec area D: at most 31 days); longer ones are cut into these. */
const providerWindowDays = 31;

/** The statement's query parameters that come from `Account.statement`'s arguments (paging ones are ours). */
const statementInputPaths: InputPathRules = [
  ['startDate', 'from'],
  ['endDate', 'to'],
];

/** `Account.statement` and the statement types (spec area D). */
export const statementsResolvers: Resolvers = {
  Account: {
    statement: async (account, args, ctx) => {
      const { accountNumber } = account;
      const windowsOf = ({ from, to }: { from: Date; to: Date }) =>
        instantWindows(from, to, providerWindowDays);
      const { value: range, window: paging } = validateStitchedInput(statementRange(new Date()), args, '', {
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
      return statementConnection(connection, accountNumber, currency, currencyOfRange);
    },
  },
  StatementItemConnection: {
    totalCount: (connection) => connection.totalCount(),
    currency: (connection) => connection.currency(),
  },
  StatementItem: {
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
