import type { DataSources } from '../dataSources.ts';

// STUB: replaced by the payouts resolver author.
export type PayoutLoaders = Record<string, never>;

export function createPayoutLoaders(_dataSources: DataSources): PayoutLoaders {
  return {};
}
