import type { Resolvers } from '../generated/resolvers.ts';
import { toGlobalId } from '../identity/globalId.ts';
import { accountArgs, accountsArgs } from '../validation/accountArgs.ts';
import { validateInput } from '../validation/index.ts';
import { balanceOf } from './mappers/accounts.ts';
import type { NodeSource } from './nodeFetcher.ts';

/** `account`, `accounts` and the fields of `Account` that come with its balances (spec area E). */
export const accountsResolvers: Resolvers = {
  Query: {
    account: (_parent, args, ctx) => {
      const { accountNumber } = validateInput(accountArgs, args, '');
      return ctx.loaders.accounts.byNumber.load(accountNumber);
    },
    accounts: (_parent, args, ctx) => {
      const { entity } = validateInput(accountsArgs, args, '');
      return ctx.loaders.accounts.byEntity.load(entity);
    },
  },
  Account: {
    id: (account) => toGlobalId('Account', account.accountNumber),
    name: (account) => account.accountName,
    balance: (account) => balanceOf(account),
  },
};

/** `node` for an Account id: the lookup by account number, through the same loader as `account`. */
export const accountNode: NodeSource = {
  isKey: (accountNumber) => accountArgs.safeParse({ accountNumber }).success,
  fetch: (accountNumber, ctx) => ctx.loaders.accounts.byNumber.load(accountNumber),
};
