import { type AugmentedRequest, RESTDataSource } from '@apollo/datasource-rest';
import type { Fixtures } from '../upstream/fixtures.ts';
import { basicAuthorization } from './env.ts';
import type { ProviderAccount, ProviderApi, ProviderItems, ProviderStatement } from './providerApi.ts';

/** What a team writes first: one RESTDataSource with a method per endpoint, everything else left at its default. */
export class NaiveProviderApi extends RESTDataSource implements ProviderApi {
  constructor(
    baseURL: string,
    private readonly fixtures: Fixtures,
  ) {
    super();
    this.baseURL = baseURL;
  }

  protected override willSendRequest(_path: string, request: AugmentedRequest): void {
    request.headers.authorization = basicAuthorization(this.fixtures);
  }

  /** The provider's media types carry `+json`, so the default parser gives objects; a charset would give text. */
  private async json<T>(promise: Promise<unknown>): Promise<T> {
    const body = await promise;
    return (typeof body === 'string' ? JSON.parse(body) : body) as T;
  }

  async balance(accountNumber: string): Promise<{ entity: string; accounts: ProviderAccount[] }> {
    return this.json(
      this.get(`/accounts/balance//${encodeURIComponent(accountNumber)}`, {
        headers: { accept: this.fixtures.media.balances },
      }),
    );
  }

  async entityBalances(entity: string): Promise<{ entity: string; accounts: ProviderAccount[] }> {
    return this.json(
      this.get('/accounts/balance/', {
        params: { entity },
        headers: { accept: this.fixtures.media.balances },
      }),
    );
  }

  async statement(
    accountNumber: string,
    from: string,
    to: string,
    first: number,
  ): Promise<ProviderStatement> {
    const params = { accountNumber, startDate: from, endDate: to, pageNumber: '1', pageSize: String(first) };
    return this.json(
      this.get('/accounts/statements/', { params, headers: { accept: this.fixtures.media.statements } }),
    );
  }

  async paymentItems(
    entity: string,
    startDate: string,
    endDate: string,
    first: number,
  ): Promise<ProviderItems> {
    const params = { entity, startDate, endDate, pageNumber: '1', pageSize: String(first) };
    return this.json(
      this.get('/payouts/events', { params, headers: { accept: this.fixtures.media.accountPayouts } }),
    );
  }

  async createPayout(body: object): Promise<{ outcome: string }> {
    const media = this.fixtures.media.payouts;
    return this.json(
      this.post('/payouts/basicDisbursement', { body, headers: { accept: media, 'content-type': media } }),
    );
  }

  async createSale(body: object): Promise<{ outcome: string; issuer?: { authorizationCode: string } }> {
    const { paymentsRequest, paymentsResponse } = this.fixtures.media;
    return this.json(
      this.post('/payments/sales/migrateCardOnFile', {
        body,
        headers: { accept: paymentsResponse, 'content-type': paymentsRequest },
      }),
    );
  }
}
