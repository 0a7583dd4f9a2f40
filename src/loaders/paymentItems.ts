import type { DataSources } from '../dataSources.ts';

// STUB: replaced by the paymentItems resolver author.
export type PaymentItemLoaders = Record<string, never>;

export function createPaymentItemLoaders(_dataSources: DataSources): PaymentItemLoaders {
  return {};
}
