import { z } from 'zod';
import { accountWithoutEntity } from '../../auth/entitlement.ts';
import type { Resolvers } from '../../generated/resolvers.ts';
import { toGlobalId } from '../../identity/globalId.ts';
import { accountNumber, merchantEntity } from '../../validation/identifiers.ts';
import { validateInput } from '../../validation/index.ts';
import type { EarlyStart } from '../common/childFields.ts';
import type { NodeSource } from '../common/nodeFetcher.ts';
import type { GatewayContext } from '../context.ts';
import { type AccountModel, balanceOf } from './view.ts';

/** Arguments of `Query.account`; the account number is checked before the provider sees it. */
const accountArgs = z.object({ accountNumber });

/** Arguments of `Query.accounts`: the balance-by-entity endpoint takes entities of 1 to 32 characters. */
const accountsArgs = z.object({ entity: merchantEntity });

/**
 * An account by number, shown only when its balance names one of the caller's entities: another entity's account
 * reads as null, exactly like an account that does not exist, so its number tells a caller nothing. An answer that
 * names no entity (the spec allows `entity: null`) is decided by the caller's own entities' account lists.
 */
async function visibleAccount(
  accountNumber: string,
  ctx: GatewayContext,
  field: string,
): Promise<AccountModel | null> {
  const found = await ctx.loaders.accounts.byNumber.load(accountNumber);
  const account =
    found && !found.entity && !ctx.entitlement.all ? await ownedAccount(found, ctx, field) : found;
  if (account?.entity) ctx.accountEntities.remember(accountNumber, account.entity);
  return account && ctx.entitlement.allows(account.entity) ? account : null;
}

/** Most entities whose account lists a lookup reads to place an account its balance answer names no entity for. */
const maxEntitiesAsked = 10;

/**
 * The account, with the entity of the caller's that lists it (balance-by-entity, through the request's loader:
 * each list is read once per request), or the refusal that says why it cannot be shown: the data is never shown,
 * only that the provider's answer gave no entity to authorize it by.
 */
async function ownedAccount(
  account: AccountModel,
  ctx: GatewayContext,
  field: string,
): Promise<AccountModel> {
  const entities = ctx.entitlement.entities.slice(0, maxEntitiesAsked);
  const lists = await Promise.all(entities.map((entity) => ctx.loaders.accounts.byEntity.load(entity)));
  const owner = entities.find((_entity, i) =>
    lists[i]?.some(({ accountNumber }) => accountNumber === account.accountNumber),
  );
  if (owner === undefined) throw accountWithoutEntity(field);
  return { ...account, entity: owner };
}

/**
 * Every account of an entity the caller acts for, with its balances: `accounts(entity)` and `Merchant.accounts`
 * answer alike. The caller's entitlement to `entity` is checked before (each field names its own argument).
 */
function entityAccounts(entity: string, ctx: GatewayContext): Promise<AccountModel[]> {
  return ctx.loaders.accounts.byEntity.load(entity);
}

/**
 * What `account(accountNumber)` starts beside its lookup, for fields it selects that another domain resolves.
 * `Account.statement` is declared in schema/accounts.graphql but resolved by the statements domain:
 * `startStatements` (statements/resolvers.ts) reads the statement pages the query selects while the account is
 * looked up, one round trip instead of two. Passed in by resolvers/index.ts, since a domain imports no other; it
 * decides nothing about what the caller sees.
 */
export interface AccountPrefetch {
  readonly statement: EarlyStart;
}

/**
 * `account`, `accounts`, the fields of `Account` that come with its balances (spec area E), and the accounts of a
 * `Merchant` and back.
 */
export function accountsResolvers(prefetch: AccountPrefetch): Resolvers {
  return {
    Query: {
      account: (_parent, args, ctx, info) => {
        const { accountNumber } = validateInput(accountArgs, args, '');
        const account = visibleAccount(accountNumber, ctx, 'accountNumber');
        prefetch.statement(accountNumber, info, ctx);
        return account;
      },
      accounts: (_parent, args, ctx) => {
        const { entity } = validateInput(accountsArgs, args, '');
        ctx.entitlement.check(entity, 'entity');
        return entityAccounts(entity, ctx);
      },
    },
    Account: {
      id: (account) => toGlobalId('Account', account.accountNumber),
      name: (account) => account.accountName,
      balance: (account) => balanceOf(account),
      // An account is shown only for the caller's entities; the check again keeps a link from ever naming another.
      merchant: ({ entity }, _args, ctx) => (entity && ctx.entitlement.allows(entity) ? { entity } : null),
    },
    // `merchant(entity)` has checked the entity, as `accounts(entity)` does.
    Merchant: {
      accounts: ({ entity }, _args, ctx) => entityAccounts(entity, ctx),
    },
  };
}

/**
 * `node` for an Account id: the lookup by account number, through the same loader as `account`. Any account
 * number is an id we may have issued (an entity's list can hold accounts of any length), but the provider looks
 * accounts up by number only with 16 characters: another one reads as null instead of a request it would refuse.
 */
export const accountNode: NodeSource = {
  isKey: (accountNumber) => accountNumber !== '',
  fetch: async (accountNumber, ctx) =>
    accountArgs.safeParse({ accountNumber }).success ? visibleAccount(accountNumber, ctx, 'id') : null,
};
