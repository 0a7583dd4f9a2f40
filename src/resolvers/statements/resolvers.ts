import type { StatementItem } from '../../datasources/accounts/models.ts';
import { type InputPathRules, withInputPaths } from '../../errors/index.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import { defaultPageLimits, paginate } from '../../pagination/index.ts';
import { validateConnectionInput } from '../../validation/connectionArgs.ts';
import { nonEmpty, optionalMoney } from '../common/providerValues.ts';
import { statementRange } from './args.ts';
import { clearedOf, fundingTypeOf, statementConnection, statementMoney, transferTypeOf } from './view.ts';

/** The provider's largest statement page (spec area D: page size 1 to 500). */
const providerMaxPageSize = 500;

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
      const { value: range, window } = validateConnectionInput(statementRange, args, '', {
        args,
        limits: defaultPageLimits,
        keyOf: ({ from, to }) => ({ accountNumber, from: from.toISOString(), to: to.toISOString() }),
      });
      const startDate = range.from.toISOString();
      const endDate = range.to.toISOString();
      // The provider takes the statement currency from the first entry; any page that has one tells it.
      let currency: string | undefined;
      const connection = await paginate<StatementItem>({
        window,
        filterKey: { accountNumber, from: startDate, to: endDate },
        providerMaxPageSize,
        fetchPage: async (pageNumber, pageSize) => {
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
      return statementConnection(connection, accountNumber, currency);
    },
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
