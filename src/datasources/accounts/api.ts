import { paths, statementPagingParams } from '../../contract/index.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { readModel } from '../upstream/validate.ts';
import { type Balances, balancesSchema, type StatementPage, statementPageSchema } from './models.ts';

export interface StatementPageQuery {
  readonly accountNumber: string;
  /** ISO 8601 UTC date-time, in the past. */
  readonly startDate: string;
  /** ISO 8601 UTC date-time, in the past, at most 31 days after `startDate`. */
  readonly endDate: string;
  /** From 1. */
  readonly pageNumber: number;
  /** 1 to 500. */
  readonly pageSize: number;
}

/** Account statements and balances (spec areas D and E), each with its own versioned media type. */
export class AccountsApi {
  constructor(private readonly client: UpstreamClient) {}

  /** One page of an account's statement entries between two instants. */
  async getStatementPage(query: StatementPageQuery): Promise<StatementPage> {
    const res = await this.client.get(paths.accountStatements, {
      query: {
        accountNumber: query.accountNumber,
        startDate: query.startDate,
        endDate: query.endDate,
        [statementPagingParams.pageNumber]: query.pageNumber,
        [statementPagingParams.pageSize]: query.pageSize,
      },
      accept: this.client.media.statements.accept,
    });
    return readModel(res, statementPageSchema, 'statement');
  }

  /** Cleared, uncleared and total balance of one account (16 alphanumeric characters). */
  async getAccountBalances(accountNumber: string): Promise<Balances> {
    // `/accounts/balance//{accountNumber}`: the double slash is the provider's published path. It is sent as is
    // (the client concatenates, never normalises), because a server routing on the exact path would not match
    // `/accounts/balance/{accountNumber}`.
    const res = await this.client.get(paths.accountBalancePrefix + encodeURIComponent(accountNumber), {
      accept: this.client.media.balances.accept,
    });
    return readModel(res, balancesSchema, 'balance');
  }

  /** Balances of every account of a merchant entity. */
  async getEntityBalances(entity: string): Promise<Balances> {
    const res = await this.client.get(paths.accountBalanceByEntity, {
      query: { entity },
      accept: this.client.media.balances.accept,
    });
    return readModel(res, balancesSchema, 'balance');
  }
}
