import type { DataSources } from '../datasources/create.ts';
import { type AccountLoaders, createAccountLoaders } from './accounts.ts';
import { type CardBinLoaders, createCardBinLoaders } from './cardBin.ts';
import { createPaymentItemLoaders, type PaymentItemLoaders } from './paymentItems.ts';
import { createPayoutLoaders, type PayoutLoaders } from './payouts.ts';

/**
 * Per-request DataLoaders: identical upstream reads within one operation are made once. Built fresh for every
 * request, so nothing is cached across callers.
 */
export interface Loaders {
  readonly accounts: AccountLoaders;
  readonly paymentItems: PaymentItemLoaders;
  readonly payouts: PayoutLoaders;
  readonly cardBin: CardBinLoaders;
}

export function createLoaders(dataSources: DataSources): Loaders {
  return {
    accounts: createAccountLoaders(dataSources),
    paymentItems: createPaymentItemLoaders(dataSources),
    payouts: createPayoutLoaders(dataSources),
    cardBin: createCardBinLoaders(dataSources),
  };
}
