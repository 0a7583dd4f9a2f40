import type { DataSources } from '../dataSources.ts';

// STUB: replaced by the accounts resolver author.
export type AccountLoaders = Record<string, never>;

export function createAccountLoaders(_dataSources: DataSources): AccountLoaders {
  return {};
}
