import type { DataSources } from '../datasources/create.ts';
import { type AccountLoaders, createAccountLoaders } from './accounts.ts';
import { type CardBinLoaders, createCardBinLoaders } from './cardBin.ts';
import { createPaymentItemLoaders, type PaymentItemLoaders } from './paymentItems.ts';
import { createPayoutLoaders, type PayoutLoaders } from './payouts.ts';

/**
 * Per-request loaders (readOnce.ts): identical upstream reads within one operation are made once. Built fresh for every
 * request, so nothing is cached across callers; each area's loaders only when the operation first asks for them
 * (a balance query needs none of the payout, payment item and BIN loaders, a mutation usually none at all).
 */
export interface Loaders {
  readonly accounts: AccountLoaders;
  readonly paymentItems: PaymentItemLoaders;
  readonly payouts: PayoutLoaders;
  readonly cardBin: CardBinLoaders;
}

export function createLoaders(dataSources: DataSources): Loaders {
  let accounts: AccountLoaders | undefined;
  let paymentItems: PaymentItemLoaders | undefined;
  let payouts: PayoutLoaders | undefined;
  let cardBin: CardBinLoaders | undefined;
  return {
    get accounts() {
      accounts ??= createAccountLoaders(dataSources);
      return accounts;
    },
    get paymentItems() {
      paymentItems ??= createPaymentItemLoaders(dataSources);
      return paymentItems;
    },
    get payouts() {
      payouts ??= createPayoutLoaders(dataSources);
      return payouts;
    },
    get cardBin() {
      cardBin ??= createCardBinLoaders(dataSources);
      return cardBin;
    },
  };
}
