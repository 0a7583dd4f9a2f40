import { Pool } from 'undici';
import type { Fixtures } from '../upstream/fixtures.ts';
import { basicAuthorization } from './env.ts';
import type { ProviderAccount, ProviderApi, ProviderItems, ProviderStatement } from './providerApi.ts';

/**
 * The provider's endpoints as a Node engineer who cares about speed calls them: one undici Pool for the process
 * (keep-alive, 32 connections, as the raw proxy), bodies read with JSON.parse. The paths and headers are those of
 * naiveApi.ts; nothing is cached or batched, so the calls are the same.
 */
export class UndiciProviderApi implements ProviderApi {
  private readonly pool: Pool;
  private readonly authorization: string;

  constructor(
    baseUrl: string,
    private readonly fixtures: Fixtures,
  ) {
    this.pool = new Pool(baseUrl, { connections: 32 });
    this.authorization = basicAuthorization(fixtures);
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    accept: string,
    body?: { json: object; contentType: string },
  ): Promise<T> {
    const res = await this.pool.request({
      method,
      path,
      headers: {
        authorization: this.authorization,
        accept,
        ...(body ? { 'content-type': body.contentType } : {}),
      },
      body: body ? JSON.stringify(body.json) : undefined,
    });
    const text = await res.body.text();
    if (res.statusCode >= 300) throw new Error(`upstream answered ${res.statusCode}`);
    return JSON.parse(text) as T;
  }

  balance(accountNumber: string): Promise<{ entity: string; accounts: ProviderAccount[] }> {
    const path = `/accounts/balance//${encodeURIComponent(accountNumber)}`;
    return this.call('GET', path, this.fixtures.media.balances);
  }

  entityBalances(entity: string): Promise<{ entity: string; accounts: ProviderAccount[] }> {
    const path = `/accounts/balance/?${new URLSearchParams({ entity })}`;
    return this.call('GET', path, this.fixtures.media.balances);
  }

  statement(accountNumber: string, from: string, to: string, first: number): Promise<ProviderStatement> {
    const params = { accountNumber, startDate: from, endDate: to, pageNumber: '1', pageSize: String(first) };
    return this.call(
      'GET',
      `/accounts/statements/?${new URLSearchParams(params)}`,
      this.fixtures.media.statements,
    );
  }

  paymentItems(entity: string, startDate: string, endDate: string, first: number): Promise<ProviderItems> {
    const params = { entity, startDate, endDate, pageNumber: '1', pageSize: String(first) };
    const path = `/payouts/events?${new URLSearchParams(params)}`;
    return this.call('GET', path, this.fixtures.media.accountPayouts);
  }

  createPayout(body: object): Promise<{ outcome: string }> {
    const media = this.fixtures.media.payouts;
    return this.call('POST', '/payouts/basicDisbursement', media, { json: body, contentType: media });
  }

  createSale(body: object): Promise<{ outcome: string; issuer?: { authorizationCode: string } }> {
    const { paymentsRequest, paymentsResponse } = this.fixtures.media;
    const path = '/payments/sales/migrateCardOnFile';
    return this.call('POST', path, paymentsResponse, { json: body, contentType: paymentsRequest });
  }
}
