import type { AccountBalance, Balances, StatementPage } from '../datasources/accounts/models.ts';
import type { DataSources } from '../datasources/create.ts';
import { nullIfNotFound, type StatementPageQuery } from '../datasources/index.ts';
import { canonicalJson } from '../json/canonicalJson.ts';
import { type Loader, oneByOne } from './perRequest.ts';

/**
 * One account as loaded: an account of a balances response (spec area E) and the entity that response named.
 * Both balance endpoints answer this shape, so an account from the entity's list carries everything the lookup
 * by account number would fetch.
 */
export interface AccountModel extends AccountBalance {
  readonly entity: string | undefined;
}

/** The accounts of a balances response, each with the response's entity. */
/**
 * The accounts of a balance answer, each with its entity. The spec lets the answer's `entity` be null; asked by
 * entity (`asked`), the accounts listed are that entity's, so they carry it: otherwise a caller limited to entities
 * could not see its own accounts, and `accounts(entity)` would answer `entity: null` for the entity it was asked.
 */
function accountsOf(balances: Balances, asked?: string): AccountModel[] {
  const entity = balances.entity ?? asked;
  return balances.accounts.map((account) => ({ ...account, entity }));
}

/** Per-request loaders of the account endpoints (balances, statements). */
export interface AccountLoaders {
  /** One account with its balances by account number (balance-by-account); null when the provider has none. */
  readonly byNumber: Loader<string, AccountModel | null>;
  /**
   * Every account of an entity (balance-by-entity). Each account it returns is primed into `byNumber`, so the
   * same account is not fetched again for its balance or name.
   */
  readonly byEntity: Loader<string, AccountModel[]>;
  /** One statement page, keyed by (account, range, page size, page number): `totalCount` and `edges` share it. */
  readonly statementPage: Loader<StatementPageQuery, StatementPage>;
}

export function createAccountLoaders(dataSources: DataSources): AccountLoaders {
  const api = dataSources.accounts;
  const byNumber = oneByOne<string, AccountModel | null>(async (accountNumber) => {
    const balances = await nullIfNotFound(api.getAccountBalances(accountNumber));
    const account = balances?.accounts.find((a) => a.accountNumber === accountNumber);
    return account ? { ...account, entity: balances?.entity } : null;
  });
  const byEntity = oneByOne<string, AccountModel[]>(async (entity) => {
    const accounts = accountsOf(await api.getEntityBalances(entity), entity);
    for (const account of accounts) byNumber.prime(account.accountNumber, account);
    return accounts;
  });
  const statementPage = oneByOne<StatementPageQuery, StatementPage>(
    (query) => api.getStatementPage(query),
    canonicalJson,
  );
  return { byNumber, byEntity, statementPage };
}
