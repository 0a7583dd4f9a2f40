import {
  AccountsApi,
  CardBinApi,
  PaymentItemsApi,
  PayoutsApi,
  SalesApi,
  type StatementPageParams,
  ThreeDsApi,
  type UpstreamClient,
} from './index.ts';

/** One data source per provider area, all over the same upstream client. */
export interface DataSources {
  readonly accounts: AccountsApi;
  readonly paymentItems: PaymentItemsApi;
  readonly payouts: PayoutsApi;
  readonly threeDs: ThreeDsApi;
  readonly cardBin: CardBinApi;
  readonly sales: SalesApi;
}

/** What the data sources read of the provider settings besides the client (UPSTREAM_*). */
export interface DataSourceSettings {
  readonly statementPageParams: StatementPageParams;
}

export function createDataSources(client: UpstreamClient, settings: DataSourceSettings): DataSources {
  return {
    accounts: new AccountsApi(client, settings.statementPageParams),
    paymentItems: new PaymentItemsApi(client),
    payouts: new PayoutsApi(client),
    threeDs: new ThreeDsApi(client),
    cardBin: new CardBinApi(client),
    sales: new SalesApi(client),
  };
}
