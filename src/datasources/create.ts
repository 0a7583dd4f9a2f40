import {
  AccountsApi,
  CardBinApi,
  PaymentItemsApi,
  PayoutsApi,
  SalesApi,
  type UpstreamClient,
  VerificationsApi,
} from './index.ts';

/** One data source per provider area, all over the same upstream client. */
export interface DataSources {
  readonly accounts: AccountsApi;
  readonly paymentItems: PaymentItemsApi;
  readonly payouts: PayoutsApi;
  readonly verifications: VerificationsApi;
  readonly cardBin: CardBinApi;
  readonly sales: SalesApi;
}

export function createDataSources(client: UpstreamClient): DataSources {
  return {
    accounts: new AccountsApi(client),
    paymentItems: new PaymentItemsApi(client),
    payouts: new PayoutsApi(client),
    verifications: new VerificationsApi(client),
    cardBin: new CardBinApi(client),
    sales: new SalesApi(client),
  };
}
