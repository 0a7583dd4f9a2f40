import { paths } from '../../contract/index.ts';
import type { QueryValue, UpstreamClient } from '../upstream/client.ts';
import { UpstreamError } from '../upstream/errors.ts';
import { readModel } from '../upstream/validate.ts';
import {
  type Balances,
  type BalancesPage,
  balancesPageSchema,
  plainBalancesPage,
  plainStatementPage,
  type StatementPage,
  statementPageSchema,
} from './models.ts';
import { checkPagedAsAsked, type StatementPageParams } from './statementPaging.ts';

/** Pages of a paged balances answer the gateway follows before calling the answer broken. */
const maxBalancePages = 20;

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
  constructor(
    private readonly client: UpstreamClient,
    /** The names the statement's paging is sent under (UPSTREAM_STATEMENT_PAGE_PARAMS). */
    private readonly statementPaging: StatementPageParams,
  ) {}

  /**
   * One page of an account's statement entries between two instants, exactly the page asked for: an answer that
   * echoes another page number or size is a contract violation (statementPaging.ts), never a shorter page.
   */
  async getStatementPage(query: StatementPageQuery): Promise<StatementPage> {
    const res = await this.client.get(paths.accountStatements, {
      query: {
        accountNumber: query.accountNumber,
        startDate: query.startDate,
        endDate: query.endDate,
        [this.statementPaging.pageNumber]: query.pageNumber,
        [this.statementPaging.pageSize]: query.pageSize,
      },
      accept: this.client.media.statements.accept,
    });
    const page = readModel(res, statementPageSchema, 'statement', plainStatementPage);
    checkPagedAsAsked(query, page, this.statementPaging);
    return page;
  }

  /** Cleared, uncleared and total balance of one account (16 alphanumeric characters). */
  async getAccountBalances(accountNumber: string): Promise<Balances> {
    // `/accounts/balance//{accountNumber}`: the double slash is the provider's published path. It is sent as is
    // (the client concatenates, never normalises), because a server routing on the exact path would not match
    // `/accounts/balance/{accountNumber}`.
    return this.allBalancePages(paths.accountBalancePrefix + encodeURIComponent(accountNumber), {});
  }

  /** Balances of every account of a merchant entity. */
  async getEntityBalances(entity: string): Promise<Balances> {
    return this.allBalancePages(paths.accountBalanceByEntity, { entity });
  }

  /**
   * A balances answer with every account: newer balance versions page the list (`pagination.totalPages`), so the
   * later pages are fetched one after another with the first page's `recordsPerPage`, and their accounts appended.
   * More than {@link maxBalancePages} pages is a contract violation rather than an unbounded crawl.
   */
  private async allBalancePages(path: string, query: Record<string, QueryValue>): Promise<Balances> {
    const first = await this.getBalancePage(path, query);
    const totalPages = first.pagination?.totalPages ?? 1;
    if (totalPages > maxBalancePages) {
      throw new UpstreamError(
        'contractViolation',
        `Upstream balance response does not match the contract: pagination.totalPages: above ${maxBalancePages}`,
        { status: 200 },
      );
    }
    const accounts = [...first.accounts];
    for (let pageNumber = 2; pageNumber <= totalPages; pageNumber++) {
      const recordsPerPage = first.pagination?.recordsPerPage ?? first.accounts.length;
      const page = await this.getBalancePage(path, { ...query, pageNumber, recordsPerPage });
      accounts.push(...page.accounts);
    }
    return { entity: first.entity, accounts };
  }

  private async getBalancePage(path: string, query: Record<string, QueryValue>): Promise<BalancesPage> {
    const res = await this.client.get(path, { query, accept: this.client.media.balances.accept });
    return readModel(res, balancesPageSchema, 'balance', plainBalancesPage);
  }
}
