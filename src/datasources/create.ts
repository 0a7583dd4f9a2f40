import {
  AccountsApi,
  CardBinApi,
  PaymentItemsApi,
  PayoutsApi,
  SalesApi,
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

export function createDataSources(client: UpstreamClient): DataSources {
  return {
    accounts: new AccountsApi(client),
    paymentItems: new PaymentItemsApi(client),
    payouts: new PayoutsApi(client),
    threeDs: new ThreeDsApi(client),
    cardBin: new CardBinApi(client),
    sales: new SalesApi(client),
  };
}
